// PGlite in a worker thread (`pglite-thread.ts` talks to it): Postgres compiled to WebAssembly runs every query on
// the thread that owns it, so here it stalls nothing but itself while the API's event loop serves requests.
// Plain JavaScript so that any Node process can start it, bundled or not.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

// The compiled module comes from the opening thread (`pgliteWasmModule`), which compiles it once for all its threads.
const { dataDir, pgliteWasmModule } = workerData ?? {};
const db = await PGlite.create({
  ...(dataDir ? { dataDir } : {}),
  ...(pgliteWasmModule ? { pgliteWasmModule } : {}),
});

/** Open transactions by id: the handle to query through, and how to end it. */
const transactions = new Map();
let lastTransactionId = 0;
const rolledBack = Symbol('rolled back');

parentPort.on('message', async (request) => {
  try {
    parentPort.postMessage({ id: request.id, result: await handle(request) });
  } catch (error) {
    parentPort.postMessage({ id: request.id, error: describe(error) });
  }
});
parentPort.postMessage({ ready: true });

async function handle({ op, sql, params, tx }) {
  const target = tx === undefined ? db : transactions.get(tx)?.handle;
  if (!target) throw new Error(`No open transaction ${tx}`);
  switch (op) {
    case 'query':
      return (await target.query(sql, params)).rows;
    case 'exec':
      await target.exec(sql);
      return null;
    case 'begin':
      return begin();
    case 'commit':
    case 'rollback':
      return end(tx, op);
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`Unknown operation ${op}`);
  }
}

/** Opens a transaction that stays open, holding PGlite's lock, until `end` commits or rolls it back. */
function begin() {
  return new Promise((opened, failed) => {
    const id = ++lastTransactionId;
    const open = {};
    const finished = new Promise((commit, rollback) => {
      open.finish = { commit, rollback: () => rollback(rolledBack) };
    });
    open.settled = db
      .transaction(async (handle) => {
        open.handle = handle;
        transactions.set(id, open);
        opened(id);
        await finished;
      })
      .catch((error) => {
        if (error !== rolledBack) throw error;
      })
      .finally(() => transactions.delete(id));
    open.settled.catch(failed);
  });
}

async function end(id, op) {
  const open = transactions.get(id);
  if (op === 'commit') open.finish.commit();
  else open.finish.rollback();
  await open.settled;
  return null;
}

/** What crosses back to the API thread: the message and the fields Postgres errors carry (SQLSTATE and the like). */
function describe(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const { message, name, code, detail, constraint, table, column, severity } = error;
  return { message, name, code, detail, constraint, table, column, severity };
}
