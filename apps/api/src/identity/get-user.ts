import { z } from 'zod';
import { IdentityProviderUnavailableError, InvalidAccessTokenError } from '../auth/access-token.ts';

export type UserAttributes = Record<string, string>;
export type GetUserAttributes = (accessToken: string) => Promise<UserAttributes>;

const getUserResponseSchema = z.object({
  UserAttributes: z.array(z.object({ Name: z.string(), Value: z.string().optional() })).default([]),
});
const providerErrorSchema = z.object({ __type: z.string().optional() });

// Errors by which the provider says the token or its user is no longer good (revoked, disabled, deleted).
const UNAUTHORIZED_ERRORS = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'PasswordResetRequiredException',
]);

export type GetUserOptions = { endpoint: string; timeoutMs?: number; fetch?: typeof fetch };

/** Cognito's GetUser with the caller's own access token: the user's attributes as a map. */
export function createGetUserAttributes(options: GetUserOptions): GetUserAttributes {
  const doFetch = options.fetch ?? fetch;
  return async (accessToken) => {
    let response: Response;
    try {
      response = await doFetch(options.endpoint, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-amz-json-1.1',
          'X-Amz-Target': 'AWSCognitoIdentityProviderService.GetUser',
        },
        body: JSON.stringify({ AccessToken: accessToken }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
      });
    } catch (error) {
      throw new IdentityProviderUnavailableError('Identity provider unavailable', { cause: error });
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw toGetUserError(response.status, body);
    const parsed = getUserResponseSchema.safeParse(body);
    if (!parsed.success)
      throw new IdentityProviderUnavailableError('Unexpected answer from the identity provider');
    return Object.fromEntries(
      parsed.data.UserAttributes.map((attribute) => [attribute.Name, attribute.Value ?? '']),
    );
  };
}

function toGetUserError(status: number, body: unknown): Error {
  // Cognito names the error in `__type`, sometimes prefixed with a namespace (`...#NotAuthorizedException`).
  const type = providerErrorSchema.safeParse(body).data?.__type?.split('#').pop();
  if (status === 400 && type && UNAUTHORIZED_ERRORS.has(type))
    return new InvalidAccessTokenError('Invalid access token');
  return new IdentityProviderUnavailableError(
    `Identity provider answered ${status}${type ? ` ${type}` : ''}`,
  );
}
