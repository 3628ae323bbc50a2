import { afterEach, describe, expect, it, vi } from 'vitest';
import { Mailbox, type MailboxEntry } from './mailbox.ts';

const entry = (email: string, code: string, at: Date, reason = 'signup'): MailboxEntry => ({
  email,
  code,
  reason,
  at,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Mailbox', () => {
  it('returns the latest code for an address, ignoring case', async () => {
    const mailbox = new Mailbox();
    mailbox.deliver(entry('Ana@Example.com', '111111', new Date(1_000)));
    mailbox.deliver(entry('bob@example.com', '222222', new Date(2_000)));
    mailbox.deliver(entry('ana@example.com', '333333', new Date(3_000), 'resend'));
    await expect(mailbox.readCode('ANA@example.com')).resolves.toBe('333333');
    expect(mailbox.all()).toHaveLength(3);
  });

  it('waits for a code to arrive, and honours `after`', async () => {
    const mailbox = new Mailbox();
    mailbox.deliver(entry('ana@example.com', '111111', new Date(1_000)));
    const pending = mailbox.readCode('ana@example.com', { after: new Date(2_000) });
    mailbox.deliver(entry('bob@example.com', '222222', new Date(3_000)));
    mailbox.deliver(entry('ana@example.com', '333333', new Date(4_000)));
    await expect(pending).resolves.toBe('333333');
  });

  it('rejects with a clear error when no code arrives in time', async () => {
    vi.useFakeTimers();
    const mailbox = new Mailbox();
    const pending = mailbox.readCode('nobody@example.com', { timeoutMs: 2_000 });
    const assertion = expect(pending).rejects.toThrow(
      'No code was emailed to nobody@example.com within 2000 ms',
    );
    await vi.advanceTimersByTimeAsync(1_999);
    mailbox.deliver(entry('other@example.com', '111111', new Date()));
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('tells onCode about every delivery', () => {
    const seen: MailboxEntry[] = [];
    const mailbox = new Mailbox((mail) => seen.push(mail));
    mailbox.deliver(entry('ana@example.com', '111111', new Date()));
    expect(seen.map((mail) => mail.code)).toEqual(['111111']);
  });
});
