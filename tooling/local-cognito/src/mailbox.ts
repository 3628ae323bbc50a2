import type { Context, Message, MessageSender, Messages, User } from './emulator.ts';

export interface MailboxEntry {
  email: string;
  code: string;
  /** e.g. 'signup', 'forgot-password', 'resend', 'verify-attribute' */
  reason: string;
  at: Date;
}

export interface ReadCodeOptions {
  /** How long to wait for a code before rejecting (default 5 s). */
  timeoutMs?: number;
  /** Only codes emailed at or after this instant count. */
  after?: Date;
}

type MessageSource = Parameters<Messages['deliver']>[1];

/** The context key through which a delivery's source reaches the sender (cognito-local passes ctx along). */
interface DeliveryContext extends Context {
  readonly messageSource?: MessageSource;
}

const reasons: Record<MessageSource, string> = {
  SignUp: 'signup',
  ResendCode: 'resend',
  ForgotPassword: 'forgot-password',
  UpdateUserAttribute: 'verify-attribute',
  VerifyUserAttribute: 'verify-attribute',
  AdminCreateUser: 'temporary-password',
  Authentication: 'sign-in',
};

/** Every code the identity provider emails, kept in memory and readable by tests. */
export class Mailbox {
  readonly #entries: MailboxEntry[] = [];
  readonly #listeners = new Set<(entry: MailboxEntry) => void>();

  constructor(private readonly onCode?: (entry: MailboxEntry) => void) {}

  all(): MailboxEntry[] {
    return [...this.#entries];
  }

  deliver(entry: MailboxEntry): void {
    this.#entries.push(entry);
    for (const listener of this.#listeners) listener(entry);
    this.onCode?.(entry);
  }

  /** The latest code emailed to `email`; waits for one to arrive when there is none yet. */
  readCode(email: string, options: ReadCodeOptions = {}): Promise<string> {
    const { timeoutMs = 5_000, after } = options;
    const matches = (entry: MailboxEntry) =>
      entry.email.toLowerCase() === email.toLowerCase() && (!after || entry.at.getTime() >= after.getTime());
    const latest = this.#entries.findLast(matches);
    if (latest) return Promise.resolve(latest.code);
    return new Promise((resolve, reject) => {
      const listener = (entry: MailboxEntry) => {
        if (!matches(entry)) return;
        clearTimeout(timer);
        this.#listeners.delete(listener);
        resolve(entry.code);
      };
      const timer = setTimeout(() => {
        this.#listeners.delete(listener);
        reject(new Error(`No code was emailed to ${email} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.#listeners.add(listener);
    });
  }

  /** cognito-local's message sender: where every emailed code lands. */
  sender(): MessageSender {
    return {
      sendEmail: (ctx, _user: User, destination: string, message: Message) => {
        const source = (ctx as DeliveryContext).messageSource;
        this.deliver({
          email: destination,
          code: message.__code ?? '',
          reason: source ? reasons[source] : 'unknown',
          at: new Date(),
        });
        return Promise.resolve();
      },
      // The pool verifies email only; an SMS would mean a misconfiguration, so it is refused loudly.
      sendSms: () =>
        Promise.reject(new Error('SMS delivery is not configured in the local identity provider')),
    };
  }
}

/** Wraps cognito-local's messages so the sender learns why a code was sent (the `reason` of an entry). */
export function labelDeliveries(inner: Messages): Messages {
  return {
    deliver: (ctx, source, ...rest) =>
      inner.deliver({ ...ctx, messageSource: source } as DeliveryContext, source, ...rest),
  };
}
