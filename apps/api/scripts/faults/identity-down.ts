/**
 * Drill (c): the identity provider unreachable, answering 500, or hanging (a proxy in front of the real local
 * provider): what the API answers, with the signing keys (JWKS) not yet fetched (a fresh server) and already cached.
 */
import type { IdentityProvider } from '@ditto/local-cognito';
import { startApiServer } from '../../src/index.ts';
import { createClient, createUsers, identityOptions, type Result, type User, unlimited } from '../harness.ts';
import { type ProxyMode, startIdpProxy } from './idp-proxy.ts';
import { countBy, isSuccess, out, problems, statusName } from './report.ts';

/** An answer slower than this is a hang to a client (browsers and proxies give up around here). */
const HANG_MS = 15_000;
const TIMEOUT_MS = 45_000;

type Proxy = Awaited<ReturnType<typeof startIdpProxy>>;
/** `unavailable`: a 503, or a 2xx where the API needs no provider. */
type Expectation = 'ok' | 'unavailable';
type Probe = { label: string; url: string; mode: ProxyMode; expectation: Expectation };

/** Fresh tokens: the session check (GetUser, at most once a minute per token) has to ask the provider. */
function freshUsers(idp: IdentityProvider, label: string): Promise<User[]> {
  return Promise.all(
    [0, 1].map(async (i) => {
      const [user] = await createUsers(idp, `faults-c-${label.replace(/\W+/g, '-')}-${i}-${Date.now()}`, 1);
      return user as User;
    }),
  );
}

/** Problems with one call's answers; its figures for the probe's line. */
function judgeCall(probe: Probe, name: string, results: readonly Result[]): string {
  const maxMs = Math.max(...results.map((result) => result.ms));
  const wrong = results.filter((result) =>
    probe.expectation === 'ok'
      ? !isSuccess(result.status)
      : !(isSuccess(result.status) || result.status === 503),
  );
  if (wrong.length > 0) {
    problems.push(
      `(c) ${probe.label}: ${name} answered ${countBy(wrong, statusName)} for valid tokens` +
        (probe.expectation === 'unavailable' ? ' (expected 503 or a 2xx)' : ''),
    );
  }
  if (maxMs > HANG_MS) {
    problems.push(
      `(c) ${probe.label}: ${name} took ${(maxMs / 1000).toFixed(1)} s (a hang to a client: > ${HANG_MS / 1000} s)`,
    );
  }
  return `${name} ${countBy(results, statusName)} (≤${(maxMs / 1000).toFixed(1)} s)`;
}

/** Two fresh users call the API at `url` with the proxy in `mode`: a read, a first profile read, a write. */
async function runProbe(idp: IdentityProvider, proxy: Proxy, probe: Probe): Promise<void> {
  const users = await freshUsers(idp, probe.label);
  await proxy.setMode(probe.mode);
  const client = createClient(probe.url, 8, TIMEOUT_MS);
  const calls: [string, (user: User) => Promise<Result>][] = [
    ['GET /knowledge', (user) => client.request('GET', '/knowledge', user.token)],
    ['GET /profile (first)', (user) => client.request('GET', '/profile', user.token)],
    ['PATCH /profile', (user) => client.request('PATCH', '/profile', user.token, { name: 'Renamed' })],
  ];
  const parts: string[] = [];
  for (const [name, call] of calls) {
    const results: Result[] = [];
    for (const user of users) results.push(await call(user));
    parts.push(judgeCall(probe, name, results));
  }
  client.close();
  out(`    ${probe.label.padEnd(38)} ${parts.join('; ')}`);
}

export async function identityProviderDown(idp: IdentityProvider): Promise<void> {
  const proxy = await startIdpProxy(idp.endpoint);
  const identity = {
    ...identityOptions(idp),
    endpoint: `${proxy.url}/`,
    jwksUri: `${proxy.url}/${idp.userPoolId}/.well-known/jwks.json`,
  };
  const servers: { stop(): Promise<void> }[] = [];
  /** A fresh API (signing keys not fetched yet), started while the provider is reachable (it checks it on start). */
  const freshApi = async () => {
    await proxy.setMode('pass');
    const api = await startApiServer({ identity, rateLimits: unlimited });
    servers.push(api);
    return api;
  };
  out(
    `(c) identity provider faults (proxy in front of the local provider; requests time out after ${TIMEOUT_MS / 1000} s, ` +
      `slower than ${HANG_MS / 1000} s counts as a hang)`,
  );
  const probe = (label: string, url: string, mode: ProxyMode, expectation: Expectation) =>
    runProbe(idp, proxy, { label, url, mode, expectation });
  try {
    const warm = await freshApi();
    await probe('reachable (baseline)', warm.url, 'pass', 'ok');
    // Keys cached by `warm` from here on.
    await probe('keys cached, provider refuses connections', warm.url, 'refuse', 'unavailable');
    await probe('keys cached, provider answers 500', warm.url, '500', 'unavailable');
    await probe('keys cached, provider hangs', warm.url, 'hang', 'unavailable');
    await probe('keys not fetched, provider refuses', (await freshApi()).url, 'refuse', 'unavailable');
    await probe('keys not fetched, provider answers 500', (await freshApi()).url, '500', 'unavailable');
    await probe('keys not fetched, provider hangs', (await freshApi()).url, 'hang', 'unavailable');
    await probe('provider back (keys cached)', warm.url, 'pass', 'ok');
  } finally {
    await proxy.setMode('pass');
    for (const server of servers) await server.stop();
    await proxy.close();
  }
}
