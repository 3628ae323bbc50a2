export {
  type AppDataCache,
  type AppDataCacheOptions,
  type AuthStateSource,
  createAppDataCache,
  type JotaiStore,
} from './app-data-cache.ts';
export {
  DATASET_NAMES,
  type DataCacheAtoms,
  type DatasetData,
  type DatasetMeta,
  type InitPhase,
} from './dataset-state.ts';
export {
  PAGE_VISITS_KEY,
  type PageVisits,
  RECENT_VISIT_WINDOW_MS,
  readPageVisits,
  recordPageVisit,
  type VisitedPage,
  type VisitStorage,
  visitedWithin,
} from './page-visits.ts';
export {
  CACHE_FRESH_MS,
  createDataQueries,
  type DataQueries,
  fallbackProfile,
  initialProfile,
  type PersonaStatus,
  type ProfileData,
  sortOldestFirst,
  untrainedStatus,
} from './queries.ts';
export { type DatasetName, dataKeys } from './query-keys.ts';
export {
  AppDataProvider,
  type DatasetResult,
  useAppDataCache,
  useDataPhase,
  useDataset,
  useDatasetMeta,
  useLisaMessages,
  usePageVisit,
  usePersonaMessages,
  usePersonaStatus,
  useProfile,
  useSharedPersonas,
} from './react.tsx';
export {
  createServerQueries,
  type ServerQueries,
  serverKeys,
} from './server-queries.ts';
