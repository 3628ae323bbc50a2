/**
 * Drill (a): `kill -9` of the API process under write load, then a restart on the same database. Every acknowledged
 * write must be there: an acknowledged create present, an acknowledged delete absent.
 */
import { type ChildApi, createClient, sleep, type User } from '../harness.ts';
import { countBy, out, problems, statusName } from './report.ts';

const WRITE_CONNECTIONS = 16;

type Client = ReturnType<typeof createClient>;

/** A write sent; `status` 0 while it waits for an answer, and for good when the kill cut it off. */
type WriteRecord = {
  kind: 'create' | 'delete';
  user: number;
  title: string;
  id?: string;
  status: number;
};

type Entry = { id: string; title: string };

/** Every entry of `user`, all pages. */
async function listAll(client: Client, user: User) {
  const entries: Entry[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const result = await client.request('GET', `/knowledge?limit=100${query}`, user.token);
    if (result.status !== 200)
      throw new Error(`GET /knowledge answered ${statusName(result)} after the restart`);
    const body = result.body as { entries: Entry[]; nextCursor: string | null };
    entries.push(...body.entries);
    cursor = body.nextCursor;
  } while (cursor);
  return entries;
}

/** Creates, and deletes every third write, on WRITE_CONNECTIONS connections until `stop`; `records` are the writes. */
function startWriteLoad(client: Client, users: User[], run: string) {
  const records: WriteRecord[] = [];
  let stopped = false;
  const connection = async (index: number) => {
    const userIndex = index % users.length;
    const user = users[userIndex] as User;
    const mine: string[] = [];
    for (let i = 0; !stopped; i++) {
      if (i % 3 === 2 && mine.length > 0) {
        const id = mine.shift() as string;
        const record: WriteRecord = { kind: 'delete', user: userIndex, title: '', id, status: 0 };
        records.push(record);
        record.status = (await client.request('DELETE', `/knowledge/${id}`, user.token)).status;
      } else {
        const title = `${run}-c${index}-${i}`;
        const record: WriteRecord = { kind: 'create', user: userIndex, title, status: 0 };
        records.push(record);
        const result = await client.request('POST', '/knowledge', user.token, {
          title,
          content: `Entry ${title}`,
        });
        record.status = result.status;
        const id = (result.body as { id?: string } | undefined)?.id;
        if (result.status === 201 && id) {
          record.id = id;
          mine.push(id);
        }
      }
    }
  };
  const load = Promise.all(Array.from({ length: WRITE_CONNECTIONS }, (_, index) => connection(index)));
  return {
    records,
    /** Stops sending and waits for the writes under way to end. */
    async stop(): Promise<void> {
      stopped = true;
      await load;
    },
  };
}

/** Compares what was acknowledged before the kill with what the restarted API has stored (by user). */
function checkStored(label: string, records: WriteRecord[], stored: Entry[][]): void {
  const storedIds = stored.map((entries) => new Set(entries.map((entry) => entry.id)));
  const storedTitles = stored.map((entries) => new Set(entries.map((entry) => entry.title)));
  const ackedDeletes = new Set(
    records.filter((r) => r.kind === 'delete' && r.status === 204).map((r) => r.id as string),
  );
  const sentDeletes = new Set(records.filter((r) => r.kind === 'delete').map((r) => r.id as string));
  const ackedCreates = records.filter((r) => r.kind === 'create' && r.status === 201);
  // An acknowledged create must be there, unless a delete of it was sent (acknowledged or cut off by the kill).
  const mustExist = ackedCreates.filter((r) => !sentDeletes.has(r.id as string));
  const missing = mustExist.filter((r) => !storedIds[r.user]?.has(r.id as string));
  const resurrected = [...ackedDeletes].filter((id) => storedIds.some((ids) => ids.has(id)));
  const unansweredCreates = records.filter((r) => r.kind === 'create' && r.status === 0);
  const unansweredStored = unansweredCreates.filter((r) => storedTitles[r.user]?.has(r.title));
  const unansweredDeletes = records.filter((r) => r.kind === 'delete' && r.status === 0);
  const otherStatuses = records.filter((r) => r.status !== 0 && r.status !== 201 && r.status !== 204);
  out(
    `    acknowledged: ${ackedCreates.length} creates (201), ${ackedDeletes.size} deletes (204); ` +
      `other answers: ${countBy(otherStatuses, (r) => String(r.status))}`,
  );
  out(
    `    stored after restart: ${mustExist.length - missing.length} of ${mustExist.length} acknowledged creates ` +
      `present (missing ${missing.length}); ${ackedDeletes.size - resurrected.length} of ${ackedDeletes.size} ` +
      `acknowledged deletes absent (back: ${resurrected.length})`,
  );
  out(
    `    cut off by the kill (no answer): ${unansweredCreates.length} creates (${unansweredStored.length} stored ` +
      `anyway), ${unansweredDeletes.length} deletes; entries stored now: ${stored.reduce((n, e) => n + e.length, 0)}`,
  );
  if (missing.length > 0) problems.push(`(a) ${label}: ${missing.length} acknowledged creates lost`);
  if (resurrected.length > 0)
    problems.push(`(a) ${label}: ${resurrected.length} acknowledged deletes undone`);
  if (otherStatuses.length > 0) problems.push(`(a) ${label}: unexpected answers before the kill`);
}

/** `start` starts the API on the database under test (the same one each time); `run` tags the entries' titles. */
export async function killUnderWriteLoad(
  label: string,
  start: () => Promise<ChildApi>,
  users: User[],
  run: string,
): Promise<void> {
  let api = await start();
  let client = createClient(api.url, WRITE_CONNECTIONS, 15_000);
  const load = startWriteLoad(client, users, run);
  await sleep(3_000 + Math.random() * 2_000);
  const how = await api.kill9();
  await load.stop();
  client.close();

  const restartStarted = performance.now();
  try {
    api = await start();
  } catch (error) {
    problems.push(`(a) ${label}: the API did not restart after kill -9: ${(error as Error).message}`);
    out(`(a) ${label}: API killed (${how}); RESTART FAILED: ${(error as Error).message}`);
    return;
  }
  const restartMs = performance.now() - restartStarted;
  client = createClient(api.url, 4, 30_000);
  try {
    const stored = await Promise.all(users.map((user) => listAll(client, user)));
    out(
      `(a) ${label}: ${load.records.length} writes sent by ${WRITE_CONNECTIONS} connections, API killed (${how}), ` +
        `restarted in ${(restartMs / 1000).toFixed(1)} s on the same database`,
    );
    checkStored(label, load.records, stored);
  } finally {
    client.close();
    await api.stop();
  }
}
