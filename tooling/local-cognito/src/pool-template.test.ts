import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  type SchemaAttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { allPasswordRequirements, passwordPolicy } from '@ditto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IdentityProvider, startIdentityProvider } from './identity-provider.ts';
import {
  defaultPoolTemplate,
  loadPoolDefinition,
  type PoolDefinition,
  parsePoolTemplate,
} from './pool-template.ts';

// The pool is defined once, in deploy/cognito-user-pool.yaml. These tests fail when the template, the pool the
// local identity provider runs, or the product's contract changes without the others.

let template: string;
let definition: PoolDefinition;
let idp: IdentityProvider;
let temp: string;

beforeAll(async () => {
  template = await readFile(defaultPoolTemplate, 'utf8');
  definition = await loadPoolDefinition();
  idp = await startIdentityProvider();
  temp = await mkdtemp(join(tmpdir(), 'ditto-pool-template-'));
});
afterAll(async () => {
  await idp.stop();
  await rm(temp, { recursive: true, force: true });
});

function describeRunning(stack: IdentityProvider) {
  const client = new CognitoIdentityProviderClient({
    endpoint: stack.endpoint,
    region: stack.region,
    credentials: stack.credentials,
    maxAttempts: 1,
  });
  return Promise.all([
    client.send(new DescribeUserPoolCommand({ UserPoolId: stack.userPoolId })),
    client.send(
      new DescribeUserPoolClientCommand({ UserPoolId: stack.userPoolId, ClientId: stack.userPoolClientId }),
    ),
  ]).then(([pool, client]) => ({ pool: pool.UserPool ?? {}, client: client.UserPoolClient ?? {} }));
}

const customAttributes = (schema: SchemaAttributeType[] = []) =>
  schema.filter((attribute) => attribute.Name?.startsWith('custom:'));

/** A copy of the template with `edit` applied, written to a temp file. */
async function editedTemplate(name: string, edit: (text: string) => string): Promise<string> {
  const file = join(temp, `${name}.yaml`);
  const edited = edit(template);
  expect(edited).not.toBe(template);
  await writeFile(file, edited);
  return file;
}

describe('deploy/cognito-user-pool.yaml and the running local pool', () => {
  it('the pool: email as username, auto-verified, custom attributes, password policy', async () => {
    const { pool } = await describeRunning(idp);
    expect(pool.Name).toBe('ditto-dev');
    expect(pool.UsernameAttributes).toEqual(definition.pool.UsernameAttributes);
    expect(pool.AutoVerifiedAttributes).toEqual(definition.pool.AutoVerifiedAttributes);
    expect(pool.MfaConfiguration).toBe(definition.pool.MfaConfiguration);
    expect(pool.Policies?.PasswordPolicy).toEqual(definition.pool.Policies.PasswordPolicy);
    expect(customAttributes(pool.SchemaAttributes)).toEqual(
      definition.pool.Schema.map((attribute) => ({ ...attribute, Name: `custom:${attribute.Name}` })),
    );
  });

  it('the app client: flows, attributes, user existence errors, revocation, token validities, no secret', async () => {
    const { client } = await describeRunning(idp);
    const { GenerateSecret, ...settings } = definition.client;
    expect(client).toMatchObject(settings);
    expect(client.ClientSecret === undefined).toBe(!GenerateSecret);
  });
});

describe('deploy/cognito-user-pool.yaml and the product', () => {
  it('has the password rules the contract (and so the web forms) checks', () => {
    const policy = definition.pool.Policies.PasswordPolicy;
    expect({
      minimumLength: policy.MinimumLength,
      requireUppercase: policy.RequireUppercase,
      requireLowercase: policy.RequireLowercase,
      requireNumbers: policy.RequireNumbers,
      requireSymbols: policy.RequireSymbols,
    }).toEqual(passwordPolicy);
    const required = Object.fromEntries(allPasswordRequirements.map((rule) => [rule.id, rule.required]));
    expect(required).toEqual({
      length: true,
      upper: policy.RequireUppercase,
      lower: policy.RequireLowercase,
      number: policy.RequireNumbers,
      symbol: policy.RequireSymbols,
    });
  });

  it('signs in with email and password, refreshes, and never needs a secret in the browser', () => {
    expect(definition.pool.UsernameAttributes).toEqual(['email']);
    expect(definition.pool.AutoVerifiedAttributes).toEqual(['email']);
    expect(definition.client.GenerateSecret).toBe(false);
    expect([...definition.client.ExplicitAuthFlows].sort()).toEqual([
      'ALLOW_REFRESH_TOKEN_AUTH',
      'ALLOW_USER_PASSWORD_AUTH',
    ]);
    expect(definition.client.PreventUserExistenceErrors).toBe('ENABLED');
    expect(definition.client.EnableTokenRevocation).toBe(true);
  });

  it('lets users write what sign-up sends and read what the app shows, and write no admin-only attribute', () => {
    expect(definition.pool.Schema.map((attribute) => attribute.Name).sort()).toEqual([
      'is_super',
      'organization',
    ]);
    // Sign-up sends email and name; the settings screen changes name and organization through the API.
    expect([...definition.client.WriteAttributes].sort()).toEqual(['email', 'name']);
    expect(definition.client.ReadAttributes).toEqual(
      expect.arrayContaining(['email', 'email_verified', 'name', 'custom:is_super', 'custom:organization']),
    );
  });
});

describe('loading the template', () => {
  it('brings an existing pool and client in line with an edited template, keeping their ids', async () => {
    const dataDir = join(temp, 'data');
    const first = await startIdentityProvider({ dataDir });
    const ids = { userPoolId: first.userPoolId, userPoolClientId: first.userPoolClientId };
    await first.stop();

    const stricter = await editedTemplate('stricter', (text) =>
      text
        .replace('MinimumLength: 8', 'MinimumLength: 12')
        .replace('RequireSymbols: false', 'RequireSymbols: true')
        .replace('PreventUserExistenceErrors: ENABLED', 'PreventUserExistenceErrors: LEGACY'),
    );
    const second = await startIdentityProvider({ dataDir, userPoolTemplate: stricter });
    try {
      expect({ userPoolId: second.userPoolId, userPoolClientId: second.userPoolClientId }).toEqual(ids);
      const { pool, client } = await describeRunning(second);
      expect(pool.Policies?.PasswordPolicy).toMatchObject({ MinimumLength: 12, RequireSymbols: true });
      expect(client.PreventUserExistenceErrors).toBe('LEGACY');
    } finally {
      await second.stop();
    }
  });

  it('reads the CloudFormation short forms and resolves parameters to their defaults', () => {
    const named = parsePoolTemplate(template.replace('Default: ditto', 'Default: acme'));
    expect(named.pool.UserPoolName).toBe('acme-dev');
    expect(named.client.ClientName).toBe('acme-dev-web');
  });

  it('names the mistake in a broken template', async () => {
    expect(() =>
      parsePoolTemplate(
        template.replace('PreventUserExistenceErrors: ENABLED', 'PreventUserExistenceErrors: SOMETIMES'),
        'pool.yaml',
      ),
    ).toThrow(/^pool\.yaml: Resources\.WebClient\.Properties\.PreventUserExistenceErrors: /);
    expect(() =>
      parsePoolTemplate(template.replace('MinimumLength: 8', 'MinimumLength: !Ref Stage')),
    ).toThrow(/Resources\.UserPool\.Properties\.Policies\.PasswordPolicy\.MinimumLength: /);
    expect(() => parsePoolTemplate('Resources: [unclosed')).toThrow(/not valid YAML/);
    expect(() => parsePoolTemplate('Resources: {}')).toThrow(
      /expected one AWS::Cognito::UserPool resource, found 0/,
    );
    await expect(startIdentityProvider({ userPoolTemplate: join(temp, 'missing.yaml') })).rejects.toThrow(
      /missing\.yaml could not be read/,
    );
  });
});
