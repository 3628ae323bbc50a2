import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { call, type User } from './load.ts';

const user: User = { email: 'load@example.com', password: 'unused', token: 'token' };
let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

/** An API whose streamed reply is `body`, with `status`. */
async function apiStreaming(body: string, status = 200): Promise<string> {
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(status, { 'content-type': 'text/event-stream' });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('call of a streamed reply', () => {
  it('succeeds when the stream ends with its done event', async () => {
    const api = await apiStreaming('event: delta\ndata: {"text":"Hi"}\n\nevent: done\ndata: {}\n\n');
    const outcome = await call(api, 'POST /persona/messages (stream)', user);
    expect(outcome).toMatchObject({ status: 200, ok: true });
    expect(outcome.error).toBeUndefined();
  });

  it('fails, named, when a 200 stream was cut short before its done event', async () => {
    const api = await apiStreaming('event: delta\ndata: {"text":"Hi"}\n\n');
    const outcome = await call(api, 'POST /persona/messages (stream)', user);
    expect(outcome).toMatchObject({ status: 200, ok: false, error: 'no done event' });
  });

  it('does not take "done" in a delta\'s text for the done event', async () => {
    const api = await apiStreaming('event: delta\ndata: {"text":"event: done"}\n\n');
    const outcome = await call(api, 'POST /persona/messages (stream)', user);
    expect(outcome).toMatchObject({ ok: false, error: 'no done event' });
  });

  it.each([
    ['inside its data', 'event: done\ndata: {"message":{"id":"m1","content":"Hel'],
    ['after its event line', 'event: done\n'],
    ['inside its event line', 'event: done'],
  ])('fails, named, when a 200 stream was cut %s', async (_where, tail) => {
    const api = await apiStreaming(`event: delta\ndata: {"text":"Hi"}\n\n${tail}`);
    const outcome = await call(api, 'POST /persona/messages (stream)', user);
    expect(outcome).toMatchObject({ status: 200, ok: false, error: 'no done event' });
  });

  it('leaves a refused stream (503) to its status, not as cut short', async () => {
    const api = await apiStreaming('{"error":{"code":"not_ready"}}', 503);
    const outcome = await call(api, 'POST /persona/messages (stream)', user);
    expect(outcome).toMatchObject({ status: 503, ok: false });
    expect(outcome.error).toBeUndefined();
  });
});
