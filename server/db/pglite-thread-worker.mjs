// The thread that owns a PGlite database (pglite-thread.ts): PGlite runs a statement synchronously on the thread that
// holds it, so a server's database in this thread leaves the API's thread free while a statement runs. Plain
// JavaScript: it needs nothing but PGlite, so it starts without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

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
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: errorOf(error) });
}

parentPort.on('message', async ({ id, op, sql, params }) => {
  try {
    if (op === 'query') {
      parentPort.postMessage({ id, result: (await pg.query(sql, params)).rows });
    } else if (op === 'exec') {
      await pg.exec(sql);
      parentPort.postMessage({ id });
    } else if (op === 'dump') {
      const tar = new Uint8Array(await (await pg.dumpDataDir('none')).arrayBuffer());
      parentPort.postMessage({ id, result: tar }, [tar.buffer]);
    } else if (op === 'close') {
      if (!pg.closed) await pg.close();
      parentPort.postMessage({ id });
    } else {
      throw new Error(`pglite thread: no operation ${op}`);
    }
  } catch (error) {
    parentPort.postMessage({ id, error: errorOf(error) });
  }
});
