/** A proxy in front of the local identity provider, for drill (c): it passes, refuses, answers 500 or hangs. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ProxyMode = 'pass' | 'refuse' | '500' | 'hang';

function passThrough(target: string, request: http.IncomingMessage, response: http.ServerResponse): void {
  const upstream = http.request(
    new URL(request.url ?? '/', target),
    { method: request.method, headers: request.headers },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.destroy());
  request.pipe(upstream);
}

/** Ends the requests left hanging: their clients see the connection drop. */
function release(hung: Set<http.ServerResponse>): void {
  for (const response of hung) response.destroy();
  hung.clear();
}

/** Starts in `pass` mode in front of `target` (the provider's endpoint). */
export async function startIdpProxy(target: string) {
  let mode: ProxyMode = 'pass';
  const hung = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    if (mode === '500') {
      request.resume();
      response.writeHead(500, { 'content-type': 'application/x-amz-json-1.1' });
      response.end(JSON.stringify({ __type: 'InternalErrorException', message: 'Internal error' }));
      return;
    }
    if (mode === 'hang') {
      request.resume();
      hung.add(response);
      return;
    }
    passThrough(target, request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      release(hung);
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return {
    url: `http://127.0.0.1:${port}`,
    async setMode(next: ProxyMode) {
      if (mode === next) return;
      // Refused connections, as of a host that is down: nothing listens on the port.
      if (next === 'refuse') await close();
      if (mode === 'refuse') await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      if (mode === 'hang') release(hung);
      mode = next;
    },
    close: () => (mode === 'refuse' ? Promise.resolve() : close()),
  };
}
