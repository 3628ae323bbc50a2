/** The localStorage key of the page-visit record: the last visit of the Lisa and persona pages. */
export const PAGE_VISITS_KEY = 'lastly_page_visits';

/** Messages are preloaded only for pages visited within the last 24 hours. */
export const RECENT_VISIT_WINDOW_MS = 24 * 60 * 60_000;

export type VisitedPage = 'lisa' | 'persona';

/** Last visit per page, in epoch milliseconds; null when never visited (or unreadable). */
export type PageVisits = Record<VisitedPage, number | null>;

/** The part of `Storage` the record needs; localStorage by default. */
export type VisitStorage = Pick<Storage, 'getItem' | 'setItem'>;

const PAGES: readonly VisitedPage[] = ['lisa', 'persona'];

function defaultStorage(): VisitStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Access itself throws where storage is blocked (e.g. disabled cookies).
    return undefined;
  }
}

/** A stored time as epoch ms, accepting numbers and date strings; anything else is null. */
function toTime(value: unknown): number | null {
  const time = typeof value === 'string' ? Date.parse(value) : value;
  return typeof time === 'number' && Number.isFinite(time) ? time : null;
}

/** The page-visit record; a missing, corrupt or unreadable value reads as "never visited". */
export function readPageVisits(storage: VisitStorage | undefined = defaultStorage()): PageVisits {
  let stored: unknown;
  try {
    stored = JSON.parse(storage?.getItem(PAGE_VISITS_KEY) ?? 'null');
  } catch {
    stored = null;
  }
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return { lisa: toTime(record.lisa), persona: toTime(record.persona) };
}

/** Remembers that `page` was visited at `now`, keeping the other page's visit. Never throws. */
export function recordPageVisit(
  page: VisitedPage,
  now: number = Date.now(),
  storage: VisitStorage | undefined = defaultStorage(),
): void {
  const visits = { ...readPageVisits(storage), [page]: now };
  const stored = Object.fromEntries(
    PAGES.filter((name) => visits[name] !== null).map((name) => [name, visits[name]]),
  );
  try {
    storage?.setItem(PAGE_VISITS_KEY, JSON.stringify(stored));
  } catch (error) {
    console.error(
      `Could not record the ${page} page visit: ${error instanceof Error ? error.message : error}`,
    );
  }
}

/** Whether `page` was visited at most `windowMs` before `now` (a visit exactly `windowMs` ago counts). */
export function visitedWithin(
  page: VisitedPage,
  windowMs: number,
  now: number = Date.now(),
  storage: VisitStorage | undefined = defaultStorage(),
): boolean {
  const visitedAt = readPageVisits(storage)[page];
  if (visitedAt === null) return false;
  const elapsed = now - visitedAt;
  return elapsed >= 0 && elapsed <= windowMs;
}
