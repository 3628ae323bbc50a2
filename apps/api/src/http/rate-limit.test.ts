import { apiErrorBodySchema } from '@ditto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiServer, startApiServer } from '../server.ts';
import { type ApiStack, startApiStack } from '../test-support/api-stack.ts';
import { createPostgresDatabase } from '../test-support/databases.ts';
import { identityOf } from '../test-support/identity.ts';
import { pgliteServerDatabases, serverDatabaseFactories } from '../test-support/server-databases.ts';

const note = { title: 'A note', content: 'Something I know.' };

describe.each(serverDatabaseFactories())('rate limits on $kind', (factory) => {
  let stack: ApiStack;
  // Ten seconds into the current minute (tokens are checked against the same clock, so it stays near now).
  let clock = Date.now() - (Date.now() % 60_000) + 10_000;
  beforeAll(async () => {
    stack = await startApiStack(factory, { now: () => clock, rateLimits: { knowledge: 3 } });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('answers 429 with Retry-After past the per-user limit, for that user only, until the minute is over', async () => {
    const ann = await stack.createUser('ann@example.com');
    const bob = await stack.createUser('bob@example.com');
    for (let i = 0; i < 3; i++) expect((await stack.call('POST', '/knowledge', ann, note)).status).toBe(201);

    const limited = await stack.call('POST', '/knowledge', ann, note);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('50');
    expect(apiErrorBodySchema.parse(await limited.json()).error.code).toBe('rate_limited');
    expect((await stack.call('GET', '/knowledge', ann)).status).toBe(200); // reads are not limited
    expect((await stack.call('POST', '/knowledge', bob, note)).status).toBe(201);

    clock += 50_000;
    expect((await stack.call('POST', '/knowledge', ann, note)).status).toBe(201);
  });
});

describe.each(serverDatabaseFactories())('per-address rate limits on $kind', (factory) => {
  let stack: ApiStack;
  beforeAll(async () => {
    stack = await startApiStack(factory, {
      rateLimits: { shares: 5 },
      addressRateLimits: { shares: 2 },
      trustedProxyHops: 1,
    });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const shareFrom = (
    user: Awaited<ReturnType<ApiStack['createUser']>>,
    email: string,
    forwardedFor: string,
  ) => stack.call('POST', '/sharing/shares', user, { email }, { 'X-Forwarded-For': forwardedFor });

  it('limits a client address across users, reading it from the trusted proxy, not what the client claims', async () => {
    const cat = await stack.createUser('cat@example.com');
    const dan = await stack.createUser('dan@example.com');
    // The client forged the first entry; the proxy appended the address it really saw.
    expect((await shareFrom(cat, 'x1@example.com', '10.9.9.9, 203.0.113.7')).status).toBe(201);
    expect((await shareFrom(cat, 'x2@example.com', '10.9.9.8, 203.0.113.7')).status).toBe(201);
    const limited = await shareFrom(dan, 'x3@example.com', '203.0.113.7');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is counted apart, for the same user.
    expect((await shareFrom(dan, 'x4@example.com', '198.51.100.4')).status).toBe(201);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('rate limits across API instances', () => {
  it('counts the requests of every instance on one Postgres together', async () => {
    const stack = await startApiStack(pgliteServerDatabases);
    const database = await createPostgresDatabase(process.env.DATABASE_URL ?? '');
    const servers: ApiServer[] = [];
    try {
      const options = {
        identity: { ...identityOf(stack.idp), credentials: stack.idp.credentials },
        databaseUrl: database.databaseUrl,
        rateLimits: { knowledge: 2 },
      };
      servers.push(await startApiServer(options), await startApiServer(options));
      const user = await stack.createUser('both@example.com');
      const post = (server: ApiServer) =>
        fetch(`${server.url}/knowledge`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${user.accessToken}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(note),
        });
      const [first, second] = servers as [ApiServer, ApiServer];
      expect((await post(first)).status).toBe(201);
      expect((await post(second)).status).toBe(201);
      expect((await post(first)).status).toBe(429);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await database.drop();
      await stack.stop();
    }
  });
});
