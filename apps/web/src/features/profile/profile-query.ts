/** Cached data stays fresh for 5 minutes (the app's default for every query). */
export const PROFILE_STALE_TIME_MS = 5 * 60 * 1000;
