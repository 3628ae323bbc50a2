import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IdentityProvider, startIdentityProvider } from './identity-provider.ts';
import { defaultPoolTemplate } from './pool-template.ts';
import { maskDestination } from './router.ts';
import { callCognito, goodPassword, uniqueEmail } from './test-support.ts';

// How the pool answers for users it does not have, driven by the template's PreventUserExistenceErrors
// (deploy/cognito-user-pool.yaml says ENABLED; a copy says LEGACY), through the real local server.

const signInFailure = { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' };
const codeMismatch = {
  __type: 'CodeMismatchException',
  message: 'Invalid verification code provided, please try again.',
};

const signIn = (idp: IdentityProvider, email: string, password: string) =>
  callCognito(idp, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: idp.userPoolClientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
const byUsername = (idp: IdentityProvider, operation: string, email: string, extra = {}) =>
  callCognito(idp, operation, { ClientId: idp.userPoolClientId, Username: email, ...extra });
const mailsTo = (idp: IdentityProvider, email: string) =>
  idp.mailbox.all().filter((mail) => mail.email === email).length;

async function signedUpUnconfirmed(idp: IdentityProvider, email: string) {
  await byUsername(idp, 'SignUp', email, { Password: goodPassword, UserAttributes: [] });
  await idp.readCode(email);
}

describe('PreventUserExistenceErrors: ENABLED (the template)', () => {
  let idp: IdentityProvider;
  beforeAll(async () => {
    idp = await startIdentityProvider();
  });
  afterAll(() => idp.stop());

  it('answers a wrong password and an unknown email alike', async () => {
    const email = uniqueEmail('known');
    await idp.createUser({ email, password: goodPassword });

    const wrongPassword = await signIn(idp, email, 'Wrong-Password1');
    const unknownEmail = await signIn(idp, uniqueEmail('unknown'), 'Wrong-Password1');
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body).toEqual(signInFailure);
    expect(unknownEmail.status).toBe(400);
    expect(unknownEmail.body).toEqual(signInFailure);
  });

  it('answers a reset for an unknown or disabled email as if a code was sent, and sends none', async () => {
    const known = uniqueEmail('reset-known');
    const disabled = uniqueEmail('reset-disabled');
    const unknown = uniqueEmail('reset-unknown');
    await idp.createUser({ email: known, password: goodPassword });
    await idp.createUser({ email: disabled, password: goodPassword });
    await idp.setEnabled(disabled, false);

    for (const email of [known, disabled, unknown]) {
      const reset = await byUsername(idp, 'ForgotPassword', email);
      expect(reset.status).toBe(200);
      expect(reset.body).toEqual({
        CodeDeliveryDetails: {
          AttributeName: 'email',
          DeliveryMedium: 'EMAIL',
          Destination: maskDestination(email),
        },
      });
    }
    expect(await idp.readCode(known)).toMatch(/^\d{6}$/);
    expect(mailsTo(idp, disabled)).toBe(0);
    expect(mailsTo(idp, unknown)).toBe(0);
  });

  it('answers a resend for an unknown email as if a code was sent, and sends none', async () => {
    const known = uniqueEmail('resend-known');
    const unknown = uniqueEmail('resend-unknown');
    await signedUpUnconfirmed(idp, known);

    for (const email of [known, unknown]) {
      const resend = await byUsername(idp, 'ResendConfirmationCode', email);
      expect(resend.status).toBe(200);
      expect(resend.body).toEqual({
        CodeDeliveryDetails: {
          AttributeName: 'email',
          DeliveryMedium: 'EMAIL',
          Destination: maskDestination(email),
        },
      });
    }
    expect(mailsTo(idp, known)).toBe(2);
    expect(mailsTo(idp, unknown)).toBe(0);
  });

  it('answers a confirmation for an unknown email as a wrong code', async () => {
    const known = uniqueEmail('confirm-known');
    const unknown = uniqueEmail('confirm-unknown');
    await signedUpUnconfirmed(idp, known);
    await byUsername(idp, 'ForgotPassword', known);

    for (const email of [known, unknown]) {
      const confirmSignUp = await byUsername(idp, 'ConfirmSignUp', email, { ConfirmationCode: '000000' });
      expect(confirmSignUp.body).toEqual(codeMismatch);
      const confirmReset = await byUsername(idp, 'ConfirmForgotPassword', email, {
        ConfirmationCode: '000000',
        Password: goodPassword,
      });
      expect(confirmReset.body).toEqual(codeMismatch);
    }
  });

  it('masks where a code went, as Cognito does', () => {
    expect(maskDestination('ada@example.com')).toBe('a***@e***.com');
    expect(maskDestination('x@mail.example.co.uk')).toBe('x***@m***.uk');
    expect(maskDestination('not-an-email')).toBe('n***');
  });

  it('refuses an auth flow the client does not allow', async () => {
    const srp = await callCognito(idp, 'InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: idp.userPoolClientId,
      AuthParameters: { USERNAME: idp.admin.email, SRP_A: 'abc' },
    });
    expect(srp.body).toEqual({
      __type: 'InvalidParameterException',
      message: 'USER_SRP_AUTH flow not enabled for this client',
    });
  });
});

describe('PreventUserExistenceErrors: LEGACY', () => {
  let idp: IdentityProvider;
  let temp: string;
  beforeAll(async () => {
    temp = await mkdtemp(join(tmpdir(), 'ditto-legacy-pool-'));
    const template = join(temp, 'pool.yaml');
    const text = await readFile(defaultPoolTemplate, 'utf8');
    await writeFile(
      template,
      text.replace('PreventUserExistenceErrors: ENABLED', 'PreventUserExistenceErrors: LEGACY'),
    );
    idp = await startIdentityProvider({ userPoolTemplate: template });
  });
  afterAll(async () => {
    await idp.stop();
    await rm(temp, { recursive: true, force: true });
  });

  it('says UserNotFoundException for an unknown email, and still NotAuthorizedException for a wrong password', async () => {
    const known = uniqueEmail('legacy-known');
    const unknown = uniqueEmail('legacy-unknown');
    await idp.createUser({ email: known, password: goodPassword });

    expect((await signIn(idp, known, 'Wrong-Password1')).body).toEqual(signInFailure);
    expect((await signIn(idp, unknown, 'Wrong-Password1')).body).toEqual({
      __type: 'UserNotFoundException',
      message: 'User does not exist.',
    });
    const notFound = {
      __type: 'UserNotFoundException',
      message: 'Username/client id combination not found.',
    };
    expect((await byUsername(idp, 'ForgotPassword', unknown)).body).toEqual(notFound);
    expect((await byUsername(idp, 'ResendConfirmationCode', unknown)).body).toEqual(notFound);
    expect((await byUsername(idp, 'ConfirmSignUp', unknown, { ConfirmationCode: '000000' })).body).toEqual(
      notFound,
    );
    expect(
      (
        await byUsername(idp, 'ConfirmForgotPassword', unknown, {
          ConfirmationCode: '000000',
          Password: goodPassword,
        })
      ).body,
    ).toEqual(notFound);
  });
});
