/**
 * The fuzzing itself: case after case sampled from its own seed, turned into bytes, sent, judged and counted,
 * CONCURRENCY at a time, while a probe of `/health` watches for a stalled or dead API between requests.
 */
import { routeList } from '@ditto/contract';
import fc from 'fast-check';
import { sleep } from '../harness.ts';
import type { FuzzAccounts } from './accounts.ts';
import { caseArbitrary } from './cases/route-cases.ts';
import type { AuthKind, FuzzCase, NamedRoute } from './cases/types.ts';
import { judge } from './checks.ts';
import { CONCURRENCY, HEALTH_EVERY_MS, ONLY, RUNS, SEED, VERBOSE } from './config.ts';
import { type Answer, agent, excerpt, type Outcome, send, type WireRequest } from './http.ts';
import { Pools } from './pools.ts';
import { Tally } from './tally.ts';
import { wireRequest } from './wire.ts';

/** The API under fuzz: where it listens, and why its process ended, once it has. */
export type Target = { base: URL; exited: () => string | undefined };

export type RunResult = { tally: Tally; requests: number; runMs: number };

const health = (base: URL) => send(base, { method: 'GET', path: '/health', headers: {} }, { agent: false });

function describeRequest(request: WireRequest, auth: AuthKind): string {
  const { method, path, headers } = request;
  const contentType = headers['content-type'];
  return (
    `${method} ${path.length > 300 ? `${path.slice(0, 300)}…` : path}` +
    `  auth=${auth}${contentType === undefined ? '' : `  content-type=${JSON.stringify(contentType.slice(0, 80))}`}` +
    `${headers.accept ? `  accept=${JSON.stringify(headers.accept.slice(0, 40))}` : ''}` +
    `\n      body ${excerpt(request.body)}`
  );
}

/** /health on a connection of its own: a stalled event loop or a dead process shows even between requests. */
function probeHealth(target: Target, tally: Tally) {
  let probing = false;
  const timer = setInterval(() => {
    if (probing || target.exited()) return;
    probing = true;
    health(target.base)
      .then((outcome) => {
        if (outcome.kind !== 'answer' || outcome.status !== 200) {
          tally.healthFailures++;
          console.error(`[fuzz] GET /health: ${outcome.kind === 'answer' ? outcome.status : outcome.kind}`);
        }
      })
      .finally(() => {
        probing = false;
      });
  }, HEALTH_EVERY_MS);
  return {
    stop: () => clearInterval(timer),
    /** Waits for a probe under way, so that its failure is counted. */
    async settled(): Promise<void> {
      while (probing) await sleep(50);
    },
  };
}

class FuzzRun {
  readonly tally = new Tally(routeList);
  readonly indexes = ONLY ?? Array.from({ length: RUNS }, (_, index) => index);
  private readonly arbitraries: Array<fc.Arbitrary<FuzzCase>>;
  private readonly pools: Pools;
  private done = 0;
  /** When the first case went out: the run's time starts there. */
  started = 0;

  constructor(
    private readonly target: Target,
    private readonly accounts: FuzzAccounts,
  ) {
    this.pools = new Pools(accounts.current);
    const hints = { emails: accounts.emails() };
    this.arbitraries = routeList.map((route) => caseArbitrary(route, hints));
  }

  async run(): Promise<void> {
    this.started = Date.now();
    let next = 0;
    const workers = Array.from({ length: CONCURRENCY }, async () => {
      while (next < this.indexes.length && !this.target.exited()) {
        const index = this.indexes[next++];
        if (index !== undefined) await this.runCase(index);
      }
    });
    await Promise.all(workers);
  }

  /** One seed per case: a case reproduces on its own (FUZZ_CASES) from the run's seed. */
  private sample(index: number): { route: NamedRoute; fuzzCase: FuzzCase } | undefined {
    const route = routeList[index % routeList.length];
    const arbitrary = this.arbitraries[index % routeList.length];
    if (!route || !arbitrary) return undefined;
    const [fuzzCase] = fc.sample(arbitrary, {
      seed: (SEED ^ Math.imul(index + 1, 0x9e3779b1)) | 0,
      numRuns: 1,
    });
    return fuzzCase ? { route, fuzzCase } : undefined;
  }

  private async runCase(index: number): Promise<void> {
    const sampled = this.sample(index);
    if (!sampled) return;
    const { route, fuzzCase } = sampled;
    await this.accounts.refreshIfOld();
    const request = await wireRequest(route, fuzzCase, index, this.pools, this.accounts.tokens());
    const sentAt = performance.now();
    const outcome = await send(this.target.base, request, { agent });
    const ms = performance.now() - sentAt;
    const verdict = await judge(route, request, outcome, () => this.alive());
    const describe = () => describeRequest(request, fuzzCase.auth);
    this.tally.record({ index, route, fuzzCase, describe, ms, outcome, verdict });
    if (outcome.kind === 'answer' && outcome.status < 500) this.harvest(route, outcome);
    if (VERBOSE) this.printCase(index, route, fuzzCase, describe(), outcome, ms);
    this.progress();
  }

  private async alive(): Promise<boolean> {
    const outcome = await health(this.target.base);
    return !this.target.exited() && outcome.kind === 'answer' && outcome.status === 200;
  }

  private harvest(route: NamedRoute, answer: Answer): void {
    if (!String(answer.headers['content-type'] ?? '').startsWith('application/json')) return;
    try {
      this.pools.harvest(route, answer.status, JSON.parse(answer.body.toString('utf8')));
    } catch {
      // Not JSON after all: nothing to learn from it.
    }
  }

  private printCase(
    index: number,
    route: NamedRoute,
    fuzzCase: FuzzCase,
    request: string,
    outcome: Outcome,
    ms: number,
  ) {
    const result =
      outcome.kind === 'answer' ? `${outcome.status} ${excerpt(outcome.body, 200)}` : outcome.kind;
    console.error(
      `[fuzz] case ${index} ${route.name} [${fuzzCase.label}] ${request}\n      → ${result} (${Math.round(ms)} ms)`,
    );
  }

  /** A line at every tenth of the run. */
  private progress(): void {
    this.done++;
    const total = this.indexes.length;
    if (this.done % Math.max(1, Math.floor(total / 10)) !== 0) return;
    console.error(
      `[fuzz] ${this.done}/${total} requests, ${((Date.now() - this.started) / 1000).toFixed(1)} s`,
    );
  }
}

/** Runs every case (or FUZZ_CASES) against `target`, stopping early if the API process ends. */
export async function runCases(target: Target, accounts: FuzzAccounts): Promise<RunResult> {
  const run = new FuzzRun(target, accounts);
  const probe = probeHealth(target, run.tally);
  try {
    await run.run();
  } finally {
    probe.stop();
  }
  await probe.settled();
  return { tally: run.tally, requests: run.indexes.length, runMs: Date.now() - run.started };
}
