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

/**
 * The seasons a text dates a thing in by a month of a year ("went back to poland in july 2025" → "summer"), as words
 * a search for "the summer 2025" finds it by; a month without a year ("every july") is no such date. "autumn" with
 * "fall" beside it.
 */
export function seasonsDated(text: string): string[] {
  const found = new Set<string>();
  for (const [, month = ''] of text.matchAll(/\b(\p{L}+)\.?\s+(?:of\s+)?(?:19|20)\d{2}\b/giu)) {
    const season = terms(month)
      .map(seasonOfMonth)
      .find((one) => one !== undefined);
    if (season) found.add(season);
  }
  return [...found].flatMap((season) => (season === 'autumn' ? ['autumn', 'fall'] : [season]));
}
