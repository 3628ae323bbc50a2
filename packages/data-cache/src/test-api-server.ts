import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Reply {
  status: number;
  body: unknown;
  /** Answer after this many (real) milliseconds, to keep a load in flight. */
  delayMs?: number;
}

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
}

export interface TestApiServer {
  url: string;
  /** What each path answers; change it between calls. Unknown paths answer 404. */
  replies: Map<string, Reply>;
  /** How many requests each path received. */
  hits(path: string): number;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** Resolves once `count` requests to `path` have arrived (at once if they have): a load is on the server. */
  received(path: string, count?: number): Promise<void>;
  /** The most requests that were being answered at the same time. */
  maxConcurrent(): number;
  close(): Promise<void>;
}

/** A real product-API stand-in on a free 127.0.0.1 port, answering canned JSON (for tests). */
export async function startTestApiServer(): Promise<TestApiServer> {
  const replies = new Map<string, Reply>();
  const requests: RecordedRequest[] = [];
  let pending = 0;
  let maxConcurrent = 0;
  const hits = (path: string) => requests.filter((request) => request.path === path).length;
  const waiters = new Set<{ path: string; count: number; resolve: () => void }>();
  const server = createServer((request, response) => {
    const path = request.url ?? '';
    requests.push({ path, authorization: request.headers.authorization });
    for (const waiter of waiters) {
      if (waiter.path !== path || hits(path) < waiter.count) continue;
      waiters.delete(waiter);
      waiter.resolve();
    }
    pending += 1;
    maxConcurrent = Math.max(maxConcurrent, pending);
    const reply = replies.get(path) ?? {
      status: 404,
      body: { error: { code: 'not_found', message: 'Not found' } },
    };
    setTimeout(() => {
      pending -= 1;
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    }, reply.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    replies,
    requests,
    hits,
    received: (path, count = 1) =>
      hits(path) >= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.add({ path, count, resolve })),
    maxConcurrent: () => maxConcurrent,
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
