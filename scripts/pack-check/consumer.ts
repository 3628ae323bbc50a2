// Type-checked (never run) in the scratch project against the `.d.ts` files the tarballs ship: a wrong or missing
// type there fails the check, and each `@ts-expect-error` fails it too if the types it probes were `any`.

import { type ApiClient, ApiError, createApiClient, type Health, type Profile } from '@ditto/api-client';
import {
  type AuthResult,
  type AuthService,
  type AuthSession,
  createAuthService,
  createMemoryStorage,
  successMessages,
} from '@ditto/auth';
import { healthSchema } from '@ditto/contract';

const service: AuthService = createAuthService({
  region: 'us-east-2',
  userPoolId: 'us-east-2_pack',
  userPoolClientId: 'pack-client',
  storage: createMemoryStorage(),
});
const reset: AuthResult = await service.resetPassword({ username: 'ada@example.com' });
const message: string = reset.success ? reset.message : reset.error;
const session: AuthSession | null = await service.getSession();
const wording: 'Sign in successful' = successMessages.signIn;

// @ts-expect-error the configuration needs the user pool's client id
createAuthService({ region: 'us-east-2', userPoolId: 'us-east-2_pack' });

const client: ApiClient = createApiClient({ baseUrl: '/api', getAccessToken: async () => 'token' });
const profile: Profile = await client.getProfile();
const organization: string | null = profile.organization;
const health: Health = healthSchema.parse(await client.getHealth());
// @ts-expect-error the database is one of the contract's
const database: 'mysql' = health.database;
// @ts-expect-error a profile update takes a name or an organization, not an email
await client.updateProfile({ email: 'ada@example.com' });

function describe(error: unknown): string {
  return error instanceof ApiError ? `${error.status} ${error.code ?? ''}` : String(error);
}

export const used = [message, session, wording, organization, database, describe];
