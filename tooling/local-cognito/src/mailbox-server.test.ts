import { afterEach, describe, expect, it } from 'vitest';
import { Mailbox } from './mailbox.ts';
import { type MailboxServer, serveMailbox } from './mailbox-server.ts';

let server: MailboxServer | undefined;

afterEach(async () => {
  await server?.stop();
  server = undefined;
});

async function ask(
  query: Record<string, string>,
): Promise<{ status: number; text: string; cors: string | null }> {
  const url = new URL(server?.url ?? '');
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const response = await fetch(url);
  return {
    status: response.status,
    text: await response.text(),
    cors: response.headers.get('access-control-allow-origin'),
  };
}

describe('serveMailbox', () => {
  it('answers the latest code for an address, on 127.0.0.1 and a free port by default', async () => {
    const mailbox = new Mailbox();
    mailbox.deliver({ email: 'ana@example.com', code: '111111', reason: 'signup', at: new Date(1_000) });
    mailbox.deliver({ email: 'ana@example.com', code: '222222', reason: 'resend', at: new Date(2_000) });
    server = await serveMailbox(mailbox);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/code$/);
    await expect(ask({ email: 'ana@example.com' })).resolves.toEqual({
      status: 200,
      text: '222222',
      cors: '*',
    });
  });

  it('passes `after` on as a date and answers 404 with the reason when there is no code', async () => {
    const seen: Array<Date | undefined> = [];
    server = await serveMailbox({
      readCode: (email, options) => {
        seen.push(options?.after);
        return Promise.reject(new Error(`No code was emailed to ${email} within 5000 ms`));
      },
    });
    const answer = await ask({ email: 'nobody@example.com', after: '1700000000000' });
    expect(answer).toEqual({
      status: 404,
      text: 'No code was emailed to nobody@example.com within 5000 ms',
      cors: '*',
    });
    await ask({ email: 'nobody@example.com', after: 'soon' });
    expect(seen).toEqual([new Date(1_700_000_000_000), undefined]);
  });

  it('answers a request for `//` instead of crashing', async () => {
    // A mailbox that answers at once: a real one waits 5 s for a code to an empty address.
    server = await serveMailbox({ readCode: () => Promise.reject(new Error('No code')) });
    const response = await fetch(server.url.replace(/\/code$/, '//'));
    expect(response.status).toBe(404);
  });

  it('stops listening on stop()', async () => {
    server = await serveMailbox(new Mailbox());
    const { url } = server;
    await server.stop();
    server = undefined;
    await expect(fetch(url)).rejects.toThrow();
  });
});
