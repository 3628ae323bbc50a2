import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CREDENTIALS_REFRESH_MS, createIdentityPoolCredentials } from './identity-pool.ts';

/**
 * A local stand-in for the Cognito identity-pool service (an AWS service that cannot run here), speaking
 * its JSON protocol: GetId and GetCredentialsForIdentity.
 */
let server: Server;
let endpoint: string;
let requests: { target: string; body: Record<string, unknown> }[] = [];
let failNext: { status: number; type: string } | null = null;

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const target = String(request.headers['x-amz-target'] ?? '');
    const body = await readBody(request);
    requests.push({ target, body });
    response.setHeader('Content-Type', 'application/x-amz-json-1.1');
    if (failNext) {
      response.statusCode = failNext.status;
      response.end(JSON.stringify({ __type: failNext.type, message: 'refused' }));
      failNext = null;
      return;
    }
    const serial = requests.length;
    if (target === 'AWSCognitoIdentityService.GetId') {
      response.end(JSON.stringify({ IdentityId: 'us-east-2:identity-1' }));
    } else if (target === 'AWSCognitoIdentityService.GetCredentialsForIdentity') {
      response.end(
        JSON.stringify({
          IdentityId: body.IdentityId,
          Credentials: {
            AccessKeyId: `AKIA${serial}`,
            SecretKey: 'secret',
            SessionToken: 'token',
            Expiration: 1_700_003_600,
          },
        }),
      );
    } else {
      response.statusCode = 400;
      response.end(JSON.stringify({ __type: 'UnknownOperationException' }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  requests = [];
  failNext = null;
});

function provider(idToken: string | null = 'id-token') {
  let clock = 1_700_000_000_000;
  const credentials = createIdentityPoolCredentials({
    region: 'us-east-2',
    identityPoolId: 'us-east-2:pool',
    userPoolId: 'us-east-2_Pool',
    endpoint,
    getIdToken: async () => idToken,
    now: () => clock,
    sleep: async () => {},
  });
  const advance = (ms: number) => {
    clock += ms;
  };
  return { credentials, advance };
}

describe('identity-pool credentials', () => {
  it('gets an identity id, then credentials, with the user-pool login', async () => {
    const { credentials } = provider();
    await expect(credentials.getCredentials()).resolves.toEqual({
      identityId: 'us-east-2:identity-1',
      accessKeyId: 'AKIA2',
      secretAccessKey: 'secret',
      sessionToken: 'token',
      expiration: 1_700_003_600_000,
    });
    const logins = { 'cognito-idp.us-east-2.amazonaws.com/us-east-2_Pool': 'id-token' };
    expect(requests).toEqual([
      {
        target: 'AWSCognitoIdentityService.GetId',
        body: { IdentityPoolId: 'us-east-2:pool', Logins: logins },
      },
      {
        target: 'AWSCognitoIdentityService.GetCredentialsForIdentity',
        body: { IdentityId: 'us-east-2:identity-1', Logins: logins },
      },
    ]);
  });

  it('reuses credentials for 50 minutes, then refreshes them (keeping the identity id)', async () => {
    const { credentials, advance } = provider();
    const first = await credentials.getCredentials();
    advance(CREDENTIALS_REFRESH_MS - 1);
    await expect(credentials.getCredentials()).resolves.toBe(first);
    expect(requests).toHaveLength(2);
    advance(1);
    const second = await credentials.getCredentials();
    expect(second?.accessKeyId).toBe('AKIA3');
    expect(requests.map((request) => request.target).at(-1)).toBe(
      'AWSCognitoIdentityService.GetCredentialsForIdentity',
    );
    expect(requests).toHaveLength(3);
  });

  it('shares one fetch among concurrent callers and refreshes on demand', async () => {
    const { credentials } = provider();
    const [a, b] = await Promise.all([credentials.getCredentials(), credentials.getCredentials()]);
    expect(a).toBe(b);
    expect(requests).toHaveLength(2);
    await credentials.getCredentials({ forceRefresh: true });
    expect(requests).toHaveLength(3);
  });

  it('gives nothing without a signed-in user', async () => {
    const { credentials } = provider(null);
    await expect(credentials.getCredentials()).resolves.toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('starts over after clear()', async () => {
    const { credentials } = provider();
    await credentials.getCredentials();
    credentials.clear();
    await credentials.getCredentials();
    expect(requests.map((request) => request.target.split('.')[1])).toEqual([
      'GetId',
      'GetCredentialsForIdentity',
      'GetId',
      'GetCredentialsForIdentity',
    ]);
  });

  it('does not keep what a fetch started before clear() returns', async () => {
    const { credentials } = provider();
    const beforeSignOut = credentials.getCredentials();
    credentials.clear();
    await expect(beforeSignOut).resolves.toBeNull();
    await expect(credentials.getCredentials()).resolves.toMatchObject({ accessKeyId: 'AKIA4' });
    expect(requests.map((request) => request.target.split('.')[1])).toEqual([
      'GetId',
      'GetCredentialsForIdentity',
      'GetId',
      'GetCredentialsForIdentity',
    ]);
  });

  it('rejects with the service error', async () => {
    const { credentials } = provider();
    failNext = { status: 400, type: 'NotAuthorizedException' };
    await expect(credentials.getCredentials()).rejects.toMatchObject({ code: 'NotAuthorizedException' });
  });
});
