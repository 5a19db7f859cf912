// The thread that owns a PGlite database (pglite-thread.ts): PGlite runs a statement synchronously on the thread that
// holds it, so a server's database in this thread leaves the API's thread free while a statement runs. Plain
// JavaScript: it needs nothing but PGlite, so it starts without a TypeScript loader.
//
// Its callers: the thread that opened it, and any thread it was given a port for (`connect`: a bulk run's thread,
// jobs/bulk-run-thread.ts). PGlite has one session, so the callers take turns here: one operation at a time, and a
// caller's transaction (begin … commit or rollback) holds the session — the others' operations wait until it ends.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { ownThreadId } from '../nice-thread.mjs';

/** What a database error tells beside its message (SQLSTATE, constraint, …): the callers read these fields. */
function errorOf(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { ...fields, message: error.message, name: error.name };
}

let pg;
try {
  pg = await PGlite.create(workerData.dataDir ?? undefined, {
    extensions: { pg_trgm },
    loadDataDir: workerData.loadDataDir ? new Blob([workerData.loadDataDir]) : undefined,
  });
  // Its id, so that the API's thread leaves it at the normal priority when it nices its helpers (server/thread-priority.ts).
  parentPort.postMessage({ ready: true, tid: ownThreadId() });
} catch (error) {
  parentPort.postMessage({ ready: false, error: errorOf(error) });
}

/** Operations waiting for their turn, in arrival order: { port, message }. */
const queue = [];
/** The port whose transaction holds the session, or null. */
let holder = null;
let working = false;

async function perform(port, { id, op, sql, params }) {
  if (op === 'query') return { id, result: (await pg.query(sql, params)).rows };
  if (op === 'exec') {
    await pg.exec(sql);
    return { id };
  }
  if (op === 'begin' || op === 'commit' || op === 'rollback') {
    // The holder changes even when the statement fails: a failed COMMIT has ended the transaction too.
    try {
      await pg.exec(op.toUpperCase());
    } finally {
      holder = op === 'begin' ? port : null;
    }
    return { id };
  }
  if (op === 'dump') {
    const tar = new Uint8Array(await (await pg.dumpDataDir('none')).arrayBuffer());
    return { id, result: tar, transfer: [tar.buffer] };
  }
  if (op === 'close') {
    if (!pg.closed) await pg.close();
    return { id };
  }
  throw new Error(`pglite thread: no operation ${op}`);
}

/** Runs queued operations one at a time; while a transaction holds the session, only its holder's. */
async function work() {
  if (working) return;
  working = true;
  try {
    for (;;) {
      const at = queue.findIndex((item) => holder === null || item.port === holder);
      if (at < 0) return;
      const [{ port, message }] = queue.splice(at, 1);
      let reply;
      try {
        reply = await perform(port, message);
      } catch (error) {
        reply = { id: message.id, error: errorOf(error) };
      }
      const { transfer, ...answer } = reply;
      port.postMessage(answer, transfer);
    }
  } finally {
    working = false;
  }
}

/** A caller gone in the middle of its transaction (its thread ended): rolled back, so the others are not held forever. */
function gone(port) {
  for (let i = queue.length - 1; i >= 0; i--) if (queue[i].port === port) queue.splice(i, 1);
  if (holder !== port) return;
  holder = null;
  queue.unshift({ port: { postMessage() {} }, message: { id: -1, op: 'exec', sql: 'ROLLBACK' } });
  void work();
}

function listen(port) {
  port.on('message', (message) => {
    if (message.op === 'connect') {
      listen(message.port);
      // A connected port closes when its thread ends or closes it.
      message.port.on('close', () => gone(message.port));
      return;
    }
    queue.push({ port, message });
    void work();
  });
}

listen(parentPort);
