import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type IdentityProvider, startIdentityProvider } from '@ditto/local-cognito';
import { type ApiServer, type ApiServerOptions, startApiServer } from '../server.ts';
import { sharedTestEncoders } from './encoders.ts';
import { identityOf, signIn } from './identity.ts';
import type { ServerDatabaseFactory } from './server-databases.ts';

export const TEST_PASSWORD = 'Correct-Horse-9';

/** A signed-in test user: their `sub` and access token. */
export type TestUser = { userId: string; email: string; accessToken: string; refreshToken: string };

/** The real local identity provider and the API over HTTP on one database, for one test file. */
export type ApiStack = {
  idp: IdentityProvider;
  api: ApiServer;
  /** Creates a confirmed account and signs it in. */
  createUser(email: string, attributes?: Record<string, string>): Promise<TestUser>;
  /** Signs in as the seeded admin (`custom:is_super` = "true"). */
  signInAdmin(): Promise<TestUser>;
  /** Signs in again (a fresh token, e.g. after the account was changed). */
  signIn(email: string): Promise<TestUser>;
  /** Calls the API: a JSON body is sent as JSON, FormData as multipart, a string as is. */
  call(
    method: string,
    route: string,
    user?: TestUser,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Response>;
  stop(): Promise<void>;
};

export async function startApiStack(
  factory: ServerDatabaseFactory,
  extra: Partial<ApiServerOptions> = {},
): Promise<ApiStack> {
  const tempDir = await mkdtemp(path.join(tmpdir(), 'ditto-api-stack-'));
  const [idp, database] = await Promise.all([
    startIdentityProvider({ dataDir: path.join(tempDir, 'idp'), port: 0 }),
    factory.create(),
  ]);
  const api = await startApiServer({
    ...database.options,
    identity: { ...identityOf(idp), credentials: idp.credentials },
    ...extra,
    // With an embeddings server, its encoder answers both; otherwise the shared USE Lite threads.
    encoders: extra.embeddings ? extra.encoders : { ...sharedTestEncoders(), ...extra.encoders },
  });
  const users = new Map<string, string>();

  async function signInAs(email: string): Promise<TestUser> {
    const { accessToken, refreshToken } = await signIn(idp, email, TEST_PASSWORD);
    return { userId: users.get(email) ?? '', email, accessToken, refreshToken };
  }

  return {
    idp,
    api,
    async createUser(email, attributes = {}) {
      const { userId } = await idp.createUser({
        email,
        password: TEST_PASSWORD,
        attributes,
        confirmed: true,
      });
      users.set(email, userId);
      return signInAs(email);
    },
    signIn: signInAs,
    async signInAdmin() {
      const { accessToken, refreshToken } = await signIn(idp, idp.admin.email, idp.admin.password);
      const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'));
      return { userId: String(payload.sub), email: idp.admin.email, accessToken, refreshToken };
    },
    call(method, route, user, body, headers = {}) {
      const init: RequestInit & { headers: Record<string, string> } = { method, headers: { ...headers } };
      if (user) init.headers.Authorization = `Bearer ${user.accessToken}`;
      if (body instanceof FormData || typeof body === 'string') init.body = body;
      else if (body instanceof ReadableStream) Object.assign(init, { body, duplex: 'half' });
      else if (body !== undefined) {
        init.body = JSON.stringify(body);
        init.headers['Content-Type'] = 'application/json';
      }
      return fetch(`${api.url}${route}`, init);
    },
    async stop() {
      await api.stop();
      await idp.stop();
      await database.dispose();
      await rm(tempDir, { recursive: true, force: true });
    },
  };
}
