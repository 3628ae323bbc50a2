import type { AddressInfo } from 'node:net';
import {
  connectOpenAIEmbeddings,
  createPooledEncoder,
  type OpenAIEmbeddingsOptions,
  type PooledEncoder,
  type SentenceEncoder,
} from '@ditto/persona-engine';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { createAccessTokenVerifier } from './auth/access-token.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import type { RateLimits } from './http/rate-limit.ts';
import { assertAdminFlagNotWritable } from './identity/admin-attribute-guard.ts';
import { createGetUserAttributes } from './identity/get-user.ts';
import { type AwsCredentials, createUserDirectory } from './identity/user-directory.ts';
import { createEmbeddingBackfill } from './knowledge/embedding-backfill.ts';
import { createProfileLearner, learnerDependencies } from './persona/profile-learner.ts';
import type { ElevenLabsConfig } from './voice/elevenlabs.ts';

/** Where the API finds the Cognito user pool (real or local) whose access tokens it accepts. */
export type IdentityConfig = {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  issuer: string;
  jwksUri: string;
  /** Cognito's API endpoint, for GetUser and the IAM-signed admin operations. */
  endpoint: string;
  /**
   * IAM credentials for the admin operations (AdminGetUser, ListUsers, AdminUpdateUserAttributes, ...): the local
   * identity provider's `credentials`. Omitted → the AWS SDK's default credential chain (real Cognito).
   */
  credentials?: AwsCredentials;
};

export interface ApiServerOptions {
  /** Default 0: a free port. */
  port?: number;
  /** Default '127.0.0.1'. */
  hostname?: string;
  /** A Postgres server; without it, PGlite. */
  databaseUrl?: string;
  /** PGlite's directory; omitted → in-memory PGlite. */
  dataDir?: string;
  identity: IdentityConfig;
  /** The web app's origin(s); browsers call the API cross-origin. */
  corsOrigins?: string[];
  /** ElevenLabs text-to-speech; omitted → `POST /voice/speech` answers 501 `not_configured`. */
  elevenLabs?: ElevenLabsConfig;
  /** Milliseconds since the epoch, for token expiry and the admin-flag cache; tests move it. */
  now?: () => number;
  /**
   * The sentence encoders: one for chat messages, one for the background embedding of entries. Default: each a
   * worker thread that loads the model on first use.
   */
  encoders?: { messages?: SentenceEncoder; entries?: SentenceEncoder };
  /** An OpenAI-compatible embeddings server in place of USE Lite, for questions and entries alike. */
  embeddings?: OpenAIEmbeddingsOptions;
  /** How long `POST /persona/train` waits for the owner's entries to be embedded. Default: a minute. */
  trainingWaitMs?: number;
  /** Background learning of profiles: how quiet an owner's knowledge must be, how often to look (ms). */
  learning?: { quietMs?: number; pollMs?: number };
  /** Requests per user and minute, by kind (`rateLimitsPerMinute` of the contract by default). */
  rateLimits?: RateLimits;
  /** Requests per client address and minute, by kind (ten times the per-user limits by default). */
  addressRateLimits?: RateLimits;
  /** Proxies in front of the API that append to `X-Forwarded-For`; 0 (default): clients connect directly. */
  trustedProxyHops?: number;
}

export type ApiServer = { url: string; stop(): Promise<void> };

/** Opens the database, applies pending migrations, then listens. */
export async function startApiServer(options: ApiServerOptions): Promise<ApiServer> {
  const directory = createUserDirectory({
    region: options.identity.region,
    userPoolId: options.identity.userPoolId,
    endpoint: options.identity.endpoint,
    credentials: options.identity.credentials,
  });
  await assertAdminFlagNotWritable(directory, options.identity.userPoolClientId);
  const remote = options.embeddings ? await connectOpenAIEmbeddings(options.embeddings) : undefined;
  const db = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  const pools: PooledEncoder[] = [];
  const pooled = () => {
    const pool = createPooledEncoder();
    pools.push(pool);
    return pool;
  };
  // Two threads: a question never waits behind a batch of entries being learned.
  const messageEncoder = options.encoders?.messages ?? remote ?? pooled();
  const entryEncoder = options.encoders?.entries ?? remote ?? pooled();
  // A question is compared with the stored vectors: both must come from one model.
  if (messageEncoder.model.id !== entryEncoder.model.id) {
    await Promise.all(pools.map((pool) => pool.close()));
    await db.close();
    throw new Error('The message and entry encoders must use the same model');
  }
  const backfill = createEmbeddingBackfill({ db, encoder: entryEncoder, settleMs: options.trainingWaitMs });
  const learner = createProfileLearner({ deps: learnerDependencies(db, entryEncoder), ...options.learning });
  const closeKnowledge = async () => {
    await learner.stop();
    const stopping = backfill.stop();
    await Promise.all(pools.map((pool) => pool.close())); // ends an embedding in progress
    await stopping;
  };
  const app = createApp({
    db,
    encoder: messageEncoder,
    backfill,
    verifyAccessToken: createAccessTokenVerifier({ ...options.identity, now: options.now }),
    getUserAttributes: createGetUserAttributes({ endpoint: options.identity.endpoint }),
    directory,
    elevenLabs: options.elevenLabs,
    corsOrigins: options.corsOrigins,
    now: options.now,
    rateLimits: options.rateLimits,
    addressRateLimits: options.addressRateLimits,
    trustedProxyHops: options.trustedProxyHops,
  });
  const hostname = options.hostname ?? '127.0.0.1';
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, port: options.port ?? 0, hostname }, () => resolve(started));
    started.once('error', reject);
  }).catch(async (error: unknown) => {
    await closeKnowledge();
    await db.close();
    throw error;
  });
  backfill.start();
  learner.start();
  const { port } = server.address() as AddressInfo;
  const host = hostname.includes(':') ? `[${hostname}]` : hostname;
  return {
    url: `http://${host}:${port}`,
    async stop() {
      // The backfill stops taking work at once: a batch in hand is stored or released, not lost.
      const knowledge = closeKnowledge();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive connections would hold close() open until they time out.
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await knowledge;
      await db.close();
    },
  };
}

/**
 * Stops the server cleanly on SIGINT and SIGTERM, then exits. `on`, not `once`: a second signal during shutdown
 * (a terminal and a parent forwarding the same one) must not kill the process mid-close.
 */
export function stopOnSignals(server: ApiServer): void {
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('API shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
