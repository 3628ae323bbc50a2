import type { IdentityProvider } from './identity-provider.ts';

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/** Calls the Cognito JSON API exactly as the browser SDK does: a plain, unsigned POST. */
export async function callCognito(
  idp: Pick<IdentityProvider, 'endpoint'>,
  operation: string,
  body: Record<string, unknown>,
): Promise<ApiResponse> {
  const response = await fetch(`${idp.endpoint}/`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
}

export interface SignedIn {
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

export async function signIn(idp: IdentityProvider, email: string, password: string): Promise<SignedIn> {
  const { status, body } = await callCognito(idp, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: idp.userPoolClientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  if (status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  const result = body.AuthenticationResult as Record<string, string>;
  return {
    accessToken: result.AccessToken ?? '',
    idToken: result.IdToken ?? '',
    refreshToken: result.RefreshToken ?? '',
  };
}

let counter = 0;
/** A fresh email per test, so tests sharing one provider do not collide. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${counter}-${Date.now()}@example.com`;
}

export const goodPassword = 'Correct-Horse1';
