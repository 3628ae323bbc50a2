import nlp from 'compromise';

type Term = { text: string; normal: string; tags: string[] };

/** Words with a capital that name nobody: the owner, and Lisa herself. */
const notNames = new Set(['i', "i'm", "i've", "i'd", "i'll", 'lisa']);

/**
 * A detail of an answer worth a follow-up, as Lisa says it back: the first noun phrase that holds a name ("my
 * husband Bernard" → "your husband Bernard", "the Kumano Kodo"), split at prepositions ("St. Mary's hospital in
 * Leeds" → "St. Mary's hospital"); null when the answer names nothing. The phrases and names come from compromise's
 * part-of-speech tagger, so "St." does not end a sentence and "Monday" is no name.
 */
export function detailOf(answer: string): string | null {
  const phrases = nlp(answer).nouns().json() as Array<{ terms: Term[] }>;
  for (const terms of phrases.flatMap((phrase) => splitAtPrepositions(phrase.terms))) {
    if (terms.length > 5 || !terms.some(isName)) continue;
    const words = terms.map((term) => (term.tags.includes('Abbreviation') ? `${term.text}.` : term.text));
    const [first = '', ...rest] = words;
    return [/^(my|our)$/i.test(first) ? 'your' : /^the$/i.test(first) ? 'the' : first, ...rest].join(' ');
  }
  return null;
}

function splitAtPrepositions(terms: Term[]): Term[][] {
  const parts: Term[][] = [[]];
  for (const term of terms) {
    if (term.tags.includes('Preposition')) parts.push([]);
    else parts.at(-1)?.push(term);
  }
  return parts.filter((part) => part.length > 0);
}

function isName(term: Term): boolean {
  return (
    term.tags.includes('ProperNoun') && !term.tags.includes('Abbreviation') && !notNames.has(term.normal)
  );
}
