/**
 * The fuzzer's HTTP: a request is sent as bytes exactly as generated, and every way it can end (an answer, a hang,
 * a connection error) is an outcome, never an exception.
 */
import http from 'node:http';
import { CONCURRENCY, TIMEOUT_MS } from './config.ts';

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
export type Outcome =
  | ({ kind: 'answer' } & Answer)
  | { kind: 'hang' }
  | { kind: 'connection'; code: string; message: string; afterStatus?: number };

export type WireRequest = { method: string; path: string; headers: Record<string, string>; body?: Buffer };

/** The connections the fuzzed requests share, one per request in flight. */
export const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** `agent: false`: a connection of its own, for probes that must not wait behind fuzzed requests. */
export function send(
  base: URL,
  request: WireRequest,
  options: { agent: http.Agent | false },
): Promise<Outcome> {
  return new Promise((resolve) => {
    let settled = false;
    let status: number | undefined;
    const finish = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const headers: Record<string, string> = { ...request.headers };
    if (request.body) headers['content-length'] = String(request.body.length);
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: request.path,
        headers,
        agent: options.agent,
      },
      (res) => {
        status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= 1_000_000) chunks.push(chunk);
        });
        res.on('end', () =>
          finish({ kind: 'answer', status: status ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', (error: NodeJS.ErrnoException) =>
          finish({
            kind: 'connection',
            code: error.code ?? 'ERROR',
            message: error.message,
            afterStatus: status,
          }),
        );
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      finish({ kind: 'hang' });
    }, TIMEOUT_MS);
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A keep-alive socket the server closed as we reused it: the request never reached the server, retry it once.
      if (status === undefined && req.reusedSocket && error.code === 'ECONNRESET' && options.agent) {
        clearTimeout(timer);
        settled = true;
        send(base, request, { agent: false }).then(resolve);
        return;
      }
      finish({
        kind: 'connection',
        code: error.code ?? 'ERROR',
        message: error.message,
        afterStatus: status,
      });
    });
    req.end(request.body);
  });
}

/** A body for a log line: its start as a JSON string, and its size when cut. */
export function excerpt(bytes: Buffer | undefined, max = 160): string {
  if (!bytes || bytes.length === 0) return '(no body)';
  const text = bytes.subarray(0, max * 4).toString('utf8');
  const shown = JSON.stringify(text.length > max ? text.slice(0, max) : text);
  return `${shown}${text.length > max || bytes.length > max * 4 ? ` … (${bytes.length} bytes)` : ''}`;
}
