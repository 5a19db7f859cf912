import { parentPort, workerData } from 'node:worker_threads';
import { coalescedWrites } from '../db/coalesced-writes';
import { foregroundQuietIn } from '../db/foreground';
import { openThreadDb, type ThreadDatabase } from '../db/thread-db';
import { BulkInterrupted, PartTaken, priceParts, type ClaimedPart } from './bulk-run-part';
import { threadPool } from './pricing-pool';
import { runPacing } from './run-pacing';
import type { RunThreadData, ThreadCall, ThreadReply } from './bulk-run-thread';

/**
 * A bulk run's thread (bulk-run-thread.ts has why): prices the parts it is given, on its own connection to the
 * database and its own pricing pool, and answers when they are done or why not. Its writes are told to the API's
 * thread (`wrote`), whose remembered reads forget what they change.
 */
const port = parentPort!;
const { database, threads, requests } = workerData as RunThreadData;
let stopping = false;

/** How long the API's thread may go without hearing the run's writes (db/coalesced-writes.ts says why). */
const TELL_WRITES_EVERY_MS = 50;
const told = coalescedWrites((tables) => port.postMessage({ wrote: tables } satisfies ThreadReply), TELL_WRITES_EVERY_MS);
const db = await openThreadDb(database as ThreadDatabase, told.wrote);
const compute = threadPool(threads);
// The API's requests are counted on its thread; on PGlite the run's statements wait for a moment without them there.
const pacing = runPacing(db.oneConnection ?? false, (maxWaitMs) => foregroundQuietIn(requests, maxWaitMs));

async function price(id: number, call: Extract<ThreadCall, { op: 'price' }>): Promise<void> {
  const { workerId, windowSize, workPercent, clockOffsetMs } = call.run;
  try {
    await priceParts({ db, now: () => new Date(Date.now() + clockOffsetMs), workerId, windowSize, workPercent, stopping: () => stopping, compute, ...pacing },
      call.claimed as ClaimedPart[]);
    told.flush();
    port.postMessage({ id, done: true } satisfies ThreadReply);
  } catch (error) {
    told.flush();
    const kind = error instanceof BulkInterrupted ? 'interrupted' : error instanceof PartTaken ? 'taken' : 'failed';
    port.postMessage({ id, error: { kind, message: (error as Error).message } } satisfies ThreadReply);
  }
}

port.on('message', (call: ThreadCall) => {
  if (call.op === 'warm') void compute.warm();
  else if (call.op === 'price') void price(call.id, call);
  else if (call.op === 'stop') stopping = true;
  else if (call.op === 'close') {
    told.flush();
    void (async () => {
      await compute.close().catch(() => {});
      await db.close().catch(() => {});
      port.close();
    })();
  }
});
port.postMessage({ ready: true } satisfies ThreadReply);
