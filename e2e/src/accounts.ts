import type { ReadCode } from './mailbox.ts';
import type { Account } from './stack-state.ts';

interface WebConfig {
  identityEndpoint: string;
  userPoolClientId: string;
}

/** One identity-provider call, as the browser makes it (JSON over POST, the operation in a header). */
async function cognito(config: WebConfig, operation: string, body: object): Promise<void> {
  const response = await fetch(config.identityEndpoint, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify({ ClientId: config.userPoolClientId, ...body }),
  });
  if (!response.ok) throw new Error(`${operation} failed (${response.status}): ${await response.text()}`);
}

/**
 * A new confirmed account for one journey, signed up through the stack's own identity provider (the config the
 * web app reads tells where it is) and confirmed with the emailed code, so journeys never share a user.
 */
export async function createAccount(
  webUrl: string,
  readCode: ReadCode,
  label: string,
  password = 'Journey-Pass-2024',
  name = `${label[0]?.toUpperCase() ?? ''}${label.slice(1)} Journey`,
): Promise<Account> {
  const config = (await (await fetch(new URL('/config.json', webUrl))).json()) as WebConfig;
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await cognito(config, 'SignUp', {
    Username: email,
    Password: password,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'name', Value: name },
    ],
  });
  await cognito(config, 'ConfirmSignUp', { Username: email, ConfirmationCode: await readCode(email) });
  return { email, password, name };
}

/** Signs in as the browser does (USER_PASSWORD_AUTH) and returns the access token, for seeding data through the API. */
export async function accessToken(
  webUrl: string,
  account: Pick<Account, 'email' | 'password'>,
): Promise<string> {
  const config = (await (await fetch(new URL('/config.json', webUrl))).json()) as WebConfig;
  const response = await fetch(config.identityEndpoint, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      ClientId: config.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
    }),
  });
  if (!response.ok) throw new Error(`InitiateAuth failed (${response.status}): ${await response.text()}`);
  const body = (await response.json()) as { AuthenticationResult?: { AccessToken?: string } };
  const token = body.AuthenticationResult?.AccessToken;
  if (!token) throw new Error('InitiateAuth returned no access token');
  return token;
}

/** GlobalSignOut with the user's own access token: the provider revokes every token of every session they have. */
export async function signOutEverywhere(webUrl: string, token: string): Promise<void> {
  const config = (await (await fetch(new URL('/config.json', webUrl))).json()) as WebConfig;
  const response = await fetch(config.identityEndpoint, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': 'AWSCognitoIdentityProviderService.GlobalSignOut',
    },
    body: JSON.stringify({ AccessToken: token }),
  });
  if (!response.ok) throw new Error(`GlobalSignOut failed (${response.status}): ${await response.text()}`);
}
