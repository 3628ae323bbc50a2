import type { Message, SharedPersona } from '@ditto/api-client';
import type { QueryState } from '@tanstack/react-query';
import { atom, type PrimitiveAtom } from 'jotai';
import type { PersonaStatus, ProfileData } from './queries.ts';
import { type DatasetName, dataKeys } from './query-keys.ts';

/** The value of each data set. */
export interface DatasetData {
  profile: ProfileData;
  sharedPersonas: SharedPersona[];
  personaStatus: PersonaStatus;
  lisaMessages: Message[];
  personaMessages: Message[];
}

export const DATASET_NAMES = [
  'profile',
  'sharedPersonas',
  'personaStatus',
  'lisaMessages',
  'personaMessages',
] as const satisfies readonly DatasetName[];

/** One data set's own loading flag and last-loaded time. */
export interface DatasetMeta {
  /** A load of this data set is in flight (the first one or a refresh). */
  isLoading: boolean;
  /** When its data last arrived, in epoch ms; null until loaded (and again after sign-out). */
  lastLoadedAt: number | null;
}

/** Where the app data stands for the signed-in user. */
export type InitPhase = 'signedOut' | 'initializing' | 'ready';

export const initialMeta: DatasetMeta = { isLoading: false, lastLoadedAt: null };

/**
 * The app-state atoms of one cache; their values live in that cache's jotai store. Client state only: each data
 * set's loading flag and last-loaded time are read from its query (`metaOf`), never mirrored here.
 */
export interface DataCacheAtoms {
  /** Mirrors the auth store: hooks only load while it is true. */
  signedIn: PrimitiveAtom<boolean>;
  phase: PrimitiveAtom<InitPhase>;
}

export function createDataCacheAtoms(): DataCacheAtoms {
  return { signedIn: atom(false), phase: atom<InitPhase>('signedOut') };
}

/** The data set a cached query belongs to, or null for queries that are not ours. */
export function datasetOf(queryKey: readonly unknown[]): DatasetName | null {
  const [root, name, ...rest] = queryKey;
  if (root !== dataKeys.all[0] || rest.length > 0) return null;
  return DATASET_NAMES.find((dataset) => dataset === name) ?? null;
}

/** A data set's meta, from its query's state (none: never loaded, or removed at sign-out). */
export function metaOf(state: Pick<QueryState, 'fetchStatus' | 'dataUpdatedAt'> | undefined): DatasetMeta {
  if (!state) return initialMeta;
  const { fetchStatus, dataUpdatedAt } = state;
  return { isLoading: fetchStatus === 'fetching', lastLoadedAt: dataUpdatedAt > 0 ? dataUpdatedAt : null };
}
