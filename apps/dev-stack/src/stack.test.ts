import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyPgliteTemplateTo } from '@ditto/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from './stack.ts';
import type { WebRuntimeConfig } from './web-server.ts';

async function signIn(config: WebRuntimeConfig, email: string, password: string): Promise<string> {
  const response = await fetch(config.identityEndpoint, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  const body = (await response.json()) as { AuthenticationResult?: { AccessToken: string } };
  if (!body.AuthenticationResult) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.AuthenticationResult.AccessToken;
}

/** A stack's data dir whose PGlite starts as a copy of the run's migrated template, not with initdb (seconds). */
async function stackDataDir(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ditto-stack-test-'));
  await copyPgliteTemplateTo(join(dataDir, 'api', 'pglite'));
  return dataDir;
}

describe('startStack', () => {
  let stack: Stack;
  let webDistDir: string;
  let config: WebRuntimeConfig;
  const dataDirs: string[] = [];

  beforeAll(async () => {
    webDistDir = await mkdtemp(join(tmpdir(), 'ditto-stack-web-'));
    await writeFile(join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
    dataDirs.push(await stackDataDir());
    stack = await startStack({ webDistDir, dataDir: dataDirs[0] });
    config = (await (await fetch(`${stack.webUrl}/config.json`)).json()) as WebRuntimeConfig;
  });

  afterAll(async () => {
    await stack?.stop();
    for (const dir of [webDistDir, ...dataDirs]) await rm(dir, { recursive: true, force: true });
  });

  it('points the web app at its identity provider and API', () => {
    expect(config).toEqual({
      region: 'us-east-2',
      userPoolId: stack.identity.userPoolId,
      userPoolClientId: stack.identity.userPoolClientId,
      identityEndpoint: stack.identity.endpoint,
      apiBaseUrl: stack.apiUrl,
    });
  });

  it('lets the web origin call the API with a bearer token', async () => {
    const response = await fetch(`${config.apiBaseUrl}/profile`, {
      method: 'OPTIONS',
      headers: {
        Origin: stack.webUrl,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe(stack.webUrl);
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it('serves the seeded admin their profile with a token from the identity provider', async () => {
    const token = await signIn(config, stack.admin.email, stack.admin.password);
    const response = await fetch(`${config.apiBaseUrl}/profile`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: stack.admin.name, email: stack.admin.email });
  });

  it('lets the API sign admin operations with the stack credentials', async () => {
    const token = await signIn(config, stack.admin.email, stack.admin.password);
    const response = await fetch(`${config.apiBaseUrl}/admin/users`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { users: Array<{ email: string }> };
    expect(body.users.map((user) => user.email)).toContain(stack.admin.email);
  });

  it('stops everything: the ports no longer answer', async () => {
    const dataDir = await stackDataDir();
    dataDirs.push(dataDir);
    const other = await startStack({ webDistDir, dataDir });
    await other.stop();
    await expect(fetch(`${other.apiUrl}/health`)).rejects.toThrow();
    await expect(fetch(`${other.webUrl}/config.json`)).rejects.toThrow();
    await expect(fetch(other.identity.endpoint)).rejects.toThrow();
  });
});
