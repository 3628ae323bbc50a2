import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiServer } from '@ditto/api';
import { copyOfPgliteTemplate, sharedTestEncoders } from '@ditto/api/testing';
import { createMemoryStorage, type KeyValueStorage } from '@ditto/auth';
import type { RateLimitBucket } from '@ditto/contract';
import { type IdentityProvider, startIdentityProvider } from '@ditto/local-cognito';
import { createAppQueryClient } from '../app/data-services.ts';
import { type AppServices, createAppServices } from '../app/services.ts';
import type { RuntimeConfig } from '../config.ts';
import { trackServices } from './settle.ts';

export const STACK_PASSWORD = 'Stack-Password-2024';

export interface TestAccount {
  email: string;
  password: string;
  name: string;
  userId: string;
}

/** The real identity provider and the real API (PGlite, a copy of the run's migrated template) for one test file. */
export interface ApiTestStack {
  config: RuntimeConfig;
  idp: IdentityProvider;
  /** A confirmed account (an administrator with `admin: true`). */
  createAccount(
    label: string,
    options?: { admin?: boolean; attributes?: Record<string, string> },
  ): Promise<TestAccount>;
  /**
   * App services over this stack, with their own in-memory session (in `storage` when given, for a test that
   * tampers with it); signed in when `as` is given.
   */
  services(
    as?: Pick<TestAccount, 'email' | 'password'>,
    options?: { storage?: KeyValueStorage },
  ): Promise<AppServices>;
  stop(): Promise<void>;
}

export interface ApiTestStackOptions {
  /** Turns `POST /voice/speech` on, against a local stand-in for ElevenLabs (the one outside service we fake). */
  elevenLabs?: boolean;
  /** Per-user, per-minute limits (the contract's by default), raised where a test makes many writes. */
  rateLimits?: Partial<Record<RateLimitBucket, number>>;
  /** The API's background learning (production's pace by default); `{ pollMs: 3_600_000 }` holds it still. */
  learning?: { quietMs?: number; pollMs?: number };
}

export async function startApiTestStack(options: ApiTestStackOptions = {}): Promise<ApiTestStack> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ditto-web-stack-'));
  const [idp, database] = await Promise.all([
    startIdentityProvider({ dataDir, port: 0 }),
    copyOfPgliteTemplate(),
  ]);
  const elevenLabs = options.elevenLabs ? await startFakeElevenLabs() : null;
  const api = await startApiServer({
    dataDir: database.dataDir,
    encoders: sharedTestEncoders(),
    identity: {
      region: idp.region,
      userPoolId: idp.userPoolId,
      userPoolClientId: idp.userPoolClientId,
      issuer: idp.issuer,
      jwksUri: idp.jwksUri,
      endpoint: idp.endpoint,
      credentials: idp.credentials,
    },
    ...(elevenLabs ? { elevenLabs: { apiKey: FAKE_ELEVENLABS_KEY, baseUrl: elevenLabs.baseUrl } } : {}),
    ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
    ...(options.learning ? { learning: options.learning } : {}),
  });
  const config: RuntimeConfig = {
    region: idp.region,
    userPoolId: idp.userPoolId,
    userPoolClientId: idp.userPoolClientId,
    identityEndpoint: idp.endpoint,
    apiBaseUrl: api.url,
  };
  let counter = 0;

  return {
    config,
    idp,
    async createAccount(label, { admin = false, attributes = {} } = {}) {
      counter += 1;
      const email = `${label}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
      const name = attributes.name ?? label;
      const { userId } = await idp.createUser({
        email,
        password: STACK_PASSWORD,
        attributes: { name, ...attributes },
        confirmed: true,
      });
      if (admin) await idp.setAttributes(email, { 'custom:is_super': 'true' });
      return { email, password: STACK_PASSWORD, name, userId };
    },
    async services(as, { storage = createMemoryStorage() } = {}) {
      const services = trackServices(
        createAppServices(config, {
          storage,
          sessionStorage: createMemoryStorage(),
          queryClient: createAppQueryClient({ retry: false }),
          visitStorage: createMemoryStorage(),
          retrySleep: () => Promise.resolve(),
        }),
      );
      if (as) {
        const result = await services.auth.signIn({ username: as.email, password: as.password });
        if (!result.success) throw new Error(result.error);
      }
      return services;
    },
    async stop() {
      await api.stop();
      await elevenLabs?.stop();
      await idp.stop();
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const FAKE_ELEVENLABS_KEY = 'test-elevenlabs-key';
export const FAKE_AUDIO = 'ID3-fake-mp3-audio';

/** Answers ElevenLabs' `POST /v1/text-to-speech/:voiceId` with a few bytes of "audio". */
async function startFakeElevenLabs(): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (request.headers['xi-api-key'] !== FAKE_ELEVENLABS_KEY) {
        response.writeHead(401, { 'Content-Type': 'application/json' }).end('{"detail":"invalid_api_key"}');
        return;
      }
      response.writeHead(200, { 'Content-Type': 'audio/mpeg' }).end(FAKE_AUDIO);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
