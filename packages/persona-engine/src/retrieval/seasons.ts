import { terms } from './text.ts';

/** The months of each season (northern), as notes name them, in full and short ("july", "aug", "sept"). */
const months: Readonly<Record<string, readonly string[]>> = {
  spring: ['march', 'april', 'apr'],
  summer: ['june', 'jun', 'july', 'jul', 'august', 'aug'],
  autumn: ['september', 'sep', 'sept', 'october', 'oct', 'november', 'nov'],
  winter: ['december', 'dec', 'january', 'jan', 'february', 'feb'],
};
/** Each month's term (as `terms` reads it) to its season: "may" and "mar", words too, are left out. */
const seasonOf = new Map(
  Object.entries(months).flatMap(([season, named]) =>
    named.flatMap((month) => terms(month).map((term) => [term, season] as const)),
  ),
);

/** The season a month's term falls in ("juli" → "summer"); undefined for any other term. */
export const seasonOfMonth = (term: string): string | undefined => seasonOf.get(term);

/** Each month's word, as written lower-case, to its season. */
const seasonByMonth = new Map(
  Object.entries(months).flatMap(([season, named]) => named.map((month) => [month, season] as const)),
);
/** Months that are names too ("Jan", "June", "April"): a month only lower-case or after "in", "since" or "from". */
const namesToo = ['jan', 'june', 'april'];

/**
 * The season and year of each month of a year a text dates a thing in ("went back to poland in july 2025" →
 * summer 2025), by the word itself, not its stem ("Julie 2020", "marching 2020" are no months), and a month that is
 * a name too only lower-case or after "in", "since" or "from" ("in June 2019", not "my mate Jan 2020 moved").
 */
export function seasonDatesIn(text: string): { season: string; year: string }[] {
  const dates: { season: string; year: string }[] = [];
  for (const [, before, month = '', year = ''] of text.matchAll(
    /(?:\b(in|since|from)\s+)?\b(\p{L}+)\.?\s+(?:of\s+)?((?:19|20)\d{2})\b/giu,
  )) {
    const word = month.toLowerCase();
    const season = seasonByMonth.get(word);
    if (season === undefined || (namesToo.includes(word) && month !== word && before === undefined)) continue;
    dates.push({ season, year });
  }
  return dates;
}

/**
 * The seasons a text dates a thing in by a month of a year ("went back to poland in july 2025" → "summer"), as words
 * a search for "the summer 2025" finds it by; a month without a year ("every july") is no such date. "autumn" with
 * "fall" beside it.
 */
export function seasonsDated(text: string): string[] {
  const found = new Set(seasonDatesIn(text).map(({ season }) => season));
  return [...found].flatMap((season) => (season === 'autumn' ? ['autumn', 'fall'] : [season]));
}
