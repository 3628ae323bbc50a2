/** What the run counts: per route, per kind of case, the failures with their requests, and the latencies. */
import type { FuzzCase, NamedRoute } from './cases/types.ts';
import type { Verdict } from './checks.ts';
import type { Outcome } from './http.ts';

export type Failure = {
  index: number;
  route: string;
  kind: string;
  label: string;
  request: string;
  result: string;
};

export type RouteStats = {
  requests: number;
  valid: number;
  valid2xx: number;
  statuses: Map<number, number>;
  serverErrors: number;
  hangs: number;
  connectionErrors: number;
  /** Connections closed while an oversized body was still being sent (the server alive after). */
  earlyCloses: number;
  maxMs: number;
};

/** One request's end, as the tally needs it; `describe` says what was sent (spelled out for failures only). */
export type Sent = {
  index: number;
  route: NamedRoute;
  fuzzCase: FuzzCase;
  describe: () => string;
  ms: number;
  outcome: Outcome;
  verdict: Verdict;
};

const emptyStats = (): RouteStats => ({
  requests: 0,
  valid: 0,
  valid2xx: 0,
  statuses: new Map(),
  serverErrors: 0,
  hangs: 0,
  connectionErrors: 0,
  earlyCloses: 0,
  maxMs: 0,
});

export class Tally {
  readonly byRoute: Map<string, RouteStats>;
  /** Requests and failures by case label (`valid`, `body:wrong-type`, ...). */
  readonly byLabel = new Map<string, { requests: number; failures: number }>();
  readonly failures: Failure[] = [];
  readonly durations: number[] = [];
  healthFailures = 0;
  /** `internal_error` events in 200 streams: server errors the status line could not carry. */
  streamErrors = 0;

  constructor(routes: readonly NamedRoute[]) {
    this.byRoute = new Map(routes.map((route) => [route.name, emptyStats()]));
  }

  routeStats(name: string): RouteStats {
    return this.byRoute.get(name) as RouteStats;
  }

  record({ index, route, fuzzCase, describe, ms, outcome, verdict }: Sent): void {
    this.durations.push(ms);
    const stats = this.routeStats(route.name);
    stats.requests++;
    stats.maxMs = Math.max(stats.maxMs, ms);
    if (fuzzCase.valid) stats.valid++;
    const label = this.byLabel.get(fuzzCase.label) ?? { requests: 0, failures: 0 };
    this.byLabel.set(fuzzCase.label, label);
    label.requests++;
    if (outcome.kind === 'answer') {
      stats.statuses.set(outcome.status, (stats.statuses.get(outcome.status) ?? 0) + 1);
      if (fuzzCase.valid && outcome.status < 300) stats.valid2xx++;
    }
    if (verdict.counts === 'streamErrors') this.streamErrors++;
    else if (verdict.counts !== 'ok') stats[verdict.counts]++;
    if (verdict.failure) {
      const { kind, result } = verdict.failure;
      label.failures++;
      this.failures.push({
        index,
        route: route.name,
        kind,
        label: fuzzCase.label,
        request: describe(),
        result,
      });
    }
  }
}
