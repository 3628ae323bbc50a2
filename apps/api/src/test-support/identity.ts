import { z } from 'zod';

/** The identity fields `startApiServer` needs, picked from a started identity provider. */
export function identityOf(idp: {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  issuer: string;
  jwksUri: string;
  endpoint: string;
}) {
  const { region, userPoolId, userPoolClientId, issuer, jwksUri, endpoint } = idp;
  return { region, userPoolId, userPoolClientId, issuer, jwksUri, endpoint };
}

const authResultSchema = z.object({
  AuthenticationResult: z.object({ AccessToken: z.string(), IdToken: z.string(), RefreshToken: z.string() }),
});
export type SignInTokens = { accessToken: string; idToken: string; refreshToken: string };

/** Signs in as a browser does (USER_PASSWORD_AUTH), with plain fetch to the provider's endpoint. */
export async function signIn(
  idp: { endpoint: string; userPoolClientId: string },
  username: string,
  password: string,
): Promise<SignInTokens> {
  const response = await fetch(idp.endpoint, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: idp.userPoolClientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  });
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`Sign-in failed (${response.status}): ${JSON.stringify(body)}`);
  const { AuthenticationResult: result } = authResultSchema.parse(body);
  return { accessToken: result.AccessToken, idToken: result.IdToken, refreshToken: result.RefreshToken };
}

/** Calls one target of the identity provider's JSON API, as a browser would (no IAM signature). */
export async function callIdentityProvider(
  idp: { endpoint: string },
  target: string,
  body: Record<string, unknown>,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(idp.endpoint, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => undefined) };
}
