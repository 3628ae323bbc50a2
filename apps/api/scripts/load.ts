/**
 * Load figures of the API (`pnpm --filter @ditto/api load`): authenticated `GET /profile` on the real server
 * (local identity provider, in-memory PGlite), beside a bare Hono hello-world on `@hono/node-server` as the
 * ceiling of the stack on this machine. Loopback only; each run is bounded.
 */
import type { AddressInfo } from 'node:net';
import { startIdentityProvider } from '@ditto/local-cognito';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import { startApiServer } from '../src/index.ts';

const DURATION_SECONDS = Number(process.env.LOAD_DURATION_SECONDS ?? 10);
if (!(DURATION_SECONDS > 0 && DURATION_SECONDS <= 60)) throw new Error('LOAD_DURATION_SECONDS must be 1–60');
const CONNECTIONS = 10;

interface Figures {
  requestsPerSecond: number;
  p99Ms: number;
}

async function measure(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  // The load comes from a worker thread, so that it does not share the servers' event loop.
  const result = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    workers: 1,
  });
  // A run that got errors or refusals would measure the wrong thing (e.g. 401s): refuse its figures.
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx responses and ${result.errors} errors under load`);
  }
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}

/** Signs in as the browser does (USER_PASSWORD_AUTH) and returns the access token. */
async function signIn(endpoint: string, clientId: string, email: string, password: string): Promise<string> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  const body = (await response.json()) as { AuthenticationResult?: { AccessToken?: string } };
  const token = body.AuthenticationResult?.AccessToken;
  if (!response.ok || !token) throw new Error(`Sign-in of the seeded admin failed (${response.status})`);
  return token;
}

async function startHelloWorld(): Promise<{ url: string; stop(): Promise<void> }> {
  const app = new Hono().get('/', (c) => c.text('Hello Hono!'));
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

function report(profile: Figures, hello: Figures): string {
  const row = (name: string, { requestsPerSecond, p99Ms }: Figures) =>
    `${name.padEnd(28)}${requestsPerSecond.toFixed(0).padStart(10)} req/s${(p99Ms < 1 ? '<1' : String(p99Ms)).padStart(8)} ms p99`;
  return [
    `${CONNECTIONS} connections, ${DURATION_SECONDS} s each, 127.0.0.1, Node ${process.version}`,
    row('GET /profile (bearer)', profile),
    row('Hono hello-world', hello),
    `GET /profile serves ${((profile.requestsPerSecond / hello.requestsPerSecond) * 100).toFixed(1)}% of the ` +
      // autocannon reports latency in whole milliseconds: a sub-millisecond p99 counts as 1 ms in the ratio.
      `hello-world's requests/s; its p99 is ${(profile.p99Ms / Math.max(hello.p99Ms, 1)).toFixed(1)}× the hello-world's` +
      `${hello.p99Ms < 1 ? ' (at least; the hello-world answered under 1 ms)' : ''}.`,
  ].join('\n');
}

async function main(): Promise<void> {
  const idp = await startIdentityProvider();
  const { region, userPoolId, userPoolClientId, issuer, jwksUri, endpoint } = idp;
  const api = await startApiServer({
    identity: { region, userPoolId, userPoolClientId, issuer, jwksUri, endpoint },
  });
  const hello = await startHelloWorld();
  try {
    const token = await signIn(endpoint, userPoolClientId, idp.admin.email, idp.admin.password);
    const headers = { authorization: `Bearer ${token}` };
    // The first request stores the profile (GetUser); the run then measures the steady state.
    const first = await fetch(`${api.url}/profile`, { headers });
    if (!first.ok) throw new Error(`GET /profile answered ${first.status}`);

    const profile = await measure(`${api.url}/profile`, headers);
    const bare = await measure(hello.url);
    process.stdout.write(`${report(profile, bare)}\n`);
  } finally {
    await hello.stop();
    await api.stop();
    await idp.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
