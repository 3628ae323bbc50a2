import { chainOf, type Waiters } from './chain.ts';
import { median } from './median.ts';
import type { Hold } from './network.ts';
import type { Run } from './run.ts';
import { out, PROBE_DELAY_MS, PROBE_LIMIT } from './settings.ts';
import { keyOf, type Origins, type SignIn } from './sign-in.ts';

/** Each request's first start after the click, ms, by key. */
function starts(signIn: SignIn): Map<string, number> {
  const result = new Map<string, number>();
  for (const req of signIn.after) {
    const key = keyOf(req, signIn.origins);
    if (req.type !== 'Preflight' && !result.has(key)) result.set(key, req.start - signIn.click);
  }
  return result;
}

/** Each request's median start over the measured runs: what a probe's starts are compared with. */
function medianStarts(runs: Run[]): Map<string, number> {
  const byKey = new Map<string, number[]>();
  for (const run of runs)
    for (const [key, start] of starts(run.signIn)) byKey.set(key, [...(byKey.get(key) ?? []), start]);
  return new Map([...byKey].map(([key, values]) => [key, median(values) ?? 0]));
}

/**
 * Probes the requests on the runs' critical chains until every link is confirmed: one more sign-in per probed
 * request, holding it back; the requests whose start moves by at least half the delay (against their median
 * start in the measured runs) wait for it.
 */
export async function probeDependencies(
  runs: Run[],
  origins: Origins,
  probe: (hold: Hold) => Promise<Run>,
): Promise<Waiters> {
  const waiters: Waiters = new Map();
  const baseline = medianStarts(runs);

  out(
    `Dependency probes (one more sign-in each, the request held back ${PROBE_DELAY_MS} ms; a request waits for it ` +
      `when its start moves by ≥ ${PROBE_DELAY_MS / 2} ms):`,
  );
  for (let probes = 0; probes < PROBE_LIMIT; probes++) {
    const next = runs
      .flatMap((run) => chainOf(run.signIn, waiters).chain.slice(0, -1))
      .find((req) => !waiters.has(keyOf(req, origins)));
    if (!next) break;
    const key = keyOf(next, origins);
    const held = await probe({ url: next.url, ...(next.op ? { op: next.op } : {}) });
    const moved = new Set<string>();
    const shifts: string[] = [];
    for (const [other, start] of starts(held.signIn)) {
      const before = baseline.get(other);
      if (other === key || before === undefined) continue;
      const shift = start - before;
      if (shift >= PROBE_DELAY_MS / 2) {
        moved.add(other);
        shifts.push(`${other.replace(/^\S+ /, '')} +${shift.toFixed(0)}`);
      }
    }
    waiters.set(key, moved);
    const home = [...held.signIn.homeData].some((req) => moved.has(keyOf(req, origins)));
    out(
      `  hold ${key.replace(/^\S+ /, '')}: ${shifts.length ? `moved ${shifts.join(', ')}` : 'nothing moved'}` +
        ` → the home data ${home ? 'waits for it' : 'does not wait for it'}`,
    );
  }
  out();
  return waiters;
}
