import nlp from 'compromise';
import { isRelation } from './details.ts';
import { kinOf } from './language.ts';
import { isName } from './owner-name.ts';

/** A person's pronoun in the third person, with a clitic ("she's", "they'd"). */
const pronoun =
  /\b(she|her|hers|herself|he|him|his|himself|they|them|their|theirs|themselves)(?:['’](s|d|ll|re|ve))?\b/gi;
/** The friend speaks to the owner: a "she" beside "you" is someone else ("what do you think of her?"). */
const spokenTo = /\b(?:you|your|yours|yourself|yourselves|u|ur|ya)\b/i;

/**
 * A friend's question about the owner of a shared Ditto in the third person, read as the owner's own "you" question
 * ("where's she from?" → "where are you from?", "how old are his kids?" → "how old are your kids?"). A pronoun is the
 * owner's only while the question has named no one else before it ("where's Sam from? is she Irish?" is about Sam;
 * "what does her sister do?" is the owner's sister), and only in a question that says no "you" and speaks of one
 * person by pronoun ("did she meet him at work?" is left). `names` are the owner's, who is no one else.
 */
export function ownerPronounsAsYou(message: string, names: readonly string[] = []): string {
  const found = [...message.matchAll(pronoun)];
  if (found.length === 0 || spokenTo.test(message)) return message;
  if (new Set(found.map((match) => personOf(match[1] ?? ''))).size > 1) return message;
  const terms = taggedTerms(message);
  const owner = new Set(names.map((name) => name.toLowerCase()));
  const someone = terms.find((term) => !owner.has(term.text.toLowerCase()) && isSomeone(term));
  const before = someone?.start ?? message.length;
  const said = message.replace(pronoun, (match: string, word: string, clitic = '', at: number) => {
    if (at >= before) return match;
    const next = terms.find((term) => term.start > at);
    return asYou(word, clitic, message.slice(at + match.length), next?.tags ?? []);
  });
  return agreeing(said);
}

const personOf = (word: string) => {
  const lower = word.toLowerCase();
  return /^(?:she|her|hers|herself)$/.test(lower)
    ? 'she'
    : /^(?:they|them|their)/.test(lower)
      ? 'they'
      : 'he';
};

/** "her cat" is the owner's cat ("your"), "about her" the owner ("you"). */
function asYou(word: string, clitic: string, after: string, nextTags: readonly string[]): string {
  const lower = word.toLowerCase();
  const you = /^(?:his|their)$/.test(lower)
    ? 'your'
    : /^(?:hers|theirs)$/.test(lower)
      ? 'yours'
      : /self$|selves$/.test(lower)
        ? 'yourself'
        : lower === 'her' &&
            nextTags.some((tag) => /^(?:Noun|Adjective|Value)$/.test(tag)) &&
            !nextTags.includes('Pronoun')
          ? 'your'
          : 'you';
  const contracted =
    clitic === ''
      ? ''
      : clitic === 's'
        ? /^\s+(?:got|been|had)\b/i.test(after)
          ? "'ve"
          : "'re"
        : `'${clitic}`;
  const cased = /^\p{Lu}/u.test(word) ? you.charAt(0).toUpperCase() + you.slice(1) : you;
  return cased + contracted;
}

/** "is you" → "are you", "where's you" → "where are you", "does you" → "do you". */
function agreeing(text: string): string {
  const plural: Record<string, string> = {
    does: 'do',
    is: 'are',
    was: 'were',
    has: 'have',
    "'s": ' are',
    '’s': ' are',
  };
  return text.replace(/(\b(?:does|is|was|has)|['’]s)(n['’]t)?(?=\s+you\b)/gi, (_, verb: string, not = '') => {
    const said = plural[verb.toLowerCase()] ?? verb;
    return (/^\p{Lu}/u.test(verb) ? said.charAt(0).toUpperCase() + said.slice(1) : said) + not;
  });
}

interface Term {
  text: string;
  start: number;
  tags: string[];
}

function taggedTerms(text: string): Term[] {
  const sentences = nlp(text).json({ offset: true }) as Array<{
    terms: Array<{ text: string; offset: { start: number }; tags: string[] }>;
  }>;
  return sentences.flatMap(({ terms }) =>
    terms.map((term) => ({ text: term.text, start: term.offset.start, tags: term.tags })),
  );
}

/**
 * A person named: by a name ("niamh", "Priya": a name the tagger knows, or one written with a capital that is no
 * place), or as a relative or one of a kind of people ("the missus", "a teacher"). Not a thing ("what sport").
 */
function isSomeone({ text, tags }: Term): boolean {
  if (tags.includes('Pronoun') || text === '') return false;
  if (tags.includes('Person') || tags.includes('Actor')) return true;
  if (isRelation(text) || kinOf(text).length > 0) return true;
  return tags.includes('ProperNoun') && !tags.includes('Place') && isName(text);
}
