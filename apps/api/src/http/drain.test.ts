import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type Drainable, drainable } from './drain.ts';

/** More than the loopback socket buffers of both ends hold: a client that does not read leaves bytes queued. */
const LARGE = 16 * 1024 * 1024;
const neverTimesOut = (_ms: number, signal: AbortSignal) =>
  new Promise<void>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
const timesOutAtOnce = async () => undefined;

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** A server that answers each request with `handler` once the request is read. */
async function serve(
  handler: (response: ServerResponse, incoming: IncomingMessage) => void,
): Promise<{ port: number; drain: Drainable }> {
  server = createServer((incoming, response) => {
    incoming.resume();
    incoming.on('end', () => handler(response, incoming));
  });
  const drain = drainable(server);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as { port: number }).port, drain };
}

/** A keep-alive GET on a raw socket that reads nothing until `read()`, which resolves with every byte received. */
function slowReader(port: number): { socket: Socket; read(): Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  socket.write('GET / HTTP/1.1\r\nHost: test\r\nConnection: keep-alive\r\n\r\n');
  socket.pause();
  return {
    socket,
    read: () =>
      new Promise((resolve) => {
        const chunks: Buffer[] = [];
        socket.on('data', (chunk) => chunks.push(chunk));
        socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
        socket.resume();
      }),
  };
}

/** A raw connection to `port`: what it received so far, and everything once it closed (a reset included). */
function rawClient(port: number): { socket: Socket; received(): string; closed: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk) => chunks.push(chunk));
  socket.on('error', () => undefined);
  const received = () => Buffer.concat(chunks).toString('latin1');
  return {
    socket,
    received,
    closed: new Promise((resolve) => socket.on('close', () => resolve(received()))),
  };
}

/** The server's side of the next connection it accepts. */
function nextConnection(): Promise<Socket> {
  return new Promise((resolve) => server?.once('connection', resolve));
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** GET over a keep-alive connection: the body once complete, how it was cut, or the connection error's code. */
function get(port: number): Promise<string> {
  return new Promise((resolve) => {
    request({ port, host: '127.0.0.1', headers: { connection: 'keep-alive' } }, (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('close', () => resolve(response.complete ? body : `cut after ${JSON.stringify(body)}`));
    })
      .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'))
      .end();
  });
}

describe('drainable', () => {
  it('delivers a reply whose end was written but not yet flushed, to its last byte', async () => {
    let ended = () => {};
    const whenEnded = new Promise<void>((resolve) => {
      ended = resolve;
    });
    const { port, drain } = await serve((response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('x'.repeat(LARGE));
      response.end('event: done\n\n');
      ended();
    });
    const client = slowReader(port);
    await whenEnded;
    const closing = drain.close(60_000, neverTimesOut);
    const received = await client.read();
    await closing;
    expect(received.length).toBeGreaterThan(LARGE);
    expect(received.slice(-20)).toBe('event: done\n\n\r\n0\r\n\r\n');
  });

  it('lets a stream in flight finish while refusing new connections, then closes', async () => {
    let finish = () => {};
    const { port, drain } = await serve((response) => {
      response.write('event: delta\n\n');
      finish = () => response.end('event: done\n\n');
    });
    const streaming = get(port);
    await new Promise((resolve) => setTimeout(resolve, 50));
    let closed = false;
    const closing = drain.close(60_000, neverTimesOut).then(() => {
      closed = true;
    });
    expect(await get(port)).toBe('ECONNREFUSED');
    expect(closed).toBe(false);
    finish();
    expect(await streaming).toBe('event: delta\n\nevent: done\n\n');
    await closing;
  });

  it('does not wait for a keep-alive connection with nothing in flight', async () => {
    const { port, drain } = await serve((response) => response.end('ok'));
    expect(await get(port)).toBe('ok'); // its connection stays open, idle
    await drain.close(60_000, neverTimesOut);
  });

  it('answers a request whose headers were still arriving when the drain started, and closes after it', async () => {
    const { port, drain } = await serve((response) => response.end('ok'));
    const accepted = nextConnection();
    const client = rawClient(port);
    client.socket.write('POST /half HTTP/1.1\r\nHost: x\r\n');
    const socket = await accepted;
    await until(() => socket.bytesRead > 0);
    const closing = drain.close(60_000, neverTimesOut);
    client.socket.write('Content-Length: 0\r\n\r\n');
    const reply = await client.closed;
    await closing;
    expect(reply).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(reply).toContain('\r\nConnection: close\r\n');
    expect(reply.endsWith('\r\n\r\nok')).toBe(true);
  });

  it('runs no request that arrives on an idle connection as the drain ends it', async () => {
    const handled: (string | undefined)[] = [];
    const { port, drain } = await serve((response, incoming) => {
      handled.push(incoming.url);
      response.end('ok');
    });
    const client = rawClient(port);
    client.socket.write('GET /first HTTP/1.1\r\nHost: x\r\n\r\n');
    await until(() => client.received().endsWith('\r\n\r\nok'));
    await new Promise((resolve) => setTimeout(resolve, 20)); // the response's 'close' follows
    const closing = drain.close(60_000, neverTimesOut);
    client.socket.write('POST /second HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n');
    const received = await client.closed;
    await closing;
    expect(handled).toEqual(['/first']);
    expect(received.match(/HTTP\/1\.1 /g)).toHaveLength(1);
  });

  it('cuts a reply still running when the timeout ends', async () => {
    const { port, drain } = await serve((response) => response.write('event: delta\n\n'));
    const streaming = get(port);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await drain.close(60_000, timesOutAtOnce);
    expect(await streaming).toBe('cut after "event: delta\\n\\n"');
  });
  it('cuts an upgraded connection, which Node does not track, when the timeout ends', async () => {
    const { port, drain } = await serve((response) => response.end('ok'));
    server?.on('upgrade', (_incoming, socket: Socket) => {
      socket.write('HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\nUpgrade: test\r\n\r\n');
    });
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    socket.on('error', () => undefined);
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk;
    });
    const cut = new Promise((resolve) => {
      socket.on('end', resolve);
      socket.on('close', resolve);
    });
    socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: test\r\n\r\n');
    await until(() => received.includes(' 101 '));
    const stopped = drain.close(60_000, timesOutAtOnce).then(() => 'stopped');
    const hung = new Promise((resolve) => setTimeout(() => resolve('hung'), 2_000));
    expect(await Promise.race([stopped, hung])).toBe('stopped');
    await cut;
    socket.destroy();
  });
  it("clears http's connections-checking interval, as http's own close does", async () => {
    const { drain } = await serve((response) => response.end('ok'));
    // Node's private timer that checks the connections for their request timeouts while the server listens.
    const key = Object.getOwnPropertySymbols(server).find(
      (symbol) => symbol.description === 'http.server.connectionsCheckingInterval',
    );
    const interval = (server as unknown as Record<symbol, { _destroyed: boolean }>)[key as symbol];
    expect(interval?._destroyed).toBe(false);
    await drain.close(60_000, neverTimesOut);
    expect(interval?._destroyed).toBe(true);
  });
});
