/**
 * How fast Ditto learns a knowledge change by itself, through the API (`pnpm --filter @ditto/api bench:learning`),
 * on in-memory PGlite or on the Postgres server of `DATABASE_URL`, with the real local identity provider, the real
 * encoder threads and the production learning pace (quiet 1.5 s, looked for every second). No training is asked.
 *
 * For each of BENCH_ROUNDS (10) notes, one after another: the time from the write's response until a question is
 * first answered citing it (asked every 100 ms), until the profile has learned it (`sourceCount`), and until nothing
 * is left to learn (`GET /persona/training` `changes` 0); then the note is deleted and asked about at once: a
 * citation of it after its DELETE returned is counted (should be 0). The model's first load is done before timing.
 */
import { startIdentityProvider } from '@ditto/local-cognito';
import { startApiServer } from '../src/index.ts';
import { createPostgresDatabase } from '../src/test-support/databases.ts';
import { identityOf, signIn } from '../src/test-support/identity.ts';
import { unlimited } from './harness.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const PASSWORD = 'Bench-Password-1';
const print = (line: string) => process.stdout.write(`${line}\n`);
const FACTS = [
  'locker',
  'bicycle',
  'violin',
  'garden',
  'kayak',
  'telescope',
  'aquarium',
  'piano',
  'tent',
  'easel',
];

const idp = await startIdentityProvider();
const database = process.env.DATABASE_URL
  ? await createPostgresDatabase(process.env.DATABASE_URL)
  : undefined;
const api = await startApiServer({
  identity: { ...identityOf(idp), credentials: idp.credentials },
  ...(database ? { databaseUrl: database.databaseUrl } : {}),
  rateLimits: unlimited,
  addressRateLimits: unlimited,
});
await idp.createUser({ email: 'learner@example.com', password: PASSWORD, confirmed: true });
const { accessToken } = await signIn(idp, 'learner@example.com', PASSWORD);
const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
const call = async (method: string, route: string, body?: unknown) => {
  const response = await fetch(`${api.url}${route}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}`);
  return (response.status === 204 ? {} : await response.json()) as Record<string, unknown>;
};
const cited = async (question: string): Promise<string[]> => {
  const { reply } = await call('POST', '/persona/messages', { content: question });
  return ((reply as { citations?: { entryId: string }[] }).citations ?? []).map(
    (citation) => citation.entryId,
  );
};
const sourceCount = async (): Promise<number> =>
  ((await call('GET', '/persona/profile')).profile as { sourceCount: number } | null)?.sourceCount ?? 0;
const changes = async (): Promise<number> => (await call('GET', '/persona/training')).changes as number;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => Promise<boolean>, every: number): Promise<number> {
  const start = performance.now();
  while (!(await check())) await sleep(every);
  return performance.now() - start;
}

try {
  // Warm up: the encoder threads load their model, and the topics are embedded, once per process.
  await call('POST', '/knowledge', { title: 'Home', content: 'I live in a small flat by the river.' });
  await until(async () => (await changes()) === 0, 100);

  const answered: number[] = [];
  const profiled: number[] = [];
  const settled: number[] = [];
  let citedAfterDelete = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const thing = FACTS[round % FACTS.length] ?? 'box';
    const question = `Where do you keep your ${thing}?`;
    const entry = await call('POST', '/knowledge', {
      title: `My ${thing}`,
      content: `I keep my ${thing} in the shed behind the blue gate, number ${round + 11}.`,
    });
    const written = performance.now();
    const id = (entry as { id: string }).id;
    await until(async () => (await cited(question)).includes(id), 100);
    answered.push(performance.now() - written);
    await until(async () => (await sourceCount()) === 2, 50);
    profiled.push(performance.now() - written);
    await until(async () => (await changes()) === 0, 50);
    settled.push(performance.now() - written);

    await call('DELETE', `/knowledge/${id}`);
    if ((await cited(question)).includes(id)) citedAfterDelete++;
    await until(async () => (await sourceCount()) === 1 && (await changes()) === 0, 50);
  }
  const show = (label: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const p50 = sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
    const max = sorted.at(-1) ?? 0;
    print(`${label.padEnd(44)} p50 ${(p50 / 1000).toFixed(2)} s   max ${(max / 1000).toFixed(2)} s`);
  };
  print(`learning by itself, ${ROUNDS} notes on ${database ? 'Postgres' : 'PGlite'}, no Train:`);
  show('write → a reply cites the note', answered);
  show('write → the profile has learned it', profiled);
  show('write → "Up to date" (changes 0)', settled);
  print(`deleted notes cited after their DELETE returned: ${citedAfterDelete} of ${ROUNDS}`);
} finally {
  await api.stop();
  await idp.stop();
  await database?.drop();
}
