import { createPrivateKey } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminDisableUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  generateKeyPair,
  jwtVerify,
  SignJWT,
} from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type IdentityProvider, type MailboxEntry, startIdentityProvider } from './index.ts';
import { callCognito, goodPassword, signIn, uniqueEmail } from './test-support.ts';

let idp: IdentityProvider;
const delivered: MailboxEntry[] = [];

beforeAll(async () => {
  idp = await startIdentityProvider({ onCode: (mail) => delivered.push(mail) });
});
afterAll(() => idp.stop());
afterEach(() => {
  vi.useRealTimers();
});

async function getUser(accessToken: string) {
  return callCognito(idp, 'GetUser', { AccessToken: accessToken });
}

function attribute(body: Record<string, unknown>, name: string): string | undefined {
  const attributes = body.UserAttributes as Array<{ Name: string; Value: string }>;
  return attributes.find((item) => item.Name === name)?.Value;
}

function adminClient(credentials = idp.credentials) {
  return new CognitoIdentityProviderClient({
    endpoint: idp.endpoint,
    region: idp.region,
    credentials,
    maxAttempts: 1,
  });
}

describe('sign-up and sign-in', () => {
  it('emails a code on sign-up, confirms with it and signs in with USER_PASSWORD_AUTH', async () => {
    const email = uniqueEmail('signup');
    const signUp = await callCognito(idp, 'SignUp', {
      ClientId: idp.userPoolClientId,
      Username: email,
      Password: goodPassword,
      UserAttributes: [{ Name: 'name', Value: 'Sam Signup' }],
    });
    expect(signUp.status).toBe(200);
    expect(signUp.body.UserConfirmed).toBe(false);

    const code = await idp.readCode(email);
    expect(idp.mailbox.all().find((mail) => mail.email === email)).toMatchObject({ code, reason: 'signup' });
    expect(delivered.some((mail) => mail.email === email && mail.code === code)).toBe(true);

    const refusedBeforeConfirm = await callCognito(idp, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: idp.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: goodPassword },
    });
    expect(refusedBeforeConfirm.body.__type).toBe('UserNotConfirmedException');

    const confirm = await callCognito(idp, 'ConfirmSignUp', {
      ClientId: idp.userPoolClientId,
      Username: email,
      ConfirmationCode: code,
    });
    expect(confirm.status).toBe(200);

    const tokens = await signIn(idp, email, goodPassword);
    const user = await getUser(tokens.accessToken);
    expect(user.status).toBe(200);
    expect(attribute(user.body, 'email')).toBe(email);
    expect(attribute(user.body, 'name')).toBe('Sam Signup');
    expect(attribute(user.body, 'email_verified')).toBe('true');
  });

  it('delivers a new code on ResendConfirmationCode, and ConfirmSignUp accepts it', async () => {
    const email = uniqueEmail('resend');
    await callCognito(idp, 'SignUp', {
      ClientId: idp.userPoolClientId,
      Username: email,
      Password: goodPassword,
    });
    const firstCode = await idp.readCode(email);
    const resentAt = new Date();

    const resend = await callCognito(idp, 'ResendConfirmationCode', {
      ClientId: idp.userPoolClientId,
      Username: email,
    });
    expect(resend.status).toBe(200);
    expect(resend.body.CodeDeliveryDetails).toMatchObject({
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });

    const secondCode = await idp.readCode(email, { after: resentAt });
    const entries = idp.mailbox.all().filter((mail) => mail.email === email);
    expect(entries.map((mail) => mail.reason)).toEqual(['signup', 'resend']);
    expect(entries[1]?.code).toBe(secondCode);

    if (secondCode !== firstCode) {
      const stale = await callCognito(idp, 'ConfirmSignUp', {
        ClientId: idp.userPoolClientId,
        Username: email,
        ConfirmationCode: firstCode,
      });
      expect(stale.body.__type).toBe('CodeMismatchException');
    }
    const confirm = await callCognito(idp, 'ConfirmSignUp', {
      ClientId: idp.userPoolClientId,
      Username: email,
      ConfirmationCode: secondCode,
    });
    expect(confirm.status).toBe(200);
    await expect(signIn(idp, email, goodPassword)).resolves.toHaveProperty('accessToken');
  });

  it('refuses to resend a code to a confirmed user', async () => {
    const email = uniqueEmail('confirmed');
    await idp.createUser({ email, password: goodPassword });
    const resend = await callCognito(idp, 'ResendConfirmationCode', {
      ClientId: idp.userPoolClientId,
      Username: email,
    });
    expect(resend.status).toBe(400);
    expect(resend.body).toEqual({
      __type: 'InvalidParameterException',
      message: 'User is already confirmed.',
    });
  });

  it('refuses a weak password on SignUp and ChangePassword with the pool policy wording', async () => {
    const email = uniqueEmail('weak');
    const weak = await callCognito(idp, 'SignUp', {
      ClientId: idp.userPoolClientId,
      Username: email,
      Password: 'short1A',
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({
      __type: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password not long enough',
    });
    const noUpper = await callCognito(idp, 'SignUp', {
      ClientId: idp.userPoolClientId,
      Username: email,
      Password: 'lowercase1only',
    });
    expect(noUpper.body.message).toBe(
      'Password did not conform with policy: Password must have uppercase characters',
    );
    expect(idp.mailbox.all().some((mail) => mail.email === email)).toBe(false);

    await idp.createUser({ email, password: goodPassword });
    const { accessToken } = await signIn(idp, email, goodPassword);
    const change = await callCognito(idp, 'ChangePassword', {
      AccessToken: accessToken,
      PreviousPassword: goodPassword,
      ProposedPassword: 'NoDigitsHere',
    });
    expect(change.body).toEqual({
      __type: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password must have numeric characters',
    });
    await expect(signIn(idp, email, goodPassword)).resolves.toHaveProperty('accessToken');
  });

  it('refuses a wrong previous password on ChangePassword as Cognito does', async () => {
    const email = uniqueEmail('change-wrong');
    await idp.createUser({ email, password: goodPassword });
    const { accessToken } = await signIn(idp, email, goodPassword);
    const change = await callCognito(idp, 'ChangePassword', {
      AccessToken: accessToken,
      PreviousPassword: `${goodPassword}x`,
      ProposedPassword: 'Another-Pass-99',
    });
    expect(change.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    await expect(signIn(idp, email, goodPassword)).resolves.toHaveProperty('accessToken');
  });
});

describe('password reset', () => {
  it('emails a reset code, refuses a weak new password and accepts a strong one', async () => {
    const email = uniqueEmail('forgot');
    await idp.createUser({ email, password: goodPassword });
    const forgot = await callCognito(idp, 'ForgotPassword', {
      ClientId: idp.userPoolClientId,
      Username: email,
    });
    expect(forgot.status).toBe(200);
    const code = await idp.readCode(email);
    expect(idp.mailbox.all().find((mail) => mail.email === email)?.reason).toBe('forgot-password');

    const weak = await callCognito(idp, 'ConfirmForgotPassword', {
      ClientId: idp.userPoolClientId,
      Username: email,
      ConfirmationCode: code,
      Password: 'weakpass',
    });
    expect(weak.body.__type).toBe('InvalidPasswordException');
    const reset = await callCognito(idp, 'ConfirmForgotPassword', {
      ClientId: idp.userPoolClientId,
      Username: email,
      ConfirmationCode: code,
      Password: 'Brand-New-Pass2',
    });
    expect(reset.status).toBe(200);
    await expect(signIn(idp, email, 'Brand-New-Pass2')).resolves.toHaveProperty('accessToken');
  });
});

describe('the OAuth token endpoint', () => {
  const refreshAt = (refreshToken: string) =>
    fetch(`${idp.endpoint}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: idp.userPoolClientId,
        refresh_token: refreshToken,
      }),
    });

  it("refreshes a good session, and refuses a disabled user's refresh token at once", async () => {
    const email = uniqueEmail('oauth');
    await idp.createUser({ email, password: goodPassword });
    const { refreshToken } = await signIn(idp, email, goodPassword);
    const good = await refreshAt(refreshToken);
    expect(good.status).toBe(200);
    expect(await good.json()).toHaveProperty('access_token');

    await idp.setEnabled(email, false);
    const refused = await refreshAt(refreshToken);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('attempts per client address', () => {
  it('answers TooManyRequestsException past the per-minute limit on sign-in, sign-up and reset', async () => {
    const strict = await startIdentityProvider({ attemptsPerMinute: 3 });
    try {
      const attempt = () =>
        callCognito(strict, 'InitiateAuth', {
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: strict.userPoolClientId,
          AuthParameters: { USERNAME: strict.admin.email, PASSWORD: 'Wrong-Guess1' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).body.__type).toBe('NotAuthorizedException');
      const throttled = await attempt();
      expect(throttled.status).toBe(400);
      expect(throttled.body).toEqual({ __type: 'TooManyRequestsException', message: 'Rate exceeded' });
      const reset = await callCognito(strict, 'ForgotPassword', {
        ClientId: strict.userPoolClientId,
        Username: strict.admin.email,
      });
      expect(reset.body.__type).toBe('TooManyRequestsException');
    } finally {
      await strict.stop();
    }
  });
});

describe('odd request targets', () => {
  it('answers GET // instead of crashing', async () => {
    const response = await fetch(`${idp.endpoint}//`);
    expect(response.status).toBeLessThan(500);
    expect((await fetch(`${idp.jwksUri}`)).status).toBe(200); // still serving
  });
});

describe('codes are required', () => {
  it("refuses a password reset with no code, even for a user who never asked for one (the admin's included)", async () => {
    for (const confirmationCode of [undefined, '', '  ']) {
      const reset = await callCognito(idp, 'ConfirmForgotPassword', {
        ClientId: idp.userPoolClientId,
        Username: idp.admin.email,
        ...(confirmationCode === undefined ? {} : { ConfirmationCode: confirmationCode }),
        Password: 'Taken-Over-Pass9',
      });
      expect(reset.body.__type).toBe('CodeMismatchException');
    }
    await expect(signIn(idp, idp.admin.email, 'Taken-Over-Pass9')).rejects.toThrow();
    await expect(signIn(idp, idp.admin.email, idp.admin.password)).resolves.toHaveProperty('accessToken');
  });

  it('refuses to verify an attribute or confirm a sign-up without a code', async () => {
    const email = uniqueEmail('nocode');
    await idp.createUser({ email, password: goodPassword });
    const { accessToken } = await signIn(idp, email, goodPassword);
    const verify = await callCognito(idp, 'VerifyUserAttribute', {
      AccessToken: accessToken,
      AttributeName: 'email',
    });
    expect(verify.body.__type).toBe('CodeMismatchException');
    const confirm = await callCognito(idp, 'ConfirmSignUp', {
      ClientId: idp.userPoolClientId,
      Username: email,
    });
    expect(confirm.body.__type).toBe('CodeMismatchException');
  });

  it('mails six-digit codes', async () => {
    const email = uniqueEmail('digits');
    await idp.createUser({ email, password: goodPassword });
    await callCognito(idp, 'ForgotPassword', { ClientId: idp.userPoolClientId, Username: email });
    expect(await idp.readCode(email)).toMatch(/^\d{6}$/);
  });
});

describe('attribute writes', () => {
  it("refuses a user's own write of custom:is_super and changes nothing", async () => {
    const email = uniqueEmail('escalate');
    await idp.createUser({ email, password: goodPassword, attributes: { name: 'Eve' } });
    const { accessToken } = await signIn(idp, email, goodPassword);

    const update = await callCognito(idp, 'UpdateUserAttributes', {
      AccessToken: accessToken,
      UserAttributes: [
        { Name: 'name', Value: 'Eve Admin' },
        { Name: 'custom:is_super', Value: 'true' },
      ],
    });
    expect(update.status).toBe(400);
    expect(update.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'A client attempted to write unauthorized attribute',
    });
    const user = await getUser(accessToken);
    expect(attribute(user.body, 'custom:is_super')).toBeUndefined();
    expect(attribute(user.body, 'name')).toBe('Eve');

    // The organization is the API's to write (PATCH /profile, with admin calls), so that profile and pool agree.
    const organization = await callCognito(idp, 'UpdateUserAttributes', {
      AccessToken: accessToken,
      UserAttributes: [{ Name: 'custom:organization', Value: 'Acme' }],
    });
    expect(organization.body.__type).toBe('NotAuthorizedException');

    const allowed = await callCognito(idp, 'UpdateUserAttributes', {
      AccessToken: accessToken,
      UserAttributes: [{ Name: 'name', Value: 'Eve Renamed' }],
    });
    expect(allowed.status).toBe(200);
    const after = await getUser(accessToken);
    expect(attribute(after.body, 'name')).toBe('Eve Renamed');
    expect(attribute(after.body, 'custom:organization')).toBeUndefined();
  });

  it('refuses custom:is_super on SignUp and creates no user', async () => {
    const email = uniqueEmail('signup-super');
    const signUp = await callCognito(idp, 'SignUp', {
      ClientId: idp.userPoolClientId,
      Username: email,
      Password: goodPassword,
      UserAttributes: [{ Name: 'custom:is_super', Value: 'true' }],
    });
    expect(signUp.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'A client attempted to write unauthorized attribute',
    });
    const retry = await callCognito(idp, 'SignUp', {
      ClientId: idp.userPoolClientId,
      Username: email,
      Password: goodPassword,
    });
    expect(retry.status).toBe(200);
  });

  it('lets the admin side set custom:is_super', async () => {
    const email = uniqueEmail('promoted');
    await idp.createUser({ email, password: goodPassword });
    await idp.setAttributes(email, { 'custom:is_super': 'true' });
    const { accessToken } = await signIn(idp, email, goodPassword);
    expect(attribute((await getUser(accessToken)).body, 'custom:is_super')).toBe('true');
  });
});

describe('disabled users', () => {
  it('cannot sign in or refresh, and their tokens stop working', async () => {
    const email = uniqueEmail('disabled');
    await idp.createUser({ email, password: goodPassword });
    const before = await signIn(idp, email, goodPassword);

    await idp.setEnabled(email, false);
    const refused = await callCognito(idp, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: idp.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: goodPassword },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ __type: 'NotAuthorizedException', message: 'User is disabled.' });
    const refresh = await callCognito(idp, 'InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: idp.userPoolClientId,
      AuthParameters: { REFRESH_TOKEN: before.refreshToken },
    });
    // As on Cognito, the refusal says why: the app tells its user an administrator ended the session.
    expect(refresh.body).toEqual({ __type: 'NotAuthorizedException', message: 'User is disabled.' });
    expect((await getUser(before.accessToken)).body.message).toBe('Access Token has been revoked');

    await idp.setEnabled(email, true);
    await expect(signIn(idp, email, goodPassword)).resolves.toHaveProperty('accessToken');
  });
});

describe('access tokens', () => {
  let email: string;
  let tokens: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    email = uniqueEmail('tokens');
    await idp.createUser({ email, password: goodPassword, attributes: { name: 'Tina' } });
    tokens = await signIn(idp, email, goodPassword);
  });

  it('are verifiable with jose through jwksUri (issuer, token_use, client_id)', async () => {
    const { payload, protectedHeader } = await jwtVerify(
      tokens.accessToken,
      createRemoteJWKSet(new URL(idp.jwksUri)),
      {
        issuer: idp.issuer,
      },
    );
    expect(idp.issuer).toBe(`${idp.endpoint}/${idp.userPoolId}`);
    expect(idp.userPoolId).toMatch(/^us-east-2_[0-9A-Za-z]+$/);
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.token_use).toBe('access');
    expect(payload.client_id).toBe(idp.userPoolClientId);
    const { payload: id } = await jwtVerify(tokens.idToken, createRemoteJWKSet(new URL(idp.jwksUri)), {
      issuer: idp.issuer,
      audience: idp.userPoolClientId,
    });
    expect(id.email).toBe(email);
  });

  it('refuses a forged access token on GetUser', async () => {
    const [header, , signature] = tokens.accessToken.split('.');
    const claims = decodeJwt(tokens.accessToken);
    const tamperedPayload = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString(
      'base64url',
    );
    const tampered = await getUser(`${header}.${tamperedPayload}.${signature}`);
    expect(tampered.status).toBe(400);
    expect(tampered.body).toEqual({ __type: 'NotAuthorizedException', message: 'Invalid Access Token' });

    const { privateKey } = await generateKeyPair('RS256');
    const otherKey = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .sign(privateKey);
    expect((await getUser(otherKey)).body.message).toBe('Invalid Access Token');
    expect((await getUser(tokens.idToken)).body.message).toBe('Invalid Access Token');
    expect((await getUser('not-a-token')).body.message).toBe('Invalid Access Token');
  });

  // cognito-local's npm package ships the private key it signs with: tokens made with it must be worthless here.
  it("signs with the stack's own key: a token signed with cognito-local's published key is refused", async () => {
    const published: { pem: string; jwk: { n: string } } = createRequire(import.meta.url)(
      'cognito-local/lib/keys/cognitoLocal.private.json',
    );
    const copy = await new SignJWT(decodeJwt(tokens.accessToken))
      .setProtectedHeader(decodeProtectedHeader(tokens.accessToken) as { alg: 'RS256'; kid: string })
      .sign(createPrivateKey(published.pem));
    expect(await getUser(copy)).toMatchObject({ status: 400, body: { message: 'Invalid Access Token' } });
    expect((await getUser(tokens.accessToken)).status).toBe(200);

    const jwks = (await (await fetch(idp.jwksUri)).json()) as { keys: Array<{ n: string; kid: string }> };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]?.n).not.toBe(published.jwk.n);
    expect(jwks.keys[0]?.kid).toBe(decodeProtectedHeader(tokens.accessToken).kid);
  });

  it('refuses an expired access token on GetUser', async () => {
    expect((await getUser(tokens.accessToken)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61 * 60 * 1000);
    const expired = await getUser(tokens.accessToken);
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({ __type: 'NotAuthorizedException', message: 'Access Token has expired' });
  });

  it('refresh with REFRESH_TOKEN_AUTH issues a working access token', async () => {
    const refresh = await callCognito(idp, 'InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: idp.userPoolClientId,
      AuthParameters: { REFRESH_TOKEN: tokens.refreshToken },
    });
    expect(refresh.status).toBe(200);
    const result = refresh.body.AuthenticationResult as Record<string, string>;
    expect(result.AccessToken).not.toBe(tokens.accessToken);
    expect((await getUser(result.AccessToken ?? '')).status).toBe(200);
  });
});

describe('GlobalSignOut', () => {
  it('revokes earlier access and refresh tokens but not tokens issued afterwards', async () => {
    const email = uniqueEmail('signout');
    await idp.createUser({ email, password: goodPassword });
    const first = await signIn(idp, email, goodPassword);
    const second = await signIn(idp, email, goodPassword);
    const refreshed = await callCognito(idp, 'InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: idp.userPoolClientId,
      AuthParameters: { REFRESH_TOKEN: first.refreshToken },
    });
    const refreshedAccess = (refreshed.body.AuthenticationResult as Record<string, string>).AccessToken ?? '';

    const signOut = await callCognito(idp, 'GlobalSignOut', { AccessToken: first.accessToken });
    expect(signOut.status).toBe(200);
    // Within the same second as the sign-out: must still be accepted.
    const after = await signIn(idp, email, goodPassword);

    for (const token of [first.accessToken, second.accessToken, refreshedAccess]) {
      expect(await getUser(token)).toMatchObject({
        status: 400,
        body: { __type: 'NotAuthorizedException', message: 'Access Token has been revoked' },
      });
    }
    for (const refreshToken of [first.refreshToken, second.refreshToken]) {
      const refresh = await callCognito(idp, 'InitiateAuth', {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: idp.userPoolClientId,
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      });
      expect(refresh.body).toEqual({
        __type: 'NotAuthorizedException',
        message: 'Refresh Token has been revoked',
      });
    }
    expect((await getUser(after.accessToken)).status).toBe(200);
    const refreshAfter = await callCognito(idp, 'InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: idp.userPoolClientId,
      AuthParameters: { REFRESH_TOKEN: after.refreshToken },
    });
    expect(refreshAfter.status).toBe(200);
  });

  it('RevokeToken revokes a refresh token and the access tokens issued with it', async () => {
    const email = uniqueEmail('revoke');
    await idp.createUser({ email, password: goodPassword });
    const revoked = await signIn(idp, email, goodPassword);
    const kept = await signIn(idp, email, goodPassword);
    const revoke = await callCognito(idp, 'RevokeToken', {
      ClientId: idp.userPoolClientId,
      Token: revoked.refreshToken,
    });
    expect(revoke.status).toBe(200);
    expect((await getUser(revoked.accessToken)).body.message).toBe('Access Token has been revoked');
    expect((await getUser(kept.accessToken)).status).toBe(200);
  });
});

describe('IAM-signed operations', () => {
  it('accepts Admin* calls signed with the stack credentials', async () => {
    const email = uniqueEmail('admin-call');
    await idp.createUser({ email, password: goodPassword });
    await adminClient().send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: idp.userPoolId,
        Username: email,
        UserAttributes: [{ Name: 'custom:is_super', Value: 'true' }],
      }),
    );
    const user = await adminClient().send(
      new AdminGetUserCommand({ UserPoolId: idp.userPoolId, Username: email }),
    );
    expect(user.UserAttributes?.find((item) => item.Name === 'custom:is_super')?.Value).toBe('true');
  });

  it('AdminDisableUser blocks sign-in and revokes the tokens; AdminSetUserPassword keeps the policy', async () => {
    const email = uniqueEmail('admin-disable');
    await idp.createUser({ email, password: goodPassword });
    const tokens = await signIn(idp, email, goodPassword);
    await adminClient().send(new AdminDisableUserCommand({ UserPoolId: idp.userPoolId, Username: email }));
    expect((await getUser(tokens.accessToken)).body.message).toBe('Access Token has been revoked');
    await expect(signIn(idp, email, goodPassword)).rejects.toThrow('User is disabled.');

    await expect(
      adminClient().send(
        new AdminSetUserPasswordCommand({
          UserPoolId: idp.userPoolId,
          Username: email,
          Password: 'weak',
          Permanent: true,
        }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidPasswordException' });
  });

  it('pages ListUsers like Cognito: Limit (at most 60), PaginationToken, filtered by email prefix', async () => {
    const prefix = uniqueEmail('pages').split('@')[0] ?? 'pages';
    const emails = ['a', 'b', 'c'].map((letter) => `${prefix}-${letter}@example.com`);
    await Promise.all(emails.map((email) => idp.createUser({ email, password: goodPassword })));
    const list = (PaginationToken?: string) =>
      adminClient().send(
        new ListUsersCommand({
          UserPoolId: idp.userPoolId,
          Filter: `email ^= "${prefix}-"`,
          Limit: 2,
          ...(PaginationToken ? { PaginationToken } : {}),
        }),
      );
    const first = await list();
    expect(first.Users).toHaveLength(2);
    expect(first.PaginationToken).toEqual(expect.any(String));
    const second = await list(first.PaginationToken);
    expect(second.Users).toHaveLength(1);
    expect(second.PaginationToken).toBeUndefined();
    const seen = [...(first.Users ?? []), ...(second.Users ?? [])].map(
      (user) => user.Attributes?.find((item) => item.Name === 'email')?.Value,
    );
    expect(seen.sort()).toEqual(emails);

    await expect(list('not-a-token')).rejects.toMatchObject({ name: 'InvalidParameterException' });
    await expect(
      adminClient().send(new ListUsersCommand({ UserPoolId: idp.userPoolId, Limit: 61 })),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });
  });

  it('knows no user named like a built-in property of objects', async () => {
    for (const Username of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      await expect(
        adminClient().send(new AdminGetUserCommand({ UserPoolId: idp.userPoolId, Username })),
      ).rejects.toMatchObject({ name: 'UserNotFoundException' });
    }
  });

  it('refuses Admin* calls that are unsigned or signed with other credentials', async () => {
    const email = uniqueEmail('admin-refused');
    await idp.createUser({ email, password: goodPassword });
    const unsigned = await callCognito(idp, 'AdminUpdateUserAttributes', {
      UserPoolId: idp.userPoolId,
      Username: email,
      UserAttributes: [{ Name: 'custom:is_super', Value: 'true' }],
    });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body).toEqual({
      __type: 'UnrecognizedClientException',
      message: 'The security token included in the request is invalid.',
    });

    const intruder = adminClient({
      accessKeyId: idp.credentials.accessKeyId,
      secretAccessKey: 'wrong-secret',
    });
    await expect(
      intruder.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: idp.userPoolId,
          Username: email,
          UserAttributes: [{ Name: 'custom:is_super', Value: 'true' }],
        }),
      ),
    ).rejects.toMatchObject({ name: 'UnrecognizedClientException', $metadata: { httpStatusCode: 400 } });
    const { accessToken } = await signIn(idp, email, goodPassword);
    expect(attribute((await getUser(accessToken)).body, 'custom:is_super')).toBeUndefined();
  });
});

describe('browser access', () => {
  it('answers CORS preflight and marks responses readable from any origin', async () => {
    const preflight = await fetch(`${idp.endpoint}/`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-amz-target,x-amz-user-agent',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-amz-target');

    const refused = await callCognito(idp, 'GetUser', { AccessToken: 'x' });
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    const unsigned = await callCognito(idp, 'AdminGetUser', {});
    expect(unsigned.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('serves an OpenID configuration naming the real issuer and JWKS', async () => {
    const response = await fetch(`${idp.issuer}/.well-known/openid-configuration`);
    expect(await response.json()).toMatchObject({ issuer: idp.issuer, jwks_uri: idp.jwksUri });
  });
});

describe('bootstrap', () => {
  it('is idempotent on the same data directory and keeps credentials, admin and revocations', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ditto-idp-test-'));
    try {
      const first = await startIdentityProvider({ dataDir });
      expect(first.admin.email).toBe('admin@ditto.local');
      expect(first.admin.name).toBe('Ditto Admin');
      const adminTokens = await signIn(first, first.admin.email, first.admin.password);
      expect(decodeJwt(adminTokens.idToken)['custom:is_super']).toBe('true');
      const revoked = await signIn(first, first.admin.email, first.admin.password);
      await callCognito(first, 'GlobalSignOut', { AccessToken: revoked.accessToken });
      const kept = await signIn(first, first.admin.email, first.admin.password);
      await first.stop();

      // Same port, so that the issuer (and with it the earlier tokens) stays the same.
      const second = await startIdentityProvider({ dataDir, port: Number(new URL(first.endpoint).port) });
      try {
        expect(second.userPoolId).toBe(first.userPoolId);
        expect(second.userPoolClientId).toBe(first.userPoolClientId);
        expect(second.admin).toEqual(first.admin);
        expect(second.credentials).toEqual(first.credentials);

        const client = new CognitoIdentityProviderClient({
          endpoint: second.endpoint,
          region: second.region,
          credentials: second.credentials,
          maxAttempts: 1,
        });
        const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
        expect(pools.UserPools?.map((pool) => pool.Id)).toEqual([first.userPoolId]);
        const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: second.userPoolId }));
        expect(clients.UserPoolClients?.map((item) => item.ClientId)).toEqual([first.userPoolClientId]);
        const users = await client.send(new ListUsersCommand({ UserPoolId: second.userPoolId }));
        expect(users.Users).toHaveLength(1);

        const revokedAfterRestart = await callCognito(second, 'GetUser', {
          AccessToken: revoked.accessToken,
        });
        expect(revokedAfterRestart.body.message).toBe('Access Token has been revoked');
        expect((await callCognito(second, 'GetUser', { AccessToken: kept.accessToken })).status).toBe(200);
        await expect(signIn(second, second.admin.email, second.admin.password)).resolves.toHaveProperty(
          'accessToken',
        );
      } finally {
        await second.stop();
      }
      expect((await readdir(dataDir)).sort()).toEqual([
        'cognito',
        'signing-key.json',
        'stack.json',
        'tokens.json',
      ]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('removes its temporary data directory on stop', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'ditto-idp-parent-'));
    try {
      vi.stubEnv('TMPDIR', parent);
      const temporary = await startIdentityProvider();
      const created = await readdir(parent);
      expect(created).toHaveLength(1);
      expect(await readdir(join(parent, created[0] ?? ''))).toContain('stack.json');
      await temporary.stop();
      expect(await readdir(parent)).toEqual([]);
    } finally {
      vi.unstubAllEnvs();
      await rm(parent, { recursive: true, force: true });
    }
  });
});
