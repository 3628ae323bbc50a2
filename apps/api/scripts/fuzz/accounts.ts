/**
 * The run's accounts: the fuzzing user, a user who shares their persona with it, a target for the admin writes, and
 * the identity provider's admin; signed in, kept signed in, and given a state worth fuzzing.
 */
import type { IdentityProvider } from '@ditto/local-cognito';
import { signIn } from '../../src/test-support/identity.ts';
import { USER_PASSWORD } from '../harness.ts';
import { TOKEN_REFRESH_MS } from './config.ts';
import { agent, excerpt, send } from './http.ts';

export type Account = { email: string; userId: string; accessToken: string };
export type Accounts = Record<'user' | 'owner' | 'target' | 'admin', Account>;
/** The tokens a fuzzed request may carry. */
export type Tokens = { user: string; admin: string };

const EMAILS = {
  user: 'fuzz-user@example.com',
  owner: 'fuzz-owner@example.com',
  target: 'fuzz-target@example.com',
};

const subOf = (token: string): string =>
  String(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).sub);

async function signInAll(idp: IdentityProvider): Promise<Accounts> {
  const account = async (email: string, password: string): Promise<Account> => {
    const { accessToken } = await signIn(idp, email, password);
    return { email, userId: subOf(accessToken), accessToken };
  };
  return {
    user: await account(EMAILS.user, USER_PASSWORD),
    owner: await account(EMAILS.owner, USER_PASSWORD),
    target: await account(EMAILS.target, USER_PASSWORD),
    admin: await account(idp.admin.email, idp.admin.password),
  };
}

export class FuzzAccounts {
  private signedInAt = Date.now();
  private refreshing: Promise<void> | undefined;

  private constructor(
    private readonly idp: IdentityProvider,
    public current: Accounts,
  ) {}

  static async create(idp: IdentityProvider): Promise<FuzzAccounts> {
    for (const email of Object.values(EMAILS))
      await idp.createUser({ email, password: USER_PASSWORD, confirmed: true });
    return new FuzzAccounts(idp, await signInAll(idp));
  }

  /** Addresses for the generators: the accounts' own, so that shares reach someone, and one nobody has. */
  emails(): string[] {
    return [...Object.values(EMAILS), this.idp.admin.email, 'nobody@example.com'];
  }

  tokens(): Tokens {
    return { user: this.current.user.accessToken, admin: this.current.admin.accessToken };
  }

  /** Signs everyone in again once the tokens near their expiry; concurrent callers wait for the same sign-in. */
  async refreshIfOld(): Promise<void> {
    if (Date.now() - this.signedInAt < TOKEN_REFRESH_MS) return;
    this.refreshing ??= signInAll(this.idp).then((next) => {
      this.current = next;
      this.signedInAt = Date.now();
      this.refreshing = undefined;
    });
    await this.refreshing;
  }
}

/** A request of the setup, which must get an answer. */
async function call(base: URL, method: string, route: string, account: Account, json?: unknown) {
  const outcome = await send(
    base,
    {
      method,
      path: route,
      headers: {
        authorization: `Bearer ${account.accessToken}`,
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(json === undefined ? {} : { body: Buffer.from(JSON.stringify(json)) }),
    },
    { agent },
  );
  if (outcome.kind !== 'answer') throw new Error(`Setup: ${method} ${route} failed (${outcome.kind})`);
  return outcome;
}

async function expectOk(base: URL, method: string, route: string, account: Account, json?: unknown) {
  const answer = await call(base, method, route, account, json);
  if (answer.status >= 300)
    throw new Error(`Setup: ${method} ${route} answered ${answer.status}: ${excerpt(answer.body)}`);
}

/** Profiles, notes, trained personas and one persona shared with the fuzzing user: the deep code has data. */
export async function createStartingState(base: URL, accounts: Accounts): Promise<void> {
  for (const account of Object.values(accounts)) await expectOk(base, 'GET', '/profile', account);
  for (const account of [accounts.user, accounts.owner]) {
    for (let n = 1; n <= 3; n++) {
      await expectOk(base, 'POST', '/knowledge', account, {
        title: `Note ${n}`,
        content: `I like hiking in the mountains, reading history books and cooking pasta (${n}).`,
      });
    }
    const trained = await call(base, 'POST', '/persona/train', account);
    if (trained.status !== 200) console.error(`[fuzz] setup: training answered ${trained.status}`);
  }
  await expectOk(base, 'POST', '/sharing/shares', accounts.owner, { email: accounts.user.email });
  await expectOk(base, 'POST', '/persona/messages', accounts.user, { content: 'Hello, who are you?' });
}
