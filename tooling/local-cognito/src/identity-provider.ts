import { randomInt } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { bootstrap, region } from './bootstrap.ts';
import {
  CognitoServiceFactoryImpl,
  type Context,
  createServer,
  DateClock,
  DefaultConfig,
  JwtTokenGenerator,
  MessageDeliveryService,
  MessagesService,
  Router,
  type Services,
  StormDBDataStoreFactory,
  type TokenConfig,
  type Triggers,
  UserPoolServiceFactoryImpl,
} from './emulator.ts';
import { createFront } from './http-front.ts';
import { labelDeliveries, Mailbox, type MailboxEntry, type ReadCodeOptions } from './mailbox.ts';
import { createTokenMinter, type MintAccessToken } from './mint-token.ts';
import { loadPoolDefinition } from './pool-template.ts';
import { createRouter } from './router.ts';
import { loadSigningKey } from './signing-key.ts';
import { TokenRegistry } from './token-registry.ts';
import { createTokenVerifier, recordingTokenGenerator } from './tokens.ts';
import { type CreateUserInput, UserAdmin } from './users.ts';

export type { MailboxEntry } from './mailbox.ts';

export interface StartIdentityProviderOptions {
  /** Where pools, clients, users, tokens and the stack credentials persist; default: a temp dir removed on stop(). */
  dataDir?: string;
  /** Default 0: a free port. */
  port?: number;
  /** Default '127.0.0.1'. */
  hostname?: string;
  /** The seeded admin; defaults: 'admin@ditto.local', a random strong password kept in dataDir, 'Ditto Admin'. */
  admin?: { email?: string; password?: string; name?: string };
  /** Called for every emailed code. */
  onCode?: (mail: MailboxEntry) => void;
  /**
   * Sign-in, sign-up, confirmation and reset attempts per client address and minute; past it, Cognito's
   * `TooManyRequestsException`. Default 300: generous for one person, a wall for a password-guessing script.
   */
  attemptsPerMinute?: number;
  /**
   * The CloudFormation template the pool and its app client are built from (a file URL or a path). Default: the
   * repository's `deploy/cognito-user-pool.yaml`; pass it where this package runs from a bundle or a copy.
   */
  userPoolTemplate?: URL | string;
}

export interface IdentityProvider {
  /** The Cognito JSON API endpoint, e.g. http://127.0.0.1:PORT */
  endpoint: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** `${endpoint}/${userPoolId}`: exactly the `iss` of the issued tokens. */
  issuer: string;
  /** `${issuer}/.well-known/jwks.json`: serves the signing keys. */
  jwksUri: string;
  admin: { email: string; password: string; name: string };
  /** The stack's own "IAM" credentials: Admin* (and other IAM) operations must be SigV4-signed with them. */
  credentials: { accessKeyId: string; secretAccessKey: string };
  mailbox: { all(): MailboxEntry[] };
  /** The latest code emailed to `email`; waits (default 5 s) for one to arrive, then rejects. */
  readCode(email: string, options?: ReadCodeOptions): Promise<string>;
  /** `confirmed` defaults to true; `userId` is the user's `sub`. */
  createUser(input: CreateUserInput): Promise<{ userId: string }>;
  /** Admin-side write: may set `custom:is_super`. */
  setAttributes(email: string, attributes: Record<string, string>): Promise<void>;
  setEnabled(email: string, enabled: boolean): Promise<void>;
  /**
   * For tests only: signs an access token with the stack's own key, as if this pool had issued it to `sub` (a
   * valid token by default), with any claim replaced or removed (`undefined`), another `kid`, `nbf` or `exp`. The
   * key is the real one, so a refusal of such a token proves the API's claim checks, not merely its signature
   * check. Recorded as issued (when it has `jti` and `sub`), so GetUser accepts the default token.
   */
  mintAccessToken: MintAccessToken;
  stop(): Promise<void>;
}

/** The stack runs no Lambda triggers; cognito-local asks before calling one. */
const noTriggers: Triggers = {
  enabled: () => false,
  customMessage: refuseTrigger,
  customEmailSender: refuseTrigger,
  postAuthentication: refuseTrigger,
  postConfirmation: refuseTrigger,
  preSignUp: refuseTrigger,
  preTokenGeneration: refuseTrigger,
  userMigration: refuseTrigger,
};

function refuseTrigger(): Promise<never> {
  return Promise.reject(new Error('No Lambda triggers are configured in the local identity provider'));
}

/** Starts cognito-local with our router in front of it, bootstrapped with Ditto's pool, client and admin. */
export async function startIdentityProvider(
  options: StartIdentityProviderOptions = {},
): Promise<IdentityProvider> {
  // First: a broken template fails the start before anything is created.
  const definition = await loadPoolDefinition(options.userPoolTemplate);
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'ditto-identity-')));
  const databaseDir = join(dataDir, 'cognito');
  await mkdir(databaseDir, { recursive: true });
  const hostname = options.hostname ?? '127.0.0.1';

  // cognito-local logs request bodies and tokens at debug level: keep it silent.
  const logger = pino({ level: 'silent' });
  const ctx: Context = { logger };
  const clock = new DateClock();
  const dataStores = new StormDBDataStoreFactory(databaseDir);
  const cognito = await new CognitoServiceFactoryImpl(
    databaseDir,
    dataStores,
    new UserPoolServiceFactoryImpl(clock, dataStores),
  ).create(ctx, { UsernameAttributes: ['email'] });
  const mailbox = new Mailbox(options.onCode);
  const registry = await TokenRegistry.open(join(dataDir, 'tokens.json'));
  const signingKey = await loadSigningKey(join(dataDir, 'signing-key.json'));
  // Filled in once the port is known, so that `iss` is the real endpoint.
  const tokenConfig: TokenConfig = { IssuerDomain: '' };
  const services: Services = {
    clock,
    cognito,
    config: { ...DefaultConfig, TokenConfig: tokenConfig },
    messages: labelDeliveries(new MessagesService(noTriggers, new MessageDeliveryService(mailbox.sender()))),
    // Six digits from the CSPRNG: the emulator's own generator uses Math.random.
    otp: () => randomInt(0, 1_000_000).toString().padStart(6, '0'),
    tokenGenerator: recordingTokenGenerator(
      new JwtTokenGenerator(clock, noTriggers, tokenConfig),
      registry,
      signingKey,
    ),
    triggers: noTriggers,
  };
  const upstream = Router(services);

  const state = await bootstrap({
    ctx,
    services,
    createUserPoolClient: upstream('CreateUserPoolClient'),
    registry,
    stateFile: join(dataDir, 'stack.json'),
    admin: options.admin,
    definition,
  });
  const issuer = () => `${tokenConfig.IssuerDomain}/${state.userPoolId}`;
  const verifier = createTokenVerifier(issuer, registry, signingKey);
  const router = createRouter({ services, upstream, registry, verifier });
  const { application } = createServer(router, logger, { hostname, port: options.port ?? 0 }, services);
  const server = createHttpServer(
    createFront({
      application,
      credentials: state.credentials,
      region,
      issuer,
      jwks: { keys: [signingKey.publicJwk] },
      attemptsPerMinute: options.attemptsPerMinute ?? 300,
      async refreshAllowed(refreshToken, clientId) {
        try {
          await verifier.verifyRefreshToken(refreshToken);
          const pool = await cognito.getUserPoolForClientId(ctx, clientId);
          return (await pool.getUserByRefreshToken(ctx, refreshToken))?.Enabled !== false;
        } catch {
          return false;
        }
      },
    }),
  );
  await listen(server, options.port ?? 0, hostname);

  const { port } = server.address() as AddressInfo;
  const endpoint = `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`;
  tokenConfig.IssuerDomain = endpoint;
  const users = new UserAdmin(ctx, services, await cognito.getUserPool(ctx, state.userPoolId), registry);

  const mintAccessToken = createTokenMinter({
    issuer,
    clientId: state.userPoolClientId,
    signingKey,
    registry,
  });

  let stopped: Promise<void> | undefined;
  return {
    endpoint,
    region,
    userPoolId: state.userPoolId,
    userPoolClientId: state.userPoolClientId,
    issuer: issuer(),
    jwksUri: `${issuer()}/.well-known/jwks.json`,
    admin: state.admin,
    credentials: state.credentials,
    mailbox: { all: () => mailbox.all() },
    readCode: (email, readOptions) => mailbox.readCode(email, readOptions),
    createUser: (input) => users.createUser(input),
    setAttributes: (email, attributes) => users.setAttributes(email, attributes),
    setEnabled: (email, enabled) => users.setEnabled(email, enabled),
    mintAccessToken,
    stop() {
      stopped ??= (async () => {
        await close(server);
        await registry.flush();
        if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
      })();
      return stopped;
    },
  };
}

function listen(server: Server, port: number, hostname: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}
