import type { Message, SharedPersona } from '@ditto/api-client';
import type { Query } from '@tanstack/react-query';
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

/** The app-state atoms of one cache; their values live in that cache's jotai store. */
export interface DataCacheAtoms {
  /** Mirrors the auth store: hooks only load while it is true. */
  signedIn: PrimitiveAtom<boolean>;
  phase: PrimitiveAtom<InitPhase>;
  meta: Record<DatasetName, PrimitiveAtom<DatasetMeta>>;
}

export function createDataCacheAtoms(): DataCacheAtoms {
  return {
    signedIn: atom(false),
    phase: atom<InitPhase>('signedOut'),
    meta: {
      profile: atom(initialMeta),
      sharedPersonas: atom(initialMeta),
      personaStatus: atom(initialMeta),
      lisaMessages: atom(initialMeta),
      personaMessages: atom(initialMeta),
    },
  };
}

/** The data set a cached query belongs to, or null for queries that are not ours. */
export function datasetOf(queryKey: readonly unknown[]): DatasetName | null {
  const [root, name, ...rest] = queryKey;
  if (root !== dataKeys.all[0] || rest.length > 0) return null;
  return DATASET_NAMES.find((dataset) => dataset === name) ?? null;
}

export function metaOf(query: Query): DatasetMeta {
  const { fetchStatus, dataUpdatedAt } = query.state;
  return { isLoading: fetchStatus === 'fetching', lastLoadedAt: dataUpdatedAt > 0 ? dataUpdatedAt : null };
}
