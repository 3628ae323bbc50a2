import {
  apiErrorBodySchema,
  sharedPersonasResponseSchema,
  shareSchema,
  sharesResponseSchema,
} from '@ditto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiStack, startApiStack, type TestUser } from '../test-support/api-stack.ts';
import { serverDatabaseFactories } from '../test-support/server-databases.ts';

describe.each(serverDatabaseFactories())('sharing endpoints on $kind', (factory) => {
  let stack: ApiStack;

  beforeAll(async () => {
    stack = await startApiStack(factory);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const share = (owner: TestUser, email: string) => stack.call('POST', '/sharing/shares', owner, { email });
  const sharedWith = async (user: TestUser) => {
    const response = await stack.call('GET', '/sharing/personas-shared-with-me', user);
    expect(response.status).toBe(200);
    return sharedPersonasResponseSchema.parse(await response.json()).sharedPersonas;
  };
  const myShares = async (user: TestUser) =>
    sharesResponseSchema.parse(await (await stack.call('GET', '/sharing/shares', user)).json()).shares;

  it('shares with an existing account, which then sees the persona; revoking removes it at once', async () => {
    const owner = await stack.createUser('owner1@example.com', { name: 'Olive Owner' });
    const friend = await stack.createUser('friend1@example.com');
    const created = await share(owner, '  Friend1@Example.com ');
    expect(created.status).toBe(201);
    const made = shareSchema.parse(await created.json());
    // Pending until the friend opens the personas shared with them, though their account exists already.
    expect(made).toEqual({
      id: made.id,
      email: 'friend1@example.com',
      createdAt: made.createdAt,
      status: 'pending',
    });
    expect(await myShares(owner)).toEqual([made]);

    expect(await sharedWith(friend)).toEqual([
      {
        ownerId: owner.userId,
        ownerName: 'Olive Owner',
        ownerEmail: 'owner1@example.com',
        sharedAt: made.createdAt,
        trained: false,
        lastTrained: null,
      },
    ]);
    // The friend opened it: the share is bound to their account.
    expect(await myShares(owner)).toEqual([{ ...made, status: 'active' }]);

    expect((await stack.call('DELETE', `/sharing/shares/${made.id}`, owner)).status).toBe(204);
    expect(await sharedWith(friend)).toEqual([]);
    expect(await myShares(owner)).toEqual([]);
  });

  it('shares with an email that has no account yet; it applies when that person signs up', async () => {
    const owner = await stack.createUser('owner2@example.com');
    expect((await share(owner, 'later@example.com')).status).toBe(201);
    expect((await myShares(owner)).map((made) => made.status)).toEqual(['pending']);
    const later = await stack.createUser('later@example.com');
    expect((await myShares(owner)).map((made) => made.status)).toEqual(['pending']);
    expect((await sharedWith(later)).map((persona) => persona.ownerId)).toEqual([owner.userId]);
    expect((await myShares(owner)).map((made) => made.status)).toEqual(['active']);
  });

  it('answers the same whether or not an account has the email (a share tells nobody who has an account)', async () => {
    const owner = await stack.createUser('owner7@example.com');
    await stack.createUser('member7@example.com');
    const toMember = await share(owner, 'member7@example.com');
    const toNobody = await share(owner, 'nobody7@example.com');
    expect([toMember.status, toNobody.status]).toEqual([201, 201]);
    const shape = (body: unknown) => Object.keys(body as object).sort();
    const [member, nobody] = [
      shareSchema.parse(await toMember.json()),
      shareSchema.parse(await toNobody.json()),
    ];
    expect(shape(member)).toEqual(shape(nobody));
    // Both pending: an account with the email makes no difference until its user signs in and opens the share.
    expect([member.status, nobody.status]).toEqual(['pending', 'pending']);
    const listed = await myShares(owner);
    expect(listed.map((made) => made.status)).toEqual(['pending', 'pending']);
    expect(JSON.stringify(listed)).not.toMatch(/userId|sharedWith/i);
  });

  it('answers 409 to a second share with the same email and 400 to sharing with oneself', async () => {
    const owner = await stack.createUser('owner3@example.com');
    expect((await share(owner, 'twice@example.com')).status).toBe(201);
    const again = await share(owner, 'TWICE@example.com');
    expect(again.status).toBe(409);
    expect(apiErrorBodySchema.parse(await again.json()).error.code).toBe('already_shared');
    const self = await share(owner, 'owner3@example.com');
    expect(self.status).toBe(400);
    expect(apiErrorBodySchema.parse(await self.json()).error.fields).toHaveProperty('email');
    const bad = await share(owner, 'not-an-email');
    expect(apiErrorBodySchema.parse(await bad.json()).error.fields).toEqual({
      email: ['Enter a valid email address.'],
    });
  });

  it('pages my shares newest first with a cursor', async () => {
    const owner = await stack.createUser('owner8@example.com');
    for (const n of [1, 2, 3]) expect((await share(owner, `pal8-${n}@example.com`)).status).toBe(201);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await stack.call(
        'GET',
        `/sharing/shares?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        owner,
      );
      const page = sharesResponseSchema.parse(await response.json());
      expect(page.shares.length).toBeLessThanOrEqual(2);
      seen.push(...page.shares.map((made) => made.email));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['pal8-3@example.com', 'pal8-2@example.com', 'pal8-1@example.com']);
    expect((await stack.call('GET', '/sharing/shares?cursor=forged', owner)).status).toBe(400);
  });

  it("does not let another user see or revoke someone's shares", async () => {
    const owner = await stack.createUser('owner4@example.com');
    const intruder = await stack.createUser('intruder4@example.com');
    const made = shareSchema.parse(await (await share(owner, 'pal4@example.com')).json());
    expect(await myShares(intruder)).toEqual([]);
    const revoke = await stack.call('DELETE', `/sharing/shares/${made.id}`, intruder);
    expect(revoke.status).toBe(404);
    expect(await myShares(owner)).toEqual([made]);
  });
  // An account's email can be changed by its user (UpdateUserAttributes) without proving they own the new address:
  // it stays unverified. Binding shares to such an address would hand someone else's persona to anyone.
  const changeOwnEmail = async (user: TestUser, email: string) => {
    const response = await fetch(stack.idp.endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': 'AWSCognitoIdentityProviderService.UpdateUserAttributes',
      },
      body: JSON.stringify({
        AccessToken: user.accessToken,
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    });
    expect(response.status).toBe(200);
  };

  it('never binds a share to an account whose email is not verified', async () => {
    const owner = await stack.createUser('owner5@example.com');
    const thief = await stack.createUser('thief5@example.com');
    await changeOwnEmail(thief, 'target5@example.com');
    expect((await share(owner, 'target5@example.com')).status).toBe(201);
    expect(await sharedWith(thief)).toEqual([]);
    const chat = await stack.call('GET', `/sharing/personas/${owner.userId}/messages`, thief);
    expect(chat.status).toBe(404);
  });

  it('does not let a new account claim earlier shares with an unverified email', async () => {
    const owner = await stack.createUser('owner6@example.com');
    expect((await share(owner, 'target6@example.com')).status).toBe(201);
    const thief = await stack.createUser('thief6@example.com');
    // Before the thief's first API request, so their profile would be made with the unverified address.
    await changeOwnEmail(thief, 'target6@example.com');
    expect(await sharedWith(thief)).toEqual([]);
    const profile = await stack.call('GET', '/profile', thief);
    expect(((await profile.json()) as { email: string }).email).toBe('');
  });
});
