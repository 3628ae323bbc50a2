import { apiErrorBodySchema } from '@ditto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiStack, startApiStack, type TestUser } from '../test-support/api-stack.ts';
import { pgliteServerDatabases } from '../test-support/server-databases.ts';

describe('request bodies', () => {
  let stack: ApiStack;
  let user: TestUser;
  beforeAll(async () => {
    stack = await startApiStack(pgliteServerDatabases);
    user = await stack.createUser('bodies@example.com');
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('answers a caller without a token at once, without waiting for the body it is sending', async () => {
    // A body that starts and then stalls, as a slow or hostile upload does.
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const response = await fetch(`${stack.api.url}/knowledge/import`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      body: stalled,
      duplex: 'half',
      signal: AbortSignal.timeout(5_000),
    } as RequestInit);
    expect(response.status).toBe(401);
  });

  it('lets a keep-alive client read the 413 of a body over the limit, and keeps serving it', async () => {
    const huge = JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024), content: 'y' });
    const headers = { Authorization: `Bearer ${user.accessToken}`, 'Content-Type': 'application/json' };
    const response = await fetch(`${stack.api.url}/knowledge`, { method: 'POST', headers, body: huge });
    expect(response.status).toBe(413);
    expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe('payload_too_large');
    const next = await fetch(`${stack.api.url}/knowledge`, { headers });
    expect(next.status).toBe(200);
  });
});
