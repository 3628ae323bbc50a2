import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestPglite } from '../test-support/databases.ts';
import { type Database, pgliteWasmModule } from './database.ts';

describe('PGlite in its own thread', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestPglite();
    await db.exec('CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL, at timestamptz)');
  });
  afterAll(() => db.close());

  it('answers queries with typed values, and rejects with the SQLSTATE Postgres gives', async () => {
    const at = new Date('2026-11-25T10:00:00.000Z');
    await db.query('INSERT INTO notes VALUES ($1, $2, $3)', [1, 'first', at]);
    expect(await db.query('SELECT id, body, at FROM notes')).toEqual([{ id: 1, body: 'first', at }]);
    await expect(db.query('INSERT INTO notes VALUES (1, $1)', ['again'])).rejects.toMatchObject({
      code: '23505',
      message: expect.stringContaining('duplicate key'),
    });
    await db.query('DELETE FROM notes');
  });

  it('commits a transaction when its work resolves and rolls it back when it throws', async () => {
    await db.transaction((tx) => tx.query('INSERT INTO notes VALUES (2, $1)', ['kept']));
    const failed = db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes VALUES (3, $1)', ['lost']);
      throw new Error('changed my mind');
    });
    await expect(failed).rejects.toThrow('changed my mind');
    expect(await db.query('SELECT id FROM notes ORDER BY id')).toEqual([{ id: 2 }]);
    await db.query('DELETE FROM notes');
  });

  it('keeps a transaction whole: a query from outside waits until it ends', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes VALUES (4, $1)', ['inside']);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const outside = db.query<{ n: number }>('SELECT count(*)::int AS n FROM notes');
    release();
    await transaction;
    expect(await outside).toEqual([{ n: 1 }]);
    await db.query('DELETE FROM notes');
  });

  it('runs a heavy query while the event loop goes on', async () => {
    const order: string[] = [];
    const query = db
      .query('SELECT count(*) FROM generate_series(1, 2000000) AS g, LATERAL (SELECT md5(g::text)) AS h')
      .then(() => order.push('query'));
    // In process, PGlite's WebAssembly held the thread for the whole statement: the timer could only fire after it.
    const timer = new Promise((resolve) => setTimeout(resolve, 20)).then(() => order.push('timer'));
    await Promise.all([query, timer]);
    expect(order).toEqual(['timer', 'query']);
  });

  it('refuses queries once closed', async () => {
    const closed = await openTestPglite();
    await closed.close();
    await expect(closed.query('SELECT 1')).rejects.toThrow('PGlite is closed');
  });
});

describe("PGlite's WebAssembly", () => {
  it('is compiled once per process and handed to every database thread', async () => {
    const module = await pgliteWasmModule();
    expect(Object.prototype.toString.call(module)).toBe('[object WebAssembly.Module]');
    expect(await pgliteWasmModule()).toBe(module);
  });
});
