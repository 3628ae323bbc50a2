/**
 * Persona speed figures through the API (`pnpm --filter @ditto/api bench:persona`), on in-memory PGlite or on the
 * Postgres server of `DATABASE_URL`, with the real local identity provider:
 *
 * 1. One owner with 10,000 entries: POST /persona/messages latency p50 / p95 / max over questions asked one at a
 *    time (the first question, which loads the owner's index from the database, is reported apart). The entries'
 *    vectors come from a fast stand-in encoder (random unit vectors seeded by the text) so the bench does not spend
 *    ten minutes embedding: what is timed is the request path, where questions are embedded by the real encoder.
 *    Each figure is printed twice, in alternating blocks of the same run: with the question's vector scan done in
 *    the encoder's worker thread (as the API does) and done on the API's thread. With them, how long the API's
 *    thread is busy per question, and GET /profile p99 for another user while the owner keeps asking.
 * 2. GET /profile p99 for one user, idle and then while another user's 1,000 new entries are embedded by the real
 *    encoder in its worker thread; and the process's memory with the encoder loaded.
 *
 * Env: BENCH_ENTRIES (10000), BENCH_QUESTIONS (300), BENCH_EMBED_ENTRIES (1000), BENCH_LOAD_SECONDS (5);
 * BENCH_STANDIN_MESSAGES=1 embeds questions with the stand-in too: the request path without the model's share.
 */
import { readFileSync } from 'node:fs';
import { startIdentityProvider } from '@ditto/local-cognito';
import { createPooledEncoder, encoderModel, type SentenceEncoder } from '@ditto/persona-engine';
import autocannon from 'autocannon';
import { startApiServer } from '../src/index.ts';
import { createPostgresDatabase } from '../src/test-support/databases.ts';
import { identityOf, signIn } from '../src/test-support/identity.ts';
import { unlimited } from './harness.ts';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 10_000);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 300);
const EMBED_ENTRIES = Number(process.env.BENCH_EMBED_ENTRIES ?? 1_000);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const PASSWORD = 'Bench-Password-9';

const print = (line: string) => process.stdout.write(`${line}\n`);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Stand-in for the encoder while 10,000 entries are stored: a unit vector seeded by each text. */
const standInEncoder: SentenceEncoder = {
  model: encoderModel,
  async embed(texts) {
    return texts.map((text) => {
      const next = random(hash(text));
      const vector = Float32Array.from({ length: encoderModel.dimensions }, () => next() - 0.5);
      const norm = Math.hypot(...vector);
      return vector.map((value) => value / norm);
    });
  },
};

type Dataset = { entries: { title: string; content: string }[]; questions: { q: string }[] };
const datasets = ['tune-c.json', 'tune-d.json'].map(
  (name) =>
    JSON.parse(
      readFileSync(new URL(`../../../packages/persona-engine/eval/tuning/${name}`, import.meta.url), 'utf8'),
    ) as Dataset,
);

/** Notes made of real sentences from the tuning sets, recombined: a natural vocabulary at any count. */
function syntheticEntries(count: number, seed: number): { title: string; content: string }[] {
  const next = random(seed);
  const sentences = datasets.flatMap((d) => d.entries.flatMap((e) => e.content.split(/(?<=[.!?])\s+/)));
  const titles = datasets.flatMap((d) => d.entries.map((e) => e.title));
  const pick = <T>(from: T[]) => from[Math.floor(next() * from.length)] as T;
  return Array.from({ length: count }, () => {
    const paragraphs = [`${pick(sentences)} ${pick(sentences)}`];
    if (next() < 0.5) paragraphs.push(`${pick(sentences)} ${pick(sentences)}`);
    return { title: pick(titles), content: paragraphs.join('\n\n') };
  });
}

async function startStack(encoders: { entries?: SentenceEncoder; messages?: SentenceEncoder }) {
  const idp = await startIdentityProvider();
  // A fresh database of its own on the server, dropped at the end.
  const database = process.env.DATABASE_URL
    ? await createPostgresDatabase(process.env.DATABASE_URL)
    : undefined;
  const api = await startApiServer({
    identity: { ...identityOf(idp), credentials: idp.credentials },
    ...(database ? { databaseUrl: database.databaseUrl } : {}),
    encoders,
    // The bench writes thousands of entries from one user and address: the limiter is not what it measures.
    rateLimits: unlimited,
    addressRateLimits: unlimited,
  });
  const user = async (email: string) => {
    await idp.createUser({ email, password: PASSWORD, confirmed: true });
    const { accessToken } = await signIn(idp, email, PASSWORD);
    return { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  };
  const call = async (headers: Record<string, string>, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${api.url}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (response.status === 204 ? {} : response.json()) as Promise<Record<string, unknown>>;
  };
  const stop = async () => {
    await api.stop();
    await idp.stop();
    await database?.drop();
  };
  return { idp, api, user, call, stop };
}

async function postAll(
  post: (entry: { title: string; content: string }) => Promise<unknown>,
  entries: { title: string; content: string }[],
) {
  let next = 0;
  const worker = async () => {
    while (next < entries.length) await post(entries[next++] as { title: string; content: string });
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

async function profileP99(url: string, headers: Record<string, string>): Promise<number> {
  const result = await autocannon({ url, headers, connections: 10, duration: LOAD_SECONDS, workers: 1 });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`GET /profile failed under load: ${result.non2xx}`);
  return result.latency.p99;
}

type ScanSite = 'worker' | 'API thread';

/** The real question encoder, whose scan in its worker thread can be switched off: the API then scans itself. */
function switchableScan() {
  const pool = createPooledEncoder();
  const scan = { in: 'worker' as ScanSite };
  const encoder: SentenceEncoder = {
    model: pool.model,
    embed: (texts) => pool.embed(texts),
    get embedAndScan() {
      return scan.in === 'worker' ? pool.embedAndScan : undefined;
    },
  };
  return { encoder, scan, close: () => pool.close() };
}

async function chatAtScale(): Promise<void> {
  const standInMessages = process.env.BENCH_STANDIN_MESSAGES === '1';
  const questionEncoder = standInMessages ? undefined : switchableScan();
  const stack = await startStack({
    entries: standInEncoder,
    messages: questionEncoder?.encoder ?? standInEncoder,
  });
  try {
    const owner = await stack.user('owner@example.com');
    let started = performance.now();
    await postAll((entry) => stack.call(owner, 'POST', '/knowledge', entry), syntheticEntries(ENTRIES, 7));
    print(`${ENTRIES} entries written in ${ms(performance.now() - started)}`);
    started = performance.now();
    const trained = await stack.call(owner, 'POST', '/persona/train');
    const progress = trained.progress as { embedded: number; total: number };
    print(`training: ${ms(performance.now() - started)} (${progress.embedded}/${progress.total} embedded)`);

    const questions = datasets.flatMap((d) => d.questions.map((q) => q.q));
    const ask = (content: string) => stack.call(owner, 'POST', '/persona/messages', { content });
    started = performance.now();
    await ask(questions[0] ?? 'Where did you grow up?');
    print(
      `first question (loads the owner's ${ENTRIES} entries into memory): ${ms(performance.now() - started)}`,
    );

    const sites: ScanSite[] = questionEncoder ? ['worker', 'API thread'] : ['API thread'];
    const timings = new Map(sites.map((site) => [site, [] as number[]]));
    const busy = new Map(sites.map((site) => [site, 0]));
    for (let i = 0; i < QUESTIONS; i++) {
      const site = sites[Math.floor(i / 20) % sites.length] as ScanSite;
      if (questionEncoder) questionEncoder.scan.in = site;
      if (i % 20 === 0) await stack.call(owner, 'DELETE', '/persona/messages'); // the thread stays short
      const threadBefore = performance.eventLoopUtilization();
      started = performance.now();
      await ask(questions[i % questions.length] ?? '');
      timings.get(site)?.push(performance.now() - started);
      busy.set(site, (busy.get(site) ?? 0) + performance.eventLoopUtilization(threadBefore).active);
    }
    for (const site of sites) {
      const sorted = (timings.get(site) ?? []).sort((a, b) => a - b);
      print(
        `POST /persona/messages with ${ENTRIES} entries, ${sorted.length} questions one at a time, scan in the ${site}` +
          `${standInMessages ? ' (questions embedded by the stand-in)' : ''}: ` +
          `p50 ${ms(percentile(sorted, 0.5))}, p95 ${ms(percentile(sorted, 0.95))}, max ${ms(sorted.at(-1) ?? 0)}; ` +
          `API thread busy ${ms((busy.get(site) ?? 0) / sorted.length)} per question (with the bench's client)`,
      );
    }
    if (questionEncoder) await profileWhileAsking(stack, owner, questions, questionEncoder.scan);
  } finally {
    await stack.stop();
    await questionEncoder?.close();
  }
}

/** GET /profile p99 for another user, idle and while the owner asks questions one after another. */
async function profileWhileAsking(
  stack: Awaited<ReturnType<typeof startStack>>,
  owner: Record<string, string>,
  questions: string[],
  scan: { in: ScanSite },
): Promise<void> {
  const reader = await stack.user('profile-reader@example.com');
  await stack.call(reader, 'GET', '/profile');
  const figures = [`idle ${await profileP99(`${stack.api.url}/profile`, reader)} ms`];
  for (const site of ['worker', 'API thread'] as const) {
    scan.in = site;
    let asking = true;
    const asker = (async () => {
      for (let i = 0; asking; i++)
        await stack.call(owner, 'POST', '/persona/messages', { content: questions[i % questions.length] });
    })();
    figures.push(`scan in the ${site} ${await profileP99(`${stack.api.url}/profile`, reader)} ms`);
    asking = false;
    await asker;
  }
  print(`GET /profile p99, 10 connections, ${LOAD_SECONDS} s, while an owner asks: ${figures.join('; ')}`);
}

async function profileWhileEmbedding(): Promise<void> {
  const stack = await startStack({}); // the real encoder, in its worker threads
  try {
    const reader = await stack.user('reader@example.com');
    const writer = await stack.user('writer@example.com');
    await stack.call(reader, 'GET', '/profile');
    const idle = await profileP99(`${stack.api.url}/profile`, reader);

    await postAll(
      (entry) => stack.call(writer, 'POST', '/knowledge', entry),
      syntheticEntries(EMBED_ENTRIES, 11),
    );
    const before = (await stack.call(writer, 'GET', '/persona/training')) as { embedded: number };
    const busy = await profileP99(`${stack.api.url}/profile`, reader);
    const after = (await stack.call(writer, 'GET', '/persona/training')) as {
      embedded: number;
      pending: number;
    };
    print(
      `GET /profile p99, 10 connections, ${LOAD_SECONDS} s: idle ${idle} ms; while another user's entries embed ` +
        `${busy} ms (${after.embedded - before.embedded} of ${EMBED_ENTRIES} embedded meanwhile, ` +
        `${after.pending} left): ${(busy / Math.max(idle, 1)).toFixed(2)}× idle`,
    );
    const { rss, heapUsed } = process.memoryUsage();
    print(
      `memory with the encoder loaded (API, identity provider and bench in one process): ` +
        `RSS ${(rss / 2 ** 20).toFixed(0)} MB, JS heap ${(heapUsed / 2 ** 20).toFixed(0)} MB`,
    );
  } finally {
    await stack.stop();
  }
}

print(
  `database: ${process.env.DATABASE_URL ? 'Postgres server' : 'PGlite (in memory)'}, Node ${process.version}`,
);
await chatAtScale();
await profileWhileEmbedding();
