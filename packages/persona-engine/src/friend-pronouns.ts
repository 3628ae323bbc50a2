import nlp from 'compromise';
import { isRelation } from './details.ts';
import { ageWord, kinOf } from './language.ts';
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
  const someone = terms.find(
    (term, i) => !owner.has(term.text.toLowerCase()) && isSomeone(term, terms.slice(0, i)),
  );
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

/** "is you" → "are you", "where's you" → "where are you", "does you" → "do you", "you has" → "you have". */
function agreeing(text: string): string {
  const plural: Record<string, string> = {
    does: 'do',
    is: 'are',
    was: 'were',
    has: 'have',
    "'s": ' are',
    '’s': ' are',
  };
  const agree = (verb: string) => {
    const said = plural[verb.toLowerCase()] ?? verb;
    return /^\p{Lu}/u.test(verb) ? said.charAt(0).toUpperCase() + said.slice(1) : said;
  };
  return text
    .replace(/(\b(?:does|is|was|has)|['’]s)(?=(?:n['’]t)?\s+you\b)/gi, agree)
    .replace(/(?<=\byou\s+)(?:does|is|was|has)(?=n['’]t\b|\b)/gi, agree);
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
 * place), or as one person, a relative or one of a kind of people after a determiner ("the missus", "a teacher",
 * "Sam's mum", "the eldest"). Not a thing ("what sport"), nor people counted or in general ("how many kids has he got?").
 */
function isSomeone({ text, tags }: Term, before: readonly Term[]): boolean {
  if (tags.includes('Pronoun') || text === '') return false;
  if (tags.includes('Person')) return true;
  if (tags.includes('Actor') || isRelation(text) || kinOf(text).length > 0 || eldest.test(text))
    return determined(before);
  return tags.includes('ProperNoun') && !tags.includes('Place') && isName(text);
}

/** "the eldest", "her youngest": a child by age. */
const eldest = new RegExp(`^${ageWord}$`, 'i');

/** After "the", "a", "that", "my", "her" or a possessive ("Sam's"), with adjectives between ("her big sister"). */
function determined(before: readonly Term[]): boolean {
  const word = before.findLast((term) => !term.tags.includes('Adjective'));
  return (
    word !== undefined &&
    (word.tags.some((tag) => /^(?:Determiner|Possessive)$/.test(tag)) || /['’]s$/.test(word.text))
  );
}
