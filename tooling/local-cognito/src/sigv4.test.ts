import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { describe, expect, it } from 'vitest';
import { isSignedWith, type ReceivedRequest } from './sigv4.ts';

const credentials = { accessKeyId: 'AKIALOCALTEST', secretAccessKey: 'local-secret' };
const scope = { region: 'us-east-2', service: 'cognito-idp' };
const signingDate = new Date('2026-01-02T03:04:05Z');

/** Signs a request the way the AWS SDK does, and returns it as our server receives it. */
async function signedRequest(
  body: string,
  signer = new SignatureV4({ credentials, ...scope, sha256: Sha256 }),
): Promise<ReceivedRequest> {
  const signed = await signer.sign(
    {
      method: 'POST',
      protocol: 'http:',
      hostname: '127.0.0.1',
      port: 9229,
      path: '/',
      query: {},
      headers: {
        host: '127.0.0.1:9229',
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.AdminGetUser',
      },
      body,
    },
    { signingDate },
  );
  const headers = Object.fromEntries(
    Object.entries(signed.headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return { method: 'POST', url: '/', headers, body };
}

describe('isSignedWith', () => {
  const body = JSON.stringify({ UserPoolId: 'us-east-2_abc', Username: 'a@b.c' });

  it('accepts a request signed with the credentials', async () => {
    expect(await isSignedWith(await signedRequest(body), credentials, scope, signingDate)).toBe(true);
  });

  it('refuses an unsigned request', async () => {
    const request = await signedRequest(body);
    delete request.headers.authorization;
    expect(await isSignedWith(request, credentials, scope, signingDate)).toBe(false);
  });

  it('refuses a signature made with another secret', async () => {
    const intruder = new SignatureV4({
      credentials: { ...credentials, secretAccessKey: 'guessed' },
      ...scope,
      sha256: Sha256,
    });
    expect(await isSignedWith(await signedRequest(body, intruder), credentials, scope, signingDate)).toBe(
      false,
    );
  });

  it('refuses a request whose body or signed headers were changed after signing', async () => {
    const request = await signedRequest(body);
    expect(
      await isSignedWith(
        { ...request, body: body.replace('a@b.c', 'x@y.z') },
        credentials,
        scope,
        signingDate,
      ),
    ).toBe(false);
    const retargeted = {
      ...request,
      headers: { ...request.headers, 'x-amz-target': 'AWSCognitoIdentityProviderService.AdminDeleteUser' },
    };
    expect(await isSignedWith(retargeted, credentials, scope, signingDate)).toBe(false);
  });

  it('refuses another region, another key id, and a signature older than five minutes', async () => {
    const request = await signedRequest(body);
    expect(await isSignedWith(request, credentials, { ...scope, region: 'eu-west-1' }, signingDate)).toBe(
      false,
    );
    expect(
      await isSignedWith(request, { ...credentials, accessKeyId: 'AKIAOTHER' }, scope, signingDate),
    ).toBe(false);
    const later = new Date(signingDate.getTime() + 5 * 60 * 1000 + 1000);
    expect(await isSignedWith(request, credentials, scope, later)).toBe(false);
  });
});
