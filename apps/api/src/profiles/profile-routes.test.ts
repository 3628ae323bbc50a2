import { apiErrorBodySchema, profileSchema } from '@ditto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiStack, startApiStack } from '../test-support/api-stack.ts';
import { serverDatabaseFactories } from '../test-support/server-databases.ts';

describe.each(serverDatabaseFactories())('PATCH /profile on $kind', (factory) => {
  let stack: ApiStack;

  beforeAll(async () => {
    stack = await startApiStack(factory);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const attributesAt = async (email: string) => {
    const user = await stack.signIn(email);
    // The identity provider's own view, through GetUser with the user's token.
    const response = await fetch(stack.idp.endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': 'AWSCognitoIdentityProviderService.GetUser',
      },
      body: JSON.stringify({ AccessToken: user.accessToken }),
    });
    const body = (await response.json()) as { UserAttributes: { Name: string; Value: string }[] };
    return Object.fromEntries(body.UserAttributes.map((attribute) => [attribute.Name, attribute.Value]));
  };

  it('changes name and organization here and at the identity provider', async () => {
    const user = await stack.createUser('patch@example.com', {
      name: 'Old Name',
      'custom:organization': 'Old Org',
    });
    const before = profileSchema.parse(await (await stack.call('GET', '/profile', user)).json());
    const response = await stack.call('PATCH', '/profile', user, {
      name: ' New Name ',
      organization: 'New Org',
    });
    expect(response.status).toBe(200);
    const after = profileSchema.parse(await response.json());
    expect(after).toMatchObject({ cognitoId: user.userId, name: 'New Name', organization: 'New Org' });
    expect(after.createdAt).toBe(before.createdAt);
    expect(await (await stack.call('GET', '/profile', user)).json()).toEqual(after);
    expect(await attributesAt('patch@example.com')).toMatchObject({
      name: 'New Name',
      'custom:organization': 'New Org',
    });

    const cleared = await stack.call('PATCH', '/profile', user, { organization: '' });
    expect(profileSchema.parse(await cleared.json())).toMatchObject({ name: 'New Name', organization: null });
    expect(await attributesAt('patch@example.com')).not.toHaveProperty('custom:organization');
  });

  it('refuses unknown fields (email belongs to the identity provider) and blank names with 400', async () => {
    const user = await stack.createUser('patch-bad@example.com', { name: 'Kept' });
    const response = await stack.call('PATCH', '/profile', user, { name: '  ', email: 'x@example.com' });
    expect(response.status).toBe(400);
    const { error } = apiErrorBodySchema.parse(await response.json());
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['_', 'name']);
    expect(profileSchema.parse(await (await stack.call('GET', '/profile', user)).json()).name).toBe('Kept');
  });
});
