import { type Profile, profileSchema, updateProfileRequestSchema } from '@ditto/contract';
import { Hono } from 'hono';
import { InvalidAccessTokenError } from '../auth/access-token.ts';
import type { Database } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { jsonBody } from '../http/validation.ts';
import type { GetUserAttributes } from '../identity/get-user.ts';
import type { UserDirectory } from '../identity/user-directory.ts';
import { getOrCreateProfile, readProfile } from './profile-service.ts';
import { updateProfile } from './repository.ts';

export type ProfileDependencies = {
  db: Database;
  getUserAttributes: GetUserAttributes;
  directory: Pick<UserDirectory, 'updateAttributes'>;
};

/** `/profile`: read it; change name/organization here and at the identity provider so the two agree. */
export function profileRoutes(deps: ProfileDependencies): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const profile = await readProfile(deps.db, deps.getUserAttributes, c.get('caller'));
    return c.json(profileSchema.parse(profile));
  });

  app.patch('/', async (c) => {
    const caller = c.get('caller');
    const change = await jsonBody(c, updateProfileRequestSchema);
    await getOrCreateProfile(deps.db, deps.getUserAttributes, caller);
    const attributes: Record<string, string | null> = {};
    if (change.name !== undefined) attributes.name = change.name;
    if (change.organization !== undefined) attributes['custom:organization'] = change.organization;
    // Both or neither: the row changes in a transaction that commits only once the identity provider has taken
    // the same change, so a failure of either leaves the two as they were.
    const profile = await deps.db.transaction(async (tx) => {
      const updated: Profile | undefined = await updateProfile(tx, caller.sub, change);
      if (!updated) throw new Error('Profile vanished during an update');
      if (
        Object.keys(attributes).length > 0 &&
        !(await deps.directory.updateAttributes(caller.sub, attributes))
      ) {
        throw new InvalidAccessTokenError('The account no longer exists');
      }
      return updated;
    });
    return c.json(profileSchema.parse(profile));
  });

  return app;
}
