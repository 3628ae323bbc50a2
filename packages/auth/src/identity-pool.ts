import { AuthError } from './errors.ts';
import { createTransport, type FetchLike, type Transport } from './transport.ts';

/** Temporary AWS credentials for the signed-in user, from a Cognito identity pool. */
export interface AwsCredentials {
  identityId: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  /** Epoch milliseconds. */
  expiration: number;
}

export interface IdentityPoolOptions {
  region: string;
  identityPoolId: string;
  userPoolId: string;
  /** The signed-in user's id token (e.g. `(await service.getSession())?.idToken`), or null. */
  getIdToken: () => Promise<string | null>;
  /** Defaults to `https://cognito-identity.<region>.amazonaws.com/`. */
  endpoint?: string;
  fetch?: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export const CREDENTIALS_REFRESH_MS = 50 * 60 * 1000;

/**
 * Optional provider of identity-pool credentials (GetId, then GetCredentialsForIdentity). Credentials are
 * reused for 50 minutes, then fetched again; concurrent callers share one fetch.
 */
export function createIdentityPoolCredentials(options: IdentityPoolOptions) {
  const now = options.now ?? Date.now;
  const transport = createTransport({
    endpoint: options.endpoint ?? `https://cognito-identity.${options.region}.amazonaws.com/`,
    service: 'AWSCognitoIdentityService',
    fetch: (options.fetch ?? ((input, init) => globalThis.fetch(input, init))) as FetchLike,
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
  });
  const loginsKey = `cognito-idp.${options.region}.amazonaws.com/${options.userPoolId}`;
  let cached: { credentials: AwsCredentials; fetchedAt: number } | null = null;
  let identityId: string | null = null;
  let inFlight: Promise<AwsCredentials | null> | null = null;
  /** Bumped by clear(): a fetch started before a sign-out must not cache the old user's identity. */
  let generation = 0;

  const load = async (): Promise<AwsCredentials | null> => {
    const startedIn = generation;
    const idToken = await options.getIdToken();
    if (!idToken) return null;
    const logins = { [loginsKey]: idToken };
    const id = identityId ?? (await getId(transport, options.identityPoolId, logins));
    const credentials = await getCredentials(transport, id, logins);
    if (startedIn !== generation) return null;
    identityId = id;
    cached = { credentials, fetchedAt: now() };
    return credentials;
  };

  return {
    /** Current credentials: cached ones younger than 50 minutes, else fresh ones; null when signed out. */
    async getCredentials(request: { forceRefresh?: boolean } = {}): Promise<AwsCredentials | null> {
      if (!request.forceRefresh && cached && now() - cached.fetchedAt < CREDENTIALS_REFRESH_MS) {
        return cached.credentials;
      }
      if (!inFlight) {
        const fetching = load().finally(() => {
          if (inFlight === fetching) inFlight = null;
        });
        inFlight = fetching;
      }
      return inFlight;
    },
    /** Forgets the identity and credentials (call on sign-out). */
    clear(): void {
      generation++;
      cached = null;
      identityId = null;
      inFlight = null;
    },
  };
}

export type IdentityPoolCredentials = ReturnType<typeof createIdentityPoolCredentials>;

async function getId(transport: Transport, identityPoolId: string, logins: Record<string, string>) {
  const answer = await transport('GetId', { IdentityPoolId: identityPoolId, Logins: logins });
  if (typeof answer.IdentityId !== 'string')
    throw new AuthError('InvalidResponse', 'GetId returned no IdentityId');
  return answer.IdentityId;
}

async function getCredentials(
  transport: Transport,
  identityId: string,
  logins: Record<string, string>,
): Promise<AwsCredentials> {
  const answer = await transport('GetCredentialsForIdentity', { IdentityId: identityId, Logins: logins });
  const credentials = answer.Credentials as Record<string, unknown> | undefined;
  if (!credentials || typeof credentials.AccessKeyId !== 'string') {
    throw new AuthError('InvalidResponse', 'GetCredentialsForIdentity returned no credentials');
  }
  return {
    identityId: typeof answer.IdentityId === 'string' ? answer.IdentityId : identityId,
    accessKeyId: credentials.AccessKeyId,
    secretAccessKey: String(credentials.SecretKey ?? ''),
    sessionToken: String(credentials.SessionToken ?? ''),
    // The service sends the expiration in epoch seconds.
    expiration: Number(credentials.Expiration ?? 0) * 1000,
  };
}
