import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Reply {
  status: number;
  body: unknown;
}

export interface TestApiServer {
  url: string;
  /** What each path answers; change it between calls. Unknown paths answer 404. */
  replies: Map<string, Reply>;
  /** How many requests each path received. */
  hits(path: string): number;
  close(): Promise<void>;
}

/** A real product-API stand-in on a free 127.0.0.1 port, answering canned JSON (for tests). */
export async function startTestApiServer(): Promise<TestApiServer> {
  const replies = new Map<string, Reply>();
  const hits = new Map<string, number>();
  const server = createServer((request, response) => {
    const path = request.url ?? '';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const reply = replies.get(path) ?? {
      status: 404,
      body: { error: { code: 'not_found', message: 'Not found' } },
    };
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    replies,
    hits: (path) => hits.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
