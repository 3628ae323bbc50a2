import { randomBytes, randomInt } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { isDeepStrictEqual } from 'node:util';
import {
  type AppClient,
  type Context,
  type Route,
  type Services,
  USER_POOL_AWS_DEFAULTS,
  type UserPool,
  type UserPoolService,
} from './emulator.ts';
import { type PoolDefinition, region } from './pool-template.ts';
import type { Credentials } from './sigv4.ts';
import type { TokenRegistry } from './token-registry.ts';
import { UserAdmin } from './users.ts';

export interface Admin {
  email: string;
  password: string;
  name: string;
}

/** What bootstrap persists so that a restart on the same data directory finds the same stack. */
export interface StackState {
  userPoolId: string;
  userPoolClientId: string;
  credentials: Credentials;
  admin: Admin;
}

export { region } from './pool-template.ts';

const defaultAdmin = { email: 'admin@ditto.local', name: 'Ditto Admin' };

export interface BootstrapInput {
  ctx: Context;
  services: Services;
  createUserPoolClient: Route;
  registry: TokenRegistry;
  stateFile: string;
  admin: Partial<Admin> | undefined;
  /** The pool and app client as `deploy/cognito-user-pool.yaml` defines them. */
  definition: PoolDefinition;
}

/**
 * Makes sure the pool, its app client, the stack credentials and the seeded admin exist, creating only what is
 * missing, and that the pool and client are as the template defines them (updated in place, ids kept): running it
 * twice on the same data directory changes nothing.
 */
export async function bootstrap(input: BootstrapInput): Promise<StackState> {
  const { ctx, services } = input;
  const saved = await readState(input.stateFile);

  const pools = await services.cognito.listUserPools(ctx);
  const userPoolId = pools.some((pool) => pool.Id === saved?.userPoolId)
    ? (saved?.userPoolId ?? '')
    : (await services.cognito.createUserPool(ctx, newUserPool(services.clock.get(), input.definition))).Id;
  const pool = await services.cognito.getUserPool(ctx, userPoolId);
  await reconcile(pool.options, userPoolOptions(input.definition), (options) =>
    pool.updateOptions(ctx, { ...options, LastModifiedDate: services.clock.get() }),
  );

  const savedClient = saved ? await services.cognito.getAppClient(ctx, saved.userPoolClientId) : null;
  const userPoolClientId =
    savedClient?.UserPoolId === userPoolId
      ? await updateAppClient(input, pool, savedClient)
      : await createAppClient(input, userPoolId);

  const admin: Admin = {
    email: input.admin?.email ?? saved?.admin.email ?? defaultAdmin.email,
    password:
      input.admin?.password ?? (input.admin?.email ? undefined : saved?.admin.password) ?? strongPassword(),
    name: input.admin?.name ?? saved?.admin.name ?? defaultAdmin.name,
  };
  await seedAdmin(new UserAdmin(ctx, services, pool, input.registry), admin);

  const state: StackState = {
    userPoolId,
    userPoolClientId,
    credentials: saved?.credentials ?? newCredentials(),
    admin,
  };
  await writeState(input.stateFile, state);
  return state;
}

function newUserPool(now: Date, definition: PoolDefinition): UserPool {
  const id = `${region}_${randomText(9)}`;
  return {
    Id: id,
    Arn: `arn:aws:cognito-idp:${region}:000000000000:userpool/${id}`,
    CreationDate: now,
    LastModifiedDate: now,
    ...userPoolOptions(definition),
  };
}

/** The pool's options that the template decides. */
function userPoolOptions({ pool }: PoolDefinition) {
  return {
    Name: pool.UserPoolName,
    UsernameAttributes: pool.UsernameAttributes,
    AutoVerifiedAttributes: pool.AutoVerifiedAttributes,
    MfaConfiguration: pool.MfaConfiguration,
    Policies: { PasswordPolicy: pool.Policies.PasswordPolicy },
    SchemaAttributes: [
      ...(USER_POOL_AWS_DEFAULTS.SchemaAttributes ?? []),
      // As Cognito names them: a template's `is_super` is the pool's `custom:is_super`.
      ...pool.Schema.map((attribute) => ({ ...attribute, Name: `custom:${attribute.Name}` })),
    ],
  } satisfies Partial<UserPool>;
}

/** The app client's settings that the template decides (the secret is made, or not, at creation only). */
function appClientSettings({ client }: PoolDefinition) {
  const { GenerateSecret: _secret, ...settings } = client;
  return settings;
}

async function createAppClient(input: BootstrapInput, userPoolId: string): Promise<string> {
  const response = (await input.createUserPoolClient(input.ctx, {
    ...input.definition.client,
    UserPoolId: userPoolId,
  })) as { UserPoolClient: Pick<AppClient, 'ClientId'> };
  return response.UserPoolClient.ClientId;
}

async function updateAppClient(
  input: BootstrapInput,
  pool: UserPoolService,
  client: AppClient,
): Promise<string> {
  await reconcile(client, appClientSettings(input.definition), (updated) =>
    pool.saveAppClient(input.ctx, { ...updated, LastModifiedDate: input.services.clock.get() }),
  );
  return client.ClientId;
}

/** Saves `current` with `wanted` over it when any of wanted's fields differs (as stored: JSON, so no `undefined`). */
async function reconcile<T extends object>(
  current: T,
  wanted: Partial<T>,
  save: (updated: T) => Promise<void>,
): Promise<void> {
  const asStored = (value: unknown) => JSON.parse(JSON.stringify(value ?? null)) as unknown;
  const differs = Object.entries(wanted).some(
    ([key, value]) => !isDeepStrictEqual(asStored(current[key as keyof T]), asStored(value)),
  );
  if (differs) await save({ ...current, ...wanted });
}

async function seedAdmin(users: UserAdmin, admin: Admin): Promise<void> {
  const existing = await users.find(admin.email);
  if (!existing) {
    await users.createUser({
      email: admin.email,
      password: admin.password,
      attributes: { name: admin.name, 'custom:is_super': 'true' },
    });
  } else if (existing.Password !== admin.password) {
    // Only when the caller asks for another password than the stored one.
    await users.setPassword(admin.email, admin.password);
  }
}

function newCredentials(): Credentials {
  return {
    accessKeyId: `AKIA${randomText(16, '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ')}`,
    secretAccessKey: randomBytes(30).toString('base64'),
  };
}

/** Random, 24 characters with an upper- and a lowercase letter, a number and a symbol: meets any policy to 24. */
function strongPassword(): string {
  return `${randomBytes(15).toString('base64url')}-Aa1`;
}

function randomText(
  length: number,
  alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
) {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

async function readState(file: string): Promise<StackState | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as StackState;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function writeState(file: string, state: StackState): Promise<void> {
  // Holds the stack credentials and the admin password: readable by the owner only.
  await writeFile(`${file}.tmp`, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
  await rename(`${file}.tmp`, file);
}
