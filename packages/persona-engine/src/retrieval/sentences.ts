import { ageAmongIn, kinIn, kinOf, lexicon, taggedTerms } from '../language.ts';
import type { Chunk } from './chunks.ts';
import { words } from './text.ts';

/** A sentence of a note: what an offline reply says, one or two at a time. */
export interface Sentence {
  /** Position of its paragraph in the note (`Chunk.index`). */
  paragraph: number;
  /** Position in the note, across paragraphs. */
  position: number;
  text: string;
  /**
   * Shared by the clauses split from one sentence listing people ("Kids: Zofia 9" | "Janek 5."), so a question about
   * them all can say the whole list: the position of its first clause.
   */
  list?: number;
}

/**
 * Abbreviations whose full stop ends no sentence ("Dr. Okafor", "St. Kilda"): English ones, and the honorifics
 * people write before a name in the languages our owners mix in ("Dra. Henao", "Mme. Roux", "Sra. Ortiz").
 */
const abbreviation =
  /(?:^|\s)(?:mr|mrs|ms|dr|dra|st|prof|profa|sr|sra|srta|jr|mt|no|vs|etc|e\.g|i\.e|approx|incl|esp|mme|mlle|hr|fr|a\.m|p\.m|dott|ing|lic|rev|gen|col|capt|lt|sgt|dept|univ|inc|ltd|corp)\.$/i;

/**
 * A note's sentences in order: each paragraph split after ".", "!" or "?" (and at line breaks, so list items stay
 * apart) where a next sentence starts: with a capital, a digit or a quote, or in lower case in a note typed that way
 * ("…on the Thika road route. me in the middle.").
 */
export function sentencesOf(chunks: readonly Chunk[]): Sentence[] {
  const sentences: Sentence[] = [];
  for (const chunk of chunks) {
    // Lines giving one person each ("Ada - 9, …" then "Felix - 6 (…)") are a list too: their first sentences linked.
    let before: Sentence | undefined;
    for (const line of chunk.text.split(/\n+/)) {
      let rest = line.trim();
      const person = personLine(rest);
      if (person && before) before.list ??= before.position;
      let list = person ? before?.list : undefined;
      const start = sentences.length;
      while (rest !== '') {
        const end = sentenceEnd(rest);
        const clause = rest.slice(0, end).trim();
        // A clause ending on a comma was cut at the next person of a list (`nextPerson`), never at a full stop.
        const listGoesOn = clause.endsWith(',');
        if (listGoesOn) list ??= sentences.length;
        const text = clause.replace(/,$/, '');
        if (text !== '')
          sentences.push({
            paragraph: chunk.index,
            position: sentences.length,
            text,
            ...(list === undefined ? {} : { list }),
          });
        if (!listGoesOn) list = undefined;
        rest = rest.slice(end).trim();
      }
      before = person ? sentences[start] : undefined;
    }
  }
  return sentences;
}

/**
 * A line giving a person by name and age ("Ada - 9, yr 5", "Anika (15)", "Rohan 11."); not "Bus - 25 mins", nor one
 * whose aside names another relation or no person ("Kasia - 41, my sister", "Zara - 7 (neighbour)", "Rosa - 3
 * (collie)"), which is no child of a list of the children.
 */
function personLine(line: string): boolean {
  const [, name = '', aside = ''] =
    /^(\p{Lu}\p{Ll}+)\s*(?:[-–:(]\s*)?\d{1,2}\)?(?=\s*(?:[,.;(]|$|yrs?\b|years?\b))(.*)/u.exec(line) ?? [];
  return (
    name !== '' &&
    unknownOrName(name) &&
    [...kinIn(aside)].every((relation) => childKin.includes(relation)) &&
    !notKin.test(aside)
  );
}

/** The relations a list of the children may name of each ("Ada - 9, my daughter"). */
export const childKin = ['child', 'son', 'daughter'];

/** Other people, and animals, an aside may open on: "(neighbour, Ada's best friend)", "(collie, mad)". */
export const notKin =
  /^\W*(?:(?:my|a|the|our)\s+)?(?:neighbou?r|friend|mate|colleague|flatmate|housemate|boss|pet|dog|puppy|cat|kitten|horse|pony|rabbit|hamster|budgie|parrot|tortoise|collie|spaniel|labrador|terrier|lurcher|greyhound|whippet|poodle)s?\b/i;

/**
 * Where a list of people typed as one sentence moves on to the next, each given with an age or an aside: "me
 * (Gareth, 44), Nia (the wife, 43, runs a plumbing business), Osian 12, Cerys 8." says one person a clause, and so
 * do "…, kids: Anjali 20 (…)" and "…, and little Meera who's 9"; a name opening a clause of its own ("…, Mhairi
 * does marketing") only after another person's clause, not after "After the funeral,".
 */
const nextPerson =
  /,\s+(?=(?:and\s+)?(?:\p{Ll}+:\s+|(?:little|baby|wee|big|young)\s+)?(\p{Lu}\p{Ll}[\p{Ll}'’-]*)\s+(\(|\d{1,3}\b|(?:who|that)['’]s\s+\d|\p{Ll}+))/gu;

/** Words for a group of relatives or children, plural. */
const groupWords =
  'kids|children|boys|girls|lads|sons|daughters|grandkids|grandchildren|brothers|sisters|siblings|twins';

/** A clause ending on a group of people ("We have two girls", "Three kids"), the names after it its members. */
const groupOfPeople = new RegExp(String.raw`\b(?:${groupWords})$`, 'i');

/** A question about a group of people ("How old are the kids?", "your parents"); "your kid" is one. */
const groupAsked = new RegExp(String.raw`\b(?:${groupWords}|parents|grandparents|folks)\b`, 'i');

/** Whether a question asks about a group of people, not one of them ("the youngest of your kids"). */
export const asksOfGroup = (question: string) =>
  groupAsked.test(question) && ageAmongIn(question) === undefined;

/**
 * The sentences chosen, with every clause of each list of people one of them is in, in note order: a question about
 * the group hears all its members, not the one whose clause was closest.
 */
export function withWholeLists(sentences: readonly Sentence[], chosen: readonly Sentence[]): Sentence[] {
  const lists = new Set(chosen.flatMap(({ list }) => (list === undefined ? [] : [list])));
  return sentences.filter((sentence) => chosen.includes(sentence) || lists.has(sentence.list ?? -1));
}

/** A name, not another word of the lexicon ("Year 5", "Rome"). */
export const unknownOrName = (word: string) => /Name|^$/.test(String(lexicon[word.toLowerCase()] ?? ''));

/** Whether a clause opens on a name or a kin word and goes on ("Ros is…", "Kirsty's a…", "my sister Ros…"). */
function opensOnPerson(clause: string): boolean {
  const [, opener = ''] =
    /^(?:(?:[Mm]y|[Oo]ur|[Tt]he|[Aa]nd)\s+)?([\p{L}-]+)(?:['’]s\b|\s+\p{L})/u.exec(clause) ?? [];
  return (/^\p{Lu}/u.test(opener) && unknownOrName(opener)) || kinOf(opener).length > 0;
}

function sentenceEnd(text: string): number {
  // Each person's clause is said apart, so a reply about one says nothing of the other. Only the matches before the
  // sentence's end are read, and the tagger reads at most one, so a long paragraph costs linear work.
  const end = stopAt(text);
  const sentence = text.slice(0, end);
  const opens = opensOnPerson(sentence);
  const digit = sentence.search(/\d/);
  for (const match of sentence.matchAll(nextPerson)) {
    const [, name = '', after = ''] = match;
    const cut = match.index + match[0].length;
    if (!unknownOrName(name)) continue;
    // "We have two girls, Isla (7) and Mara (4)": the names after a group of people are that group, said with it.
    if (groupOfPeople.test(sentence.slice(0, match.index).split(',').pop() ?? '')) continue;
    if (/^(?:\(|\d|(?:who|that)['’]s)/.test(after)) return cut;
    // Inside a list of people: after a clause on a person or one giving an age ("Osian 12, Cerys does…").
    if (!opens && (digit < 0 || digit > match.index)) continue;
    const verb =
      /^(?:does|is|works|runs)\b/.test(after) ||
      taggedTerms(`${name} ${after}`)[1]?.tags.includes('Verb') === true;
    return verb ? cut : end;
  }
  return end;
}

function stopAt(text: string): number {
  for (const match of text.matchAll(/[.!?…]+["'”’)]*\s+(?=["'“‘(]?[\p{L}\p{N}])/gu)) {
    const cut = match.index + match[0].length;
    const before = text.slice(0, match.index + 1);
    if (abbreviation.test(before) || (initial.test(before) && /^\p{Ll}/u.test(text.slice(cut)))) continue;
    return cut;
  }
  return text.length;
}

/**
 * A capital letter alone before a full stop that lower case goes on from is an initial ("E. coli", "C. diff"), not a
 * sentence's end; "I" and "A" end sentences of notes typed in lower case ("so did I. then we left").
 */
const initial = /(?:^|\s)[B-HJ-Z]\.$/;

/**
 * Words that open a sentence leaning on the one before ("She is nine", "That was in 2019"): said alone, the
 * sentence would not say who or what. The closed class of English third-person and demonstrative pronouns.
 */
const referringBack = new Set([
  'he',
  'she',
  'it',
  'they',
  'him',
  'her',
  'them',
  'his',
  'hers',
  'its',
  'their',
  'theirs',
  'this',
  'that',
  'these',
  'those',
  'there',
  'then',
  'both',
  'neither',
  'either',
]);

/** Conjunctions a sentence may open with before its pronoun ("But he was the one who drove me"). */
const linking = new Set(['and', 'but', 'so', 'yet', 'also', 'still', 'now']);

export function opensWithReference(sentence: Sentence): boolean {
  const said = words(sentence.text);
  const at = said.findIndex((word) => !linking.has(word));
  const first = said[at];
  // "These days I'm …", "This year we …": the time now, not someone or something said before.
  if (/^th(?:is|ese)$/.test(first ?? '') && timeNow.test(said[at + 1] ?? '')) return false;
  return first !== undefined && referringBack.has(first);
}
const timeNow =
  /^(?:days?|weeks?|months?|years?|morning|afternoon|evening|summer|winter|spring|autumn|term|season)$/;

export interface SentenceChoice {
  /** At most this many sentences are chosen for how well they answer (a sentence they lean on comes on top). */
  count: number;
  /** A sentence after the best is said only when it scores at least this share of the best's score. */
  closeTo: number;
  /** ...and only while the reply stays within this many words (the best sentence is said whatever its length). */
  words: number;
}

/**
 * How many sentences an answer says: fitted on the tuning sets (`pnpm eval --sweep-sentences`). A second sentence
 * scoring under 75% of the best was the unrelated tag-on a new user saw ("… Marko got sunburnt and sulked."); a cap
 * of 45 words dropped the second sentence that held the answer (50: recall +0.01 to +0.04, words p50 35 to 42).
 */
export const sentenceChoice: SentenceChoice = { count: 2, closeTo: 0.75, words: 50 };

/**
 * The sentences that answer, in note order: the best by `scores`, the runners-up close to it, and the sentence
 * before any of them that opens with a pronoun referring back (in the same paragraph).
 */
export function chooseSentences(
  sentences: readonly Sentence[],
  scores: readonly number[],
  choice: SentenceChoice = sentenceChoice,
): Sentence[] {
  const ranked = sentences
    .map((sentence, i) => ({ sentence, score: scores[i] ?? 0 }))
    .sort((a, b) => b.score - a.score || a.sentence.position - b.sentence.position);
  const best = ranked[0]?.score ?? 0;
  const chosen = new Set<Sentence>();
  let picked = 0;
  for (const { sentence, score } of ranked) {
    if (picked === choice.count || (picked > 0 && score < best * choice.closeTo)) break;
    if (chosen.has(sentence)) continue;
    const adding = withContext(sentences, sentence).filter((one) => !chosen.has(one));
    if (picked > 0 && wordCount([...chosen, ...adding]) > choice.words) continue;
    for (const one of adding) chosen.add(one);
    picked++;
  }
  return [...chosen].sort((a, b) => a.position - b.position);
}

/** A sentence and, when it opens with a pronoun referring back, the sentence before it in its paragraph. */
function withContext(sentences: readonly Sentence[], sentence: Sentence): Sentence[] {
  const before = sentences[sentence.position - 1];
  return opensWithReference(sentence) && before?.paragraph === sentence.paragraph
    ? [before, sentence]
    : [sentence];
}

const wordCount = (sentences: readonly Sentence[]) =>
  sentences.reduce((sum, sentence) => sum + (sentence.text.match(/\S+/g)?.length ?? 0), 0);
