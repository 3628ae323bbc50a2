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
  type PersonaStatus,
  type ProfileData,
  sortOldestFirst,
  untrainedStatus,
} from './queries.ts';
export { type DatasetName, dataKeys } from './query-keys.ts';
