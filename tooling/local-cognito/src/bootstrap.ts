import { randomBytes, randomInt } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { passwordPolicy } from '@ditto/contract';
import {
  type AppClient,
  type Context,
  type Route,
  type Services,
  USER_POOL_AWS_DEFAULTS,
  type UserPool,
} from './emulator.ts';
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

export const region = 'us-east-2';
const defaultAdmin = { email: 'admin@ditto.local', name: 'Ditto Admin' };
const customAttributes = ['is_super', 'organization'];
/** Attributes a user may write through the app client: everything but `custom:is_super` (an admin decision). */
const writeAttributes = [
  'address',
  'birthdate',
  'email',
  'family_name',
  'gender',
  'given_name',
  'locale',
  'middle_name',
  'name',
  'nickname',
  'phone_number',
  'picture',
  'preferred_username',
  'profile',
  'updated_at',
  'website',
  'zoneinfo',
  'custom:organization',
];

export interface BootstrapInput {
  ctx: Context;
  services: Services;
  createUserPoolClient: Route;
  registry: TokenRegistry;
  stateFile: string;
  admin: Partial<Admin> | undefined;
}

/**
 * Makes sure the pool, its app client, the stack credentials and the seeded admin exist, creating only what is
 * missing: running it twice on the same data directory changes nothing.
 */
export async function bootstrap(input: BootstrapInput): Promise<StackState> {
  const { ctx, services } = input;
  const saved = await readState(input.stateFile);

  const pools = await services.cognito.listUserPools(ctx);
  const userPoolId = pools.some((pool) => pool.Id === saved?.userPoolId)
    ? (saved?.userPoolId ?? '')
    : (await services.cognito.createUserPool(ctx, userPoolDefinition(services.clock.get()))).Id;

  const savedClient = saved ? await services.cognito.getAppClient(ctx, saved.userPoolClientId) : null;
  const userPoolClientId =
    savedClient?.UserPoolId === userPoolId ? savedClient.ClientId : await createAppClient(input, userPoolId);

  const admin: Admin = {
    email: input.admin?.email ?? saved?.admin.email ?? defaultAdmin.email,
    password:
      input.admin?.password ?? (input.admin?.email ? undefined : saved?.admin.password) ?? strongPassword(),
    name: input.admin?.name ?? saved?.admin.name ?? defaultAdmin.name,
  };
  await seedAdmin(
    new UserAdmin(ctx, services, await services.cognito.getUserPool(ctx, userPoolId), input.registry),
    admin,
  );

  const state: StackState = {
    userPoolId,
    userPoolClientId,
    credentials: saved?.credentials ?? newCredentials(),
    admin,
  };
  await writeState(input.stateFile, state);
  return state;
}

function userPoolDefinition(now: Date): UserPool {
  const id = `${region}_${randomText(9)}`;
  return {
    Id: id,
    Name: 'ditto',
    Arn: `arn:aws:cognito-idp:${region}:000000000000:userpool/${id}`,
    CreationDate: now,
    LastModifiedDate: now,
    UsernameAttributes: ['email'],
    AutoVerifiedAttributes: ['email'],
    MfaConfiguration: 'OFF',
    Policies: {
      // The product's policy (`@ditto/contract`), which the web app's forms check too.
      PasswordPolicy: {
        MinimumLength: passwordPolicy.minimumLength,
        RequireUppercase: passwordPolicy.requireUppercase,
        RequireLowercase: passwordPolicy.requireLowercase,
        RequireNumbers: passwordPolicy.requireNumbers,
        RequireSymbols: passwordPolicy.requireSymbols,
        TemporaryPasswordValidityDays: 7,
      },
    },
    SchemaAttributes: [
      ...(USER_POOL_AWS_DEFAULTS.SchemaAttributes ?? []),
      ...customAttributes.map((name) => ({
        Name: `custom:${name}`,
        AttributeDataType: 'String',
        DeveloperOnlyAttribute: false,
        Mutable: true,
        Required: false,
        StringAttributeConstraints: { MinLength: '0', MaxLength: '2048' },
      })),
    ],
  };
}

async function createAppClient(input: BootstrapInput, userPoolId: string): Promise<string> {
  const response = (await input.createUserPoolClient(input.ctx, {
    UserPoolId: userPoolId,
    ClientName: 'ditto-web',
    ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_SRP_AUTH'],
    AccessTokenValidity: 60,
    IdTokenValidity: 60,
    RefreshTokenValidity: 30,
    TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
    ReadAttributes: [...writeAttributes, 'email_verified', 'phone_number_verified', 'custom:is_super'],
    WriteAttributes: writeAttributes,
    EnableTokenRevocation: true,
  })) as { UserPoolClient: Pick<AppClient, 'ClientId'> };
  return response.UserPoolClient.ClientId;
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

/** Random, and always meets the pool's policy (upper, lower, number, length). */
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
