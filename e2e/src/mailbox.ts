import { createServer } from 'node:http';

/** Reads the latest code the identity provider emailed to an address (at or after `after`). */
export type ReadCode = (email: string, options?: { after?: Date }) => Promise<string>;

const HEADERS = { 'content-type': 'text/plain' };

/**
 * The stack's mailbox over HTTP on 127.0.0.1: the stack lives in the global-setup process, the journeys
 * run in worker processes. `GET /code?email=…&after=<epoch ms>` answers the code, or 404 with the reason.
 */
export async function startMailboxServer(
  readCode: ReadCode,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://mailbox.invalid').searchParams;
    const after = Number(query.get('after') ?? Number.NaN);
    readCode(query.get('email') ?? '', Number.isFinite(after) ? { after: new Date(after) } : {}).then(
      (code) => response.writeHead(200, HEADERS).end(code),
      (error: Error) => response.writeHead(404, HEADERS).end(error.message),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/code`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The journeys' side: asks the mailbox server at `mailboxUrl`. */
export function mailboxClient(mailboxUrl: string): ReadCode {
  return async (email, options = {}) => {
    const url = new URL(mailboxUrl);
    url.searchParams.set('email', email);
    if (options.after) url.searchParams.set('after', String(options.after.getTime()));
    const response = await fetch(url);
    const text = await response.text();
    if (!response.ok) throw new Error(text);
    return text;
  };
}
