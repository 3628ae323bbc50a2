import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiServer } from '@ditto/api';
import { type RateLimitBucket, rateLimitsPerMinute } from '@ditto/contract';
import { type IdentityProvider, type MailboxEntry, startIdentityProvider } from '@ditto/local-cognito';
import { startWebServer, type WebRuntimeConfig } from './web-server.ts';

export interface StackOptions {
  /** Where the identity provider and PGlite keep their data; default: a temp dir removed on `stop()`. */
  dataDir?: string;
  /** 0 (the default) picks a free port. */
  ports?: { identity?: number; api?: number; web?: number };
  hostname?: string;
  /** A Postgres server for the API; without it the API uses PGlite under `dataDir`. */
  databaseUrl?: string;
  /** Called for every code the identity provider emails. */
  onCode?: (mail: MailboxEntry) => void;
  /** Serve this build of the web app instead of `@ditto/web`'s `dist/`. */
  webDistDir?: string;
  /** Real speech synthesis; without it `POST /voice/speech` answers 501 and the app uses the browser's voice. */
  elevenLabs?: { apiKey: string; baseUrl?: string };
  /** Per-user, per-minute limits; default `localRateLimits`. */
  rateLimits?: Partial<Record<RateLimitBucket, number>>;
}

/**
 * The local stack's limits: a hundred times the product's. Scripts, evaluations and test journeys send in seconds
 * what no person sends in a minute; the limits themselves are tested in the API's own tests.
 */
export const localRateLimits = Object.fromEntries(
  Object.entries(rateLimitsPerMinute).map(([bucket, perMinute]) => [bucket, perMinute * 100]),
) as Record<RateLimitBucket, number>;

export interface Stack {
  webUrl: string;
  apiUrl: string;
  identity: IdentityProvider;
  admin: IdentityProvider['admin'];
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the whole product locally: identity provider, API (PGlite or Postgres) and the web app's production
 * build with its runtime configuration. Everything listens on `hostname` (127.0.0.1 by default).
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'ditto-stack-')));
  const hostname = options.hostname ?? '127.0.0.1';
  const stops: Array<() => Promise<void>> = [];
  let stopping: Promise<void> | undefined;
  const stopAll = () => {
    stopping ??= (async () => {
      // Last started, first stopped: the API goes before the identity provider it verifies tokens with.
      for (const stop of [...stops].reverse()) await stop().catch((error: unknown) => console.error(error));
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  };

  try {
    await mkdir(join(dataDir, 'api'), { recursive: true });
    const identity = await startIdentityProvider({
      dataDir: join(dataDir, 'identity'),
      port: options.ports?.identity ?? 0,
      hostname,
      ...(options.onCode ? { onCode: options.onCode } : {}),
    });
    stops.push(() => identity.stop());

    let apiUrl = '';
    let markApiStarted = () => {};
    const apiStarted = new Promise<void>((resolve) => {
      markApiStarted = resolve;
    });
    const config = (): WebRuntimeConfig => ({
      region: identity.region,
      userPoolId: identity.userPoolId,
      userPoolClientId: identity.userPoolClientId,
      identityEndpoint: identity.endpoint,
      apiBaseUrl: apiUrl,
    });
    const web = await startWebServer({
      port: options.ports?.web ?? 0,
      hostname,
      config,
      ready: apiStarted,
      ...(options.webDistDir ? { distDir: options.webDistDir } : {}),
    });
    stops.push(() => web.stop());

    const api = await startApiServer({
      port: options.ports?.api ?? 0,
      hostname,
      ...(options.databaseUrl
        ? { databaseUrl: options.databaseUrl }
        : { dataDir: join(dataDir, 'api', 'pglite') }),
      rateLimits: options.rateLimits ?? localRateLimits,
      identity: {
        region: identity.region,
        userPoolId: identity.userPoolId,
        userPoolClientId: identity.userPoolClientId,
        issuer: identity.issuer,
        jwksUri: identity.jwksUri,
        endpoint: identity.endpoint,
        // The stack's own IAM credentials: the API signs admin operations with them, as it would with a role.
        credentials: identity.credentials,
      },
      ...(options.elevenLabs ? { elevenLabs: options.elevenLabs } : {}),
      corsOrigins: [web.url],
    });
    stops.push(() => api.stop());
    apiUrl = api.url;
    markApiStarted();

    return { webUrl: web.url, apiUrl, identity, admin: identity.admin, dataDir, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
