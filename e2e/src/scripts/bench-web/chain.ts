import type { Req } from './network.ts';
import { describe, fromClick, keyOf, type SignIn } from './sign-in.ts';

/**
 * What the dependency probes found: for each probed request (key), the keys of the requests whose start moved
 * when it was held back, i.e. the requests that wait for it (directly or not).
 */
export type Waiters = Map<string, Set<string>>;

export interface Chain {
  hops: number;
  chain: Req[];
  wave: Map<Req, number>;
  /** Preflights of the requests on the chain: each one more round trip inside its request. */
  preflights: number;
  /** Every link of the chain was confirmed by a probe. */
  verified: boolean;
}

/**
 * Hops, defined on the requests that start at or after the click on "Sign in" and end no later than the last
 * home-data response (E); JS/CSS chunks, identity-provider and API calls alike.
 *
 * A request r *could depend on* q when q ended before r started (q.end ≤ r.start). wave(r) = 1 + the largest
 * wave(q) over the q that r could depend on (1 when there is none): the length of the longest chain of strictly
 * sequential requests ending in r. hops = wave of the last home-data response. On timing alone this is an upper
 * bound (`timing-only hops`): a request that merely happened to end earlier, such as a GetUser running beside the
 * API calls, counts as awaited. Requests that run side by side never add a hop.
 *
 * `hops` proper drops the links the dependency probes refute: after the measured runs, each request on a critical
 * chain (the last one excepted) is held back by PROBE_DELAY_MS in one more sign-in (DevTools' Fetch interception);
 * the requests whose start moves by at least half that delay wait for it, and a link q → r stays only if r is
 * among them. Chains are recomputed and probed again until every link is confirmed (or PROBE_LIMIT is reached).
 *
 * A CORS preflight is not a request of its own here: Chromium starts the request it clears first, so the
 * preflight lies inside that request's interval (and takes its wave); the chain's preflights are counted apart as
 * the extra round trips they are.
 */
export function chainOf(signIn: SignIn, waiters: Waiters): Chain {
  const { candidates, last, origins } = signIn;
  const linked = (q: Req, r: Req) => {
    if ((q.end ?? Number.POSITIVE_INFINITY) > r.start) return false;
    const waiting = waiters.get(keyOf(q, origins));
    return !waiting || waiting.has(keyOf(r, origins));
  };
  const wave = new Map<Req, number>();
  const previous = new Map<Req, Req | undefined>();
  for (const r of candidates) {
    let best: Req | undefined;
    for (const q of candidates) {
      if (q === r || !wave.has(q) || !linked(q, r)) continue;
      const [qw, bw] = [wave.get(q) ?? 0, best ? (wave.get(best) ?? 0) : 0];
      if (!best || qw > bw || (qw === bw && (q.end ?? 0) > (best.end ?? 0))) best = q;
    }
    wave.set(r, best ? (wave.get(best) ?? 0) + 1 : 1);
    previous.set(r, best);
  }
  const chain: Req[] = [];
  for (let at: Req | undefined = last; at; at = previous.get(at)) chain.unshift(at);
  const onChain = new Set(chain);
  return {
    hops: wave.get(last) ?? 0,
    chain,
    wave,
    preflights: signIn.after.filter((req) => req.preflightOf && onChain.has(req.preflightOf)).length,
    verified: chain.slice(0, -1).every((req) => waiters.has(keyOf(req, origins))),
  };
}

/** The critical chain as `request [start–end] → …`, times relative to the click. */
export function chainText(signIn: SignIn, chain: Chain): string {
  const rel = fromClick(signIn.click);
  return chain.chain
    .map((req) => `${describe(req, signIn.origins)} [${rel(req.start)}–${rel(req.end)}]`)
    .join(' → ');
}
