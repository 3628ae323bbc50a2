import { sql as createProfiles } from './0001_create_profiles.ts';

export type Migration = { readonly id: string; readonly sql: string };

/**
 * Every migration, oldest first. TS string modules rather than `.sql` files so that the esbuild bundle carries
 * them. Never edit an applied migration: add the next one.
 */
export const migrations: readonly Migration[] = [{ id: '0001_create_profiles', sql: createProfiles }];
