import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IdentityProvider } from './identity-provider.ts';
import { requestUrl } from './request-url.ts';

export interface ServeMailboxOptions {
  /** Default 0: a free port. */
  port?: number;
  /** Default '127.0.0.1'. */
  hostname?: string;
}

export interface MailboxServer {
  /** `GET {url}?email=…&after=<epoch ms>` answers the latest code for that address, or 404 with the reason. */
  url: string;
  stop: () => Promise<void>;
}

// Open to every origin: browser-like test environments (happy-dom) call it from the app's origin.
const HEADERS = { 'content-type': 'text/plain', 'access-control-allow-origin': '*' };

/**
 * The identity provider's mailbox over HTTP, for tests that run in another process (Playwright workers) or
 * where this package cannot be imported (happy-dom).
 */
export async function serveMailbox(
  idp: Pick<IdentityProvider, 'readCode'>,
  options: ServeMailboxOptions = {},
): Promise<MailboxServer> {
  const hostname = options.hostname ?? '127.0.0.1';
  const server = createServer((request, response) => {
    const query = requestUrl(request.url).searchParams;
    const after = Number(query.get('after') ?? Number.NaN);
    idp.readCode(query.get('email') ?? '', Number.isFinite(after) ? { after: new Date(after) } : {}).then(
      (code) => response.writeHead(200, HEADERS).end(code),
      (error: Error) => response.writeHead(404, HEADERS).end(error.message),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, hostname, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${hostname}:${port}/code`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
