import type { Citation } from '@ditto/contract';
import nlp from 'compromise';
import {
  aloneAsName,
  askedFor,
  askedKindOf,
  askedMoney,
  dayWordsAsked,
  focusTermsOf,
  headedTrade,
  holdsAskedFor,
  holdsObjectOf,
  holdsWork,
  leavesKindUnsaid,
  leavesUnnamed,
  namesIn,
  opensOnPost,
  personAskedAbout,
  thingAskedAbout,
  thingTimed,
} from './asked-for.ts';
import { gapOf, partnerShorthand } from './gap.ts';
import {
  ageAmongIn,
  byAge,
  inOneMeaning,
  kinByGender,
  kinIn,
  kinOf,
  lexicon,
  namesKin,
  namesKinAmong,
  namesTheirChildren,
  numberWord,
  parentsOf,
  taggedTerms,
} from './language.ts';
import { saidAsOwner } from './own-clause.ts';
import { dot, type Vector } from './retrieval/encoder.ts';
import type { SearchHit } from './retrieval/knowledge-index.ts';
import type { Grounding } from './retrieval/reply-policy.ts';
import { seasonDatesIn } from './retrieval/seasons.ts';
import {
  asksOfGroup,
  childKin,
  chooseSentences,
  notKin,
  opensWithReference,
  type Sentence,
  type SentenceChoice,
  sentenceChoice,
  sentencesOf,
  withWholeLists,
} from './retrieval/sentences.ts';
import { escapeRegExp, isName, isStopWord, sliceWhole, terms, words } from './retrieval/text.ts';
import { noteInFull, saidInFull } from './shorthand.ts';
import { voicedLine, voicedLines } from './voiced.ts';

/** Embeds texts with the sentence encoder (the API's pool, or the encoder in process). */
export type Embed = (texts: readonly string[]) => Promise<Vector[]>;

export interface AnswerOptions {
  sentences?: SentenceChoice;
  /** Weight of the share of the question's words a sentence holds, beside its cosine. */
  sentenceCoverage?: number;
  /** Weight of its paragraph's closeness to the question, beside its cosine. */
  paragraphWeight?: number;
  /** When the runner-up note's best sentence is said beside the best note's. */
  runnerUp?: RunnerUp;
  /** Weight of holding the kind of fact asked for (`askedFor`), beside its cosine. */
  askedForWeight?: number;
  /** How far below the best-matching sentence one may be and still earn `askedForWeight`. */
  askedForMargin?: number;
  /** Cosine of the thing asked about ("my dog") with a sentence said, to count as naming it in other words. */
  thingBar?: number;
}

/**
 * The runner-up note's best sentence is said too (and the note cited) when its relevance is at least `closeTo` of
 * the best note's, within `words` in all: the best note then says two sentences, or one to make room.
 */
export interface RunnerUp {
  closeTo: number;
  words: number;
}

/** Fitted on the tuning sets (`pnpm eval --sweep-runner-up`). */
export const runnerUp: RunnerUp = { closeTo: 0.95, words: 45 };

/** The one sentence a runner-up says (with the sentence it leans on). */
export const oneSentence: SentenceChoice = { count: 1, closeTo: 0, words: 0 };

/** Weight of a sentence's paragraph closeness: fitted on the tuning sets. */
const paragraphWeight = 0.5;

/** Weight of a sentence's share of the question's words beside its cosine: fitted on the tuning sets. */
const sentenceCoverage = 0.3;

/** Weight of a sentence holding the kind of fact asked for: fitted on the tuning sets. */
const askedForWeight = 0.5;

/**
 * How far below the best-matching sentence's score one may be and still earn `askedForWeight`: fitted on the tuning
 * sets (0.1 cost D three more answers; none at all let "Paris" answer for a honeymoon in "Rarotonga").
 */
const askedForMargin = 0.2;

/**
 * The cosine of "my <thing>" with a sentence said at which the sentence names the thing in other words ("my
 * instrument" and "I play the drums …"): fitted on the tuning sets, where 0.40 let near misses through.
 */
const thingCloseness = 0.45;

/** What an offline reply says of one note, and the citation that says exactly that. */
export interface Said {
  hit: SearchHit;
  sentences: Sentence[];
  /** The sentences said, as the note writes them: what a citation shows. */
  text: string;
  /**
   * The same, as the owner says them aloud (`saidAsOwner`): what a reply to the owner's own fact says ("What do you
   * do?": "I teach chemistry …"). Every other reply says `text`.
   */
  aloud: string;
  /** The best sentence's cosine with the question (its paragraph's without sentence vectors). */
  cosine: number;
  /** Share of the question's words that the note (title and text) holds. */
  coverage: number;
  /**
   * How well the sentences said hold the kind of fact the question asks for (`holdsAskedFor`: 1, 0.5 or 0);
   * undefined when it names no kind. 0 when it asks the name of a thing, or which one, that they speak of only as one
   * of its kind (`leavesUnnamed`); at most 0.5 for the time of a thing the note never names (`thingTimed`: it may say it in
   * other words), and 0 when the time it holds is no date but when something else is done ("Weekends: …").
   */
  holdsAsked?: number;
  /** Whether the note mentions the thing a "which/what …" question asks about; undefined when it names none. */
  mentionsThing?: boolean;
  /**
   * Whether the note names the person the question asks about ("your wife", "Jonas", "Danny's wife" as someone's
   * but the owner's); undefined when it names none.
   * By the word (a relative by any word of the kin lexicon, `namesKin`): the encoder hears a sister as close to a
   * wife as a mongrel to a dog.
   */
  mentionsPerson?: boolean;
  /**
   * Whether the sentences said tell of the person asked about, not only name them as company ("Off days I go
   * fishing with my friend Cengiz." for "What does Cengiz do?"); undefined when the note names no one asked about.
   */
  tellsOfPerson?: boolean;
  /** Whether the note mentions any noun of the question; undefined when it has none. */
  mentionsFocus?: boolean;
}

/**
 * The sentences of a note that answer the question: each sentence scored by its cosine with the question (its
 * paragraph's, when sentences cannot be embedded) plus a share of the question's words it holds.
 */
export async function sayFrom(
  hit: SearchHit,
  question: string,
  questionVector: Vector | undefined,
  embed: Embed | undefined,
  options: AnswerOptions = {},
): Promise<Said> {
  const sentences = sentencesRead(hit);
  const thing = thingAskedAbout(question);
  const kind = askedFor(question);
  const timed = kind === 'time' && !thing ? thingTimed(question) : undefined;
  const spokenOf = thing ?? timed;
  const phrase = spokenOf ? thingPhrase(spokenOf) : undefined;
  const { cosines, phraseCosines } = await sentenceCosines(hit, sentences, questionVector, embed, phrase);
  const asked = [...new Set(terms(question))];
  // "can't stand" in the question and "hate" in the note are one word asked.
  const meant = [...new Set(terms(inOneMeaning(question)))];
  const weight = options.sentenceCoverage ?? sentenceCoverage;
  const inParagraph = options.paragraphWeight ?? paragraphWeight;
  const focus = focusTermsOf(question);
  const personTerms = personTermsOf(question);
  const someones = kinOfSomeoneAsked(question);
  const person = someones ? namesSomeonesKin(hit, someones) : namesPerson(hit, question);
  // A post opening the owner's note on work ("physio at a sports clinic") is theirs, asked of theirs alone.
  const post = ownWorkNote(hit.title) && ownWorkAsked.test(question);
  const held0 = sentences.map((sentence) =>
    kind ? holdsAskedFor(sentence.text, kind, question, { post: post && sentence.position === 0 }) : 0,
  );
  const holds = sumsOfOther(sentences, held0, question, hit.title);
  const waysAsked =
    listedWays(question, hit) ??
    (person !== undefined && personTerms ? personWays(question, personTerms, hit) : undefined);
  // A note that never names them is read for them only when it names the relatives they are among ("the eldest of
  // us three" for a sister).
  const ways =
    person === false && !waysAsked?.amongNote ? undefined : (waysAsked ?? ownKinWays(question, hit));
  // "Mateo is 11" in the kids note names "your boy", though in no word for a son.
  const namedAmong = person === false && ways !== undefined && knownByGender(sentences, ways);
  const typed = options.askedForWeight ?? askedForWeight;
  // "days" of "what days am i off" is no word the answer shares: it names the kind of fact asked.
  const dayWords = new Set(dayWordsAsked(question));
  const telling = meant.filter((term) => !dayWords.has(term));
  const matched = sentences.map((sentence, i) => {
    const held = new Set(terms(inOneMeaning(sentence.text)));
    const share = telling.filter((term) => held.has(term)).length / Math.max(1, telling.length);
    return (cosines[i] ?? 0) + weight * share + inParagraph * (hit.closeness[sentence.paragraph] ?? 0);
  });
  // "I build boat models. I've finished 14 so far": a count whose noun is left out counts what the sentence
  // before names, and matches the question as well as it does.
  const thingTerms = thing === undefined ? [] : terms(thing);
  const counting = kind === 'number' && thingTerms.length > 0 && /\bhow many\b/i.test(question);
  const continues = sentences.map((sentence, i) => {
    const before = sentences[i - 1];
    return (
      counting &&
      before?.paragraph === sentence.paragraph &&
      thingTerms.every((term) => terms(before.text).includes(term)) &&
      barelyCounts(sentence.text)
    );
  });
  const matches = matched.map((match, i) => (continues[i] ? Math.max(match, matched[i - 1] ?? 0) : match));
  // Holding the kind asked decides between sentences that match about as well, never against a clearly better
  // one: the tagger knows Bali and Paris, not the island the question is about.
  const margin = options.askedForMargin ?? askedForMargin;
  const best = Math.max(...matches);
  const others = ways && sentencesAboutOthers(sentences, ways);
  // "What's your brother Kieran's wife called?" of a note that never names her: what it has is about Kieran, not
  // the husband's job beside him. Sentences naming none of the names the question gives are said last.
  const names = person === false ? namesIn(question) : [];
  const naming = sentences.map((sentence) => {
    const held = new Set(terms(sentence.text));
    return names.some((name) => held.has(name));
  });
  const unnamed = naming.some(Boolean) ? naming.map((named) => !named) : [];
  const scores = matches.map(
    (match, i) =>
      match +
      (match >= best - margin ? typed * (holds[i] ?? 0) : 0) -
      (others?.[i] || unnamed[i] ? offPerson : 0),
  );
  // Once the best sentence holds the kind of fact asked, a sentence said beside it (and not as good) must answer too:
  // hold one as well, and either share a word of the question other than its time words, or go on about what the
  // sentence before it is about ("He lives in Peckham"). Not "My boss is fine but …" beside where they work, nor
  // "Saving $200 a month" beside the mortgage each month. A person asked about is told of across sentences the
  // person rules above pick ("little Zosia, who is 4" for "your youngest").
  const personAsked = personAskedAbout(question);
  const timeWords = new Set(
    taggedTerms(question)
      .filter(({ tags }) => tags.includes('Date') || tags.includes('Duration'))
      .flatMap(({ normal }) => terms(normal)),
  );
  const sharesAsked = (sentence: Sentence) => {
    const held = new Set(terms(inOneMeaning(sentence.text)));
    return meant.some((term) => held.has(term) && !timeWords.has(term));
  };
  const bestAt = scores.indexOf(Math.max(...scores));
  const answers = (sentence: Sentence) =>
    holds[bestAt] !== 1 ||
    personAsked !== undefined ||
    (scores[sentence.position] ?? 0) >= (scores[bestAt] ?? 0) ||
    (holds[sentence.position] === 1 && (sharesAsked(sentence) || opensWithReference(sentence)));
  const answering = scores.map((score, i) =>
    answers(sentences[i] as Sentence) ? score : Number.NEGATIVE_INFINITY,
  );
  const pick = (scored: readonly number[]) =>
    namedFirst(
      sentences,
      chooseSentences(sentences, scored, options.sentences ?? sentenceChoice),
      kind === 'name' ? holds : [],
      kind === 'name' && thing !== undefined && terms(thing).every((term) => terms(hit.title).includes(term)),
    );
  const closest = pick(answering);
  // Sentences closest to the question in words may hold nothing of the kind asked while another of the note does
  // ("where are you working these days?": "3 days a week" beside "I'm a hygienist at … in Camborne"): then that one
  // is said, not a gap the note itself answers. Not when they share a word of the question other than its time
  // words that it lacks: "Rarotonga for our honeymoon" is the honeymoon asked, though the tagger knows "Paris" of
  // the line after it as a place better. Only for a place or a trade, which the tagger reads strictly (any number
  // is one, any capital a name), and not for a person asked about, whom the rules above find.
  const holding = answering.map((score, i) =>
    holds[i] === 1 && (sharesAsked(sentences[i] as Sentence) || !closest.some(sharesAsked))
      ? score
      : Number.NEGATIVE_INFINITY,
  );
  const picked =
    (kind === 'place' || kind === 'work') &&
    personAsked === undefined &&
    ways === undefined &&
    closest.every((sentence) => (holds[sentence.position] ?? 0) === 0) &&
    holding.some((score) => score > Number.NEGATIVE_INFINITY)
      ? pick(holding)
      : closest;
  // …and is said after it, which names what it counts.
  const counted = picked.flatMap((sentence) => {
    const before = sentences[sentence.position - 1];
    return continues[sentence.position] && before && !picked.includes(before)
      ? [before, sentence]
      : [sentence];
  });
  const chosen = asksOfGroup(question) ? withWholeLists(sentences, counted) : counted;
  const inNote = termsOfNote(hit);
  // "A mongrel called Biscuit" is about a dog though the note never says "dog": the encoder hears the kind of thing.
  // A relation is named in any of its words ("How many kids …?" and "24 children").
  const bar = options.thingBar ?? thingCloseness;
  const objectHeld = chosen.some((sentence) => holdsObjectOf(sentence.text, question));
  const namesThing = (named: string) =>
    terms(named).every((term) => inNote.has(term)) ||
    namesKin(named, noteText(hit)) ||
    chosen.some(
      (sentence) => (phraseCosines[sentence.position] ?? 0) >= bar && !onlyNames(sentence.text, question),
    ) ||
    objectHeld;
  // A number or a date asked of someone ("How old is your mum?") is theirs only in a sentence about them.
  const about = ways && (kind === 'number' || kind === 'time') ? sentencesAbout(sentences, ways) : undefined;
  const held = Math.max(
    0,
    ...chosen.map((sentence) => (about?.[sentence.position] === false ? 0 : (holds[sentence.position] ?? 0))),
  );
  const text = spokenInOrder(chosen);
  const aloud = spokenInOrder(chosen, (sentence) => saidAsOwner(sentence, hit.title));
  // The fact asked for may be only in the note's title ("My brother Erik" over "he drove me to the airport"): then
  // the title is said with the sentences. For a thing's name ("the name of the café"), only a title that is a name
  // alone ("Chispa" over "Now she sleeps at the foot of my bed"), though the sentences name people: a title naming
  // a person or a place ("Our week on Skye") is not the café's, nor an activity ("Bouldering") the wall's.
  // "Our dog Bran is …" for "What's your dog's name?" names it beside the question's word: the title is not its name.
  const namedBeside = words(question).some(
    (word) =>
      word.length > 2 && new RegExp(String.raw`\b${escapeRegExp(word)}\s+\p{Lu}\p{Ll}`, 'u').test(text),
  );
  const titled =
    kind === 'name' && namedBeside
      ? false
      : kind === 'name' && thing
        ? aloneAsName(`${hit.title.trim()}.`) &&
          !taggedTerms(hit.title).some(({ tags }) => tags.includes('Verb')) &&
          !text.includes(hit.title.trim())
        : kind &&
          !thing &&
          held < 1 &&
          holdsAskedFor(asWritten(hit.title), kind, question, { cased: false }) === 1;
  // "When's Nia's birthday?" and "Weekends: I take Nia for a walk": a time, not the birthday's. A time said of a
  // thing never named may be its time in other words ("Dad's surgery is on the 14th" for his operation): half.
  const timeUnnamed = timed !== undefined && !namesThing(timed) && !saysInOneMeaning(hit, timed);
  // "What's the name of the café …?" and "… at a café on the quay": the note knows of it, not its name. A unit of
  // time is not a thing left unnamed: "4 days a week, off fridays" says which day of the week.
  // "What's the name of Yaw's band?" and "Yaw … born at St Mary's" from a note speaking of his bands elsewhere: the
  // name said is another thing's. Not a note that never speaks of it (its name may stand for it: "play as X"), nor
  // one titled for it ("Our car": its sentences speak of the car). Nor a sentence that refers back to it ("a dog …
  // We named her Pepper", "a café … Its name is Drift") or names its kind ("a primary school … Westfield Primary").
  const inTitle = new Set(terms(hit.title));
  const kinds = kindsOf(hit, thingTerms);
  const nameOfAnother =
    kind === 'name' &&
    thingTerms.length > 0 &&
    !titled &&
    thingTerms.every((term) => inNote.has(term) && !inTitle.has(term)) &&
    !chosen.some(
      (sentence) =>
        thingTerms.some((term) => terms(sentence.text).includes(term)) ||
        (phraseCosines[sentence.position] ?? 0) >= bar ||
        backReference.test(words(sentence.text)[0] ?? '') ||
        terms(sentence.text).some((term) => kinds.has(term)),
    );
  const unheld =
    nameOfAnother ||
    (thing !== undefined &&
      (kind === 'name' || /^\s*which\b(?!\s+of\b)/i.test(question)) &&
      !taggedTerms(thing).some(({ tags }) => tags.includes('Duration')) &&
      !titled &&
      leavesUnnamed(text, thing)) ||
    // "What kind of motorcycle …?" and "has a motorcycle he keeps fixing": the note knows of it, not its kind.
    (thing !== undefined && askedKindOf(question) && leavesKindUnsaid(text, thing)) ||
    (timeUnnamed &&
      chosen.every((sentence) => holds[sentence.position] !== 1 || timeOfOther(sentence.text, question)));
  const heldAsked = Math.min(titled ? 1 : held, timeUnnamed ? 0.5 : 1);
  return {
    hit,
    sentences: chosen,
    text: titled ? `${hit.title.trim()}: ${text}` : text,
    aloud: titled ? `${hit.title.trim()}: ${aloud}` : aloud,
    cosine: Math.max(0, ...cosines),
    coverage: asked.filter((term) => inNote.has(term)).length / Math.max(1, asked.length),
    ...(unheld ? { holdsAsked: 0 } : kind ? { holdsAsked: heldAsked } : {}),
    ...(thing ? { mentionsThing: namesThing(thing) } : {}),
    ...(person !== undefined ? { mentionsPerson: person || namedAmong } : {}),
    ...(ways ? { tellsOfPerson: tellsOf(ways, sentences, chosen) } : {}),
    ...(focus.length > 0
      ? {
          mentionsFocus: focus.some(
            (term) => inNote.has(term) || monthOfSeasonIn(term, noteText(hit), question),
          ),
        }
      : {}),
  };
}

/** Words of a price, not of what it is the price of ("cost", "pay", "set … back"). */
const priceWords = new Set(terms('cost costs paid pay price spend spent charge set back worth fee'));

/**
 * What a thing cost is in a sentence that names it: "How much did the loft conversion cost?" is not answered by
 * "bought the house in 2016 for £285,000" when another sentence of the note tells of the loft. A note titled for
 * what is asked ("house") is about it in every sentence.
 */
function sumsOfOther(
  sentences: readonly Sentence[],
  holds: readonly number[],
  question: string,
  title: string,
): number[] {
  if (!askedMoney.test(question)) return [...holds];
  const inTitle = new Set(terms(title));
  const asked = focusTermsOf(question).filter((term) => !priceWords.has(term));
  if (asked.length === 0 || asked.some((term) => inTitle.has(term))) return [...holds];
  const names = sentences.map((sentence) => {
    const held = new Set(terms(sentence.text));
    return asked.some((term) => held.has(term));
  });
  if (!names.some(Boolean)) return [...holds];
  // "…in Redruth. bought it in 2009 for £128k": "it" after the sentence naming it is it.
  const naming = names.map(
    (named, i) =>
      named ||
      (names[i - 1] === true &&
        sentences[i - 1]?.paragraph === sentences[i]?.paragraph &&
        /\b(?:it|its|this|that|they|them)\b/i.test(sentences[i]?.text ?? '')),
  );
  return holds.map((held, i) => (naming[i] ? held : 0));
}

/**
 * The sentences picked, after the note's opening one when it is a name alone ("Bursztyn." in a note on a cat, its
 * title a nickname) and no sentence picked holds the name asked: it is what the note is about. In a note titled for
 * the thing whose name is asked ("the boat"), an opening name said with what it is ("Zeezwaluw, a Contest 29 …") is
 * that name, whatever other names the note holds (a marina's).
 */
function namedFirst(
  sentences: readonly Sentence[],
  picked: Sentence[],
  holds: readonly number[],
  titledForThing: boolean,
): Sentence[] {
  const [opening] = sentences;
  if (!opening || holds.length === 0 || picked.includes(opening)) return picked;
  if (titledForThing && opensOnName(opening.text)) return [opening];
  if (!aloneAsName(opening.text)) return picked;
  return picked.some((sentence) => holds[sentence.position] === 1) ? picked : [opening, ...picked];
}

/** A sentence opening on a name, alone or said with what it is: "Bursztyn.", "Zeezwaluw, a Contest 29 from 1981." */
const opensOnName = (text: string) =>
  aloneAsName(text) || aloneAsName(text.split(/,\s+(?=(?:an?|the|my|our)\s)/i)[0] ?? '');

/**
 * Whether a sentence only gives a name the question already holds ("Our dog is called Biscuit." for "What breed is
 * Biscuit?"): it is about the thing in the encoder's ear, yet says nothing of it.
 */
function onlyNames(sentence: string, question: string): boolean {
  const given = new Set(namesIn(question));
  const named = /\b(?:called|named)\s+([\p{Lu}][\p{L}'’-]*)[.!]?$/u.exec(sentence.trim())?.[1];
  return named !== undefined && terms(named).every((term) => given.has(term));
}

/** The thing asked about as the owner would name it in a note ("my dog"), for the encoder to compare. */
const thingPhrase = (thing: string) => `my ${thing}`;

/**
 * The terms of the person a question asks about (`personAskedAbout`), whom a note must name to answer it; undefined
 * when it names none, or asks who someone is ("Who is your boss?": the note may say "my manager").
 */
function personTermsOf(question: string): string[] | undefined {
  const person = askedFor(question) === 'name' ? undefined : personAskedAbout(question);
  return person ? terms(person) : undefined;
}

/**
 * The words a question names its person by when they are a relative ("your stepdad" → "stepdad", "your
 * father-in-law" → "father-in-law", "your old man", "your kid brother"): a note may name them in other words ("my
 * father", `namesKin`).
 */
function kinAsked(question: string): string | undefined {
  // The names of a group of relatives ("What are your kids called?") are asked of them: a note must name them.
  const named = askedFor(question) === 'name' && !asksOfGroup(question);
  const person = named ? undefined : personAskedAbout(question);
  // "your eldest" is asked by that word: it says which child (`ageAmongIn`).
  if (!person || byAge.test(person)) return undefined;
  // The words before it may make it a relative ("old man"), and a child's word says which sibling ("kid brother").
  const next = /^(?:kid|baby)$/i.test(person) ? String.raw`(?:\s+\p{L}+)?` : '';
  const phrase = new RegExp(
    String.raw`(?:[\p{L}'’]+\s+){0,2}(?:step[- ]?)?${escapeRegExp(person)}\p{L}*(?:[- ]in[- ]laws?)?${next}`,
    'iu',
  );
  const said = phrase.exec(question)?.[0] ?? person;
  // "your mum's friend" is no relative; "how old's your girl" asks of one.
  return kinIn(said.replace(/^.*['’]s\s+/u, '')).size > 0 ? said : undefined;
}

/**
 * The relative of someone named that a question asks about ("What's Danny's wife called?" → "wife", "What does
 * Erik's older brother do?" → "brother").
 */
function kinOfSomeoneAsked(question: string): string | undefined {
  const tokens = question.match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  const at = tokens.findIndex((token, i) => i > 0 && /^\p{Lu}\p{L}*['’]s$/u.test(token));
  if (at < 0) return undefined;
  return tokens.slice(at + 1, at + 4).find((token) => kinIn(token).size > 0);
}

/**
 * Whether a note names a relative of someone else's ("his wife", "Danny's wife"): the owner's own ("my wife",
 * "our son") is not Danny's, however close the note is to the question.
 */
function namesSomeonesKin(hit: Pick<SearchHit, 'title' | 'paragraphs'>, kin: string): boolean {
  const tokens = noteText(hit).match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  const owners = (i: number) => {
    const before = tokens.slice(Math.max(0, i - 3), i);
    const mine = before.findLastIndex((word) => /^(my|our)$/i.test(word));
    // "my big brother" is the owner's; "my friend Tomas's wife" is not.
    return mine >= 0 && !before.slice(mine + 1).some((word) => /['’]s$/u.test(word));
  };
  return tokens.some((token, i) => namesKin(kin, token) && !owners(i));
}

/** The ways a note's sentences may name the person asked about: words (a name's terms), or a relation's words. */
interface PersonWays {
  terms: readonly (readonly string[])[];
  kin?: string;
  /** Which of the siblings or children ("your little brother": the youngest), `ageAmongIn`. */
  age?: 'youngest' | 'eldest';
  /** The note names the relatives the one asked about is among (their siblings, the children): `namesKinAmong`. */
  amongNote?: boolean;
  /** Its sentences are read for them among those relatives too. */
  among?: boolean;
  /** The note is on the parents of the ones asked about: the children, or a sibling (`namesTheirChildren`). */
  ofChildren?: boolean;
  /** Found by comparing the ages a list gives (`listedByAge`): the list's other clauses are about the others. */
  listed?: true;
}

/**
 * How a note's sentences name the person a question asks about (`personTermsOf`), when it asks about them and not
 * as the owner of what it asks about ("Tunde's family": Folake may tell of it). Asked by name ("What did Thiago
 * teach you?"), by that name; asked by relation ("What does your dad do?"), by the relation in any of its words or
 * a name the note ties to it ("my dad, Piet, …", "Piet, my dad, …").
 */
function personWays(question: string, person: readonly string[], hit: SearchHit): PersonWays | undefined {
  const owns = taggedTerms(question).some(
    ({ text }) => /['’]s$/u.test(text) && terms(text.replace(/['’]s$/u, '')).join(' ') === person.join(' '),
  );
  if (owns) return undefined;
  const names = new Set(namesIn(question));
  if (person.every((term) => names.has(term))) return { terms: [person] };
  if (person.length !== 1) return undefined;
  const kin = kinAsked(question);
  const tied = namesTiedTo(hit, kin ?? person[0] ?? '').map((name) => [name]);
  // A relative is named in their own words, not by the question's: "father" is not the father-in-law.
  const age = ageAmongIn(question);
  if (!kin) return { terms: [person, ...tied], ...(age ? { age } : {}) };
  return { terms: tied, kin, amongNote: namesKinAmong(kin, noteText(hit)), ...(age ? { age } : {}) };
}

/** "Your youngest" in a note listing the children's ages: the one `listedByAge` finds. */
function listedWays(question: string, hit: Pick<SearchHit, 'title' | 'paragraphs'>): PersonWays | undefined {
  const age = ageAmongIn(question);
  const listed = age && [...kinIn(question)].every((kin) => kin === 'child') && listedByAge(hit, age);
  return listed ? { terms: [terms(listed)], age, listed: true } : undefined;
}

/**
 * The one "your youngest" or "your eldest" means in a note listing people with their ages and no word for which is
 * which ("kids: Anjali 20 …, Dev 16 …, and little Meera who's 9"): the name with the lowest or highest age. Not
 * the owner ("me (Gareth, 44)") nor someone given another relation ("Nia (the wife, 43)", "Mum (Kamla, 78)").
 */
export function listedByAge(
  hit: Pick<SearchHit, 'title' | 'paragraphs'>,
  age: 'youngest' | 'eldest',
): string | undefined {
  if (ageAmongIn(noteText(hit))) return undefined;
  const listed = listedChildren(hit);
  if (listed === undefined) return undefined;
  const sign = age === 'youngest' ? 1 : -1;
  const [first, second] = listed.sort((a, b) => sign * (a.years - b.years));
  return first && second && first.years !== second.years ? first.name : undefined;
}

/**
 * The owner's children a note lists with their ages (two or more, in note order), as `listedByAge` reads them;
 * undefined when it lists none, or people it does not show to be the owner's children.
 */
export function listedChildren(
  hit: Pick<SearchHit, 'title' | 'paragraphs'>,
): { name: string; years: number; position: number }[] | undefined {
  const sentences = sentencesOf(hit.paragraphs);
  const agedIn = ({ text: line, position }: { text: string; position: number }) => {
    // A bulleted line is read without its bullet ("- Zosia 8", "-> Mabel 6").
    const text = line.replace(bullet, '');
    const [matched = '', label = '', name = '', between = '', years = '', months] =
      listedAge.exec(text) ?? [];
    // "Cerys in year 3" is a school year; "Nia (the wife, 43)", "Wife: Priya (44)" or "mum Halina 71" is no child;
    // "Jo and I, together 9" no age.
    // …nor "Kuba 12 (nephew)", the relation said right after the age.
    const lead = name === '' ? '' : text.slice(0, text.indexOf(name));
    const [, aside = ''] =
      /^\s*[,(:–-]?\s*(?:(?:my|our|the|her|his)\s+)?(\p{L}+)/u.exec(text.slice(matched.length)) ?? [];
    const other =
      /\b(?:year|yr|class|grade|no|married|together|wed)\b/i.test(between) ||
      [...kinIn(`${label} ${lead} ${name} ${between} ${aside}`)].some(
        (relation) => !childKin.includes(relation),
      ) ||
      // "Rex 4 (dog)", "Ada 9 (neighbour)": an animal or someone else said after the age.
      notKin.test(text.slice(matched.length));
    return years && !other ? [{ name, years: Number(years) / (months ? 12 : 1), position }] : [];
  };
  // The list is the sentence it opens in, with the rest of that list ("Kids: Tom 12, Amy 9 and Ben 7."), or the lines
  // after it giving one each ("Anika - 15, …"); it stops at the first that is neither, or opens a list of its own
  // ("Grandkids - Leo 3"), so "My sister has 2 kids - Leo 3 and Mia 1." after it is not read.
  const start = sentences.findIndex((sentence) => agedIn(sentence).length > 0);
  const group = ({ list, position }: { list?: number; position: number }) => list ?? position;
  const opener = sentences[start];
  const run = opener === undefined ? [] : [opener];
  for (const sentence of sentences.slice(start + 1)) {
    if (opener === undefined) break;
    const inList = opener.list !== undefined && group(sentence) === group(opener);
    const ownLine = opener.list === undefined && !heads.test(sentence.text) && agedIn(sentence).length > 0;
    if (!inList && !ownLine) break;
    run.push(sentence);
  }
  // "Conor (9) and Róisín (4)": each of a pair in the list's own clauses.
  const listed = run.flatMap(({ text, position, list }) =>
    (list !== undefined || position === opener?.position ? text.split(/(?=\band\s)/) : [text]).flatMap(
      (clause) => agedIn({ text: clause, position }),
    ),
  );
  // The owner's children, said so before the list ("Kids: Tom 8 months, …"), in the title, or listed after the owner
  // ("me (Dafydd, 50), Carys 15, …"); not "Our team: Dave 41, …".
  const [opening] = listed;
  const before = sentences
    .slice(0, (opening?.position ?? 0) + 1)
    .map(({ text }) => text)
    .join(' ')
    .split(opening?.name ?? '')[0];
  // So are the ones listed line by line after the owner's partner, each as "Name - age" ("Priya - my wife, 45, GP
  // …. Anika - 15, …"); not "My wife 44 and I run a B&B. Staff: Jo 19, …", "My partner, 30 … Book club: Ann 55".
  const opens = sentences.findIndex(({ position }) => position === opening?.position);
  const afterPartner =
    opens > 0 &&
    ownPartnerListed.test(sentences[opens - 1]?.text ?? '') &&
    listed.every(({ position }) =>
      /^\W*\p{Lu}\p{Ll}+\s*(?:[-–]\s*)?\d/u.test(sentences[position]?.text ?? ''),
    );
  // A heading before the list says whose it is: "Kids: …", "3 kids - …", not "Team - …" after "My sister has 2 kids.".
  const heading = /\p{L}+(?::|\s+[-–])\s*$/u.exec(before ?? '')?.[0];
  const household =
    onChildren(hit) ||
    namesKin('children', heading ?? before ?? '') ||
    /^(?:boys|girls)\W*$/i.test(heading ?? '') ||
    /^me\b/i.test(before ?? '') ||
    afterPartner;
  return listed.length < 2 || !household ? undefined : listed;
}

/**
 * "How many kids do you have?" answered by the owner's children a note lists by name and age when no note counts
 * them in words: the count of names, then the names ("Two — Kuba and Zosia."), citing the lines listing them.
 * Undefined for any other question, or when a note says the count itself ("We have two girls", "3 kids").
 */
export function childrenCounted(
  found: readonly SearchHit[],
  question: string,
): { text: string; citation: Citation } | undefined {
  const [, kin = ''] = countsOwnChildren.exec(question) ?? [];
  const relations = [...kinIn(kin)];
  // Sons or daughters are not all the children listed: only "kids" or "children" is counted.
  if (relations.length === 0 || !relations.every((relation) => relation === 'child')) return undefined;
  if (found.some((hit) => saysChildrenCount.test(noteText(hit)))) return undefined;
  for (const hit of found) {
    const listed = listedChildren(hit);
    if (listed === undefined) continue;
    const names = listed.map(({ name }) => name);
    const count = countWords[names.length] ?? String(names.length);
    const sentences = sentencesOf(hit.paragraphs);
    // "my eldest Ola (22) lives in Bristol now" after the list: a child outside it, so the list is not the count.
    const inList = new Set(listed.map(({ position }) => position));
    if (sentences.some(({ text, position }) => !inList.has(position) && namesOneChild.test(text)))
      return undefined;
    const lines = [...new Set(listed.map(({ position }) => sentences[position]?.text ?? ''))];
    return {
      text: `${count} — ${names.slice(0, -1).join(', ')} and ${names.at(-1)}.`,
      citation: { entryId: hit.entryId, title: hit.title, snippet: lines.join('\n') },
    };
  }
  return undefined;
}

/** "How many kids do you have?", "how many children have you got": the owner's own, not "… in your class?". */
export const countsOwnChildren = /^\W*how many\s+(\p{L}+)\s+(?:do you have|have you got)(?:\s+now)?\W*$/iu;
/** A word for the owner's work shifts: "night shifts", "rota", "working", "three long days", "earlies". */
const workShiftWord = /\b(?:shifts?|rota|working|long\s+days|nights|earl(?:y|ies)|lates)\b/i;
/** One child named by relation, not the list's heading: "my eldest", "our son", "the baby". */
const namesOneChild = /\b(?:eldest|oldest|youngest|son|daughter|stepson|stepdaughter|baby|boy|girl)\b/i;
/** A count of children said in words: "two girls", "3 kids", "our four children". */
const saysChildrenCount = new RegExp(
  String.raw`\b(?:\d{1,2}|${numberWord})\s+(?:kids|children|boys|girls|sons|daughters|lads|lasses|little ones)\b`,
  'i',
);
const countWords = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
];

/** A list line's bullet: "- ", "* ", "• ", "-> ". */
const bullet = /^\s*(?:[-*•]|->|→)\s*/u;

/**
 * A clause opening on a name and giving its age: "Osian 12", "kids: Anjali 20 (…)", "3 kids - Aoife (12)", "and little
 * Meera who's 9",
 * "Ella 3 years old", "Tom 8 months" (its months read as a share of a year).
 */
const listedAge =
  /^((?:\d{1,2}\s+)?\p{L}+(?::|\s+[-–])\s*)?(?:and\s+)?(?:\p{Ll}+\s+)?(\p{Lu}[\p{Ll}'’-]+)(\s*\(?[^\d(]{0,14}?)\b(\d{1,2})\b(?:\s*(?:yrs?|years?)(?:\s+old)?\b|\s*(months?|mos?)\b)?(?!\s*(?:am|pm|%))/u;

/** A sentence opening a list of its own under a heading: "Grandkids - Leo 3", "Kids: Tom 12"; not "Anika - 15". */
const heads = /^\W*(?:\d{1,2}\s+)?\p{L}+(?::|\s+[-–])\s*[^\d\s]/u;

/** Whether a note is on the owner's children, by its title ("The children", "Our kids"). */
const onChildren = (hit: Pick<SearchHit, 'title'>) => namesKin('children', hit.title);

/**
 * A note titled for the parents of the ones asked about (`parentsOf`): "the kids" for grandkids, "my brother" for a
 * nephew.
 */
const onParents = (hit: Pick<SearchHit, 'title'>, kin: string) => {
  const parents = parentsOf(kin);
  return parents !== undefined && namesKin(parents, hit.title);
};

/** A question about the relatives one has ("How many grandkids…", "Do you have any sisters?"). */
const havingKin = /\bhow many\b|\b(?:do|did) you have\b|\bhave you got\b/i;

/**
 * The owner's relatives a question asks about without naming one ("How many grandkids have you got?"), as the ways
 * a note's sentences name them: a note titled by them ("the kids") tells of them in every sentence.
 */
function ownKinWays(question: string, hit: SearchHit): PersonWays | undefined {
  const kin = havingKin.test(question) ? ownKinAsked(question) : undefined;
  return kin === undefined || namesKinAmong(kin, hit.title)
    ? undefined
    : { terms: [], kin, amongNote: namesKinAmong(kin, noteText(hit)), ofChildren: onParents(hit, kin) };
}

/**
 * Whether sentences chosen tell of the person asked about: one about them (`whomEach`) that names them other than
 * as company ("… with my friend Cengiz"), or one referring back to someone not known to be another.
 */
function tellsOf(ways: PersonWays, sentences: readonly Sentence[], chosen: readonly Sentence[]): boolean {
  const whom = whomEach(sentences, ways);
  return chosen.some((sentence) =>
    opensWithReference(sentence)
      ? whom[sentence.position] !== 'other'
      : whom[sentence.position] === 'them' && !onlyAsCompany(ways, sentence.text),
  );
}

/**
 * Whether every mention of the person asked about in a sentence is as company ("with my friend Cengiz"); "coach of
 * the Lions" tells of them.
 */
function onlyAsCompany(ways: PersonWays, text: string): boolean {
  const tokens = taggedTerms(text);
  const mentions = tokens.flatMap((token, i) => (namesThem(ways, token.text) ? [i] : []));
  return (
    mentions.length > 0 &&
    mentions.every((i) => {
      let before = i - 1;
      while (
        ['Possessive', 'Determiner', 'Adjective', 'Actor', 'ProperNoun'].some((tag) =>
          tokens[before]?.tags.includes(tag),
        )
      )
        before--;
      return /^(with|alongside|beside)$/.test(tokens[before]?.normal ?? '');
    })
  );
}

/** Whether a sentence names the person asked about (`personWays`). */
function namesThem(ways: PersonWays, text: string): boolean {
  // "Femi is the baby" is the little brother, "Bisi's the eldest of us three" not.
  const age = ways.age && ageAmongIn(text);
  if (age) return age === ways.age;
  const held = new Set(terms(text));
  return (
    ways.terms.some((name) => name.every((term) => held.has(term))) ||
    (ways.kin !== undefined && (ways.among ? namesKinAmong : namesKin)(ways.kin, text)) ||
    (ways.kin !== undefined && ways.ofChildren === true && namesTheirChildren(ways.kin, text))
  );
}

/**
 * The names a note ties to a relation by apposition: "my dad, Piet, …", "my dad Piet …", "Piet, my dad, …", or a
 * title "My big brother Erik" (stemmed as the index stems them). A capitalised word right after the relation, or
 * before a comma and "my"/"our" and the relation, with at most two words between those and it ("my big brother").
 */
export function namesTiedTo(hit: Pick<SearchHit, 'title' | 'paragraphs'>, relation: string): string[] {
  const tied = new Set<string>();
  const isRelation = (token: string) =>
    kinIn(relation).size > 0
      ? namesKin(relation, token)
      : terms(token).join(' ') === terms(relation).join(' ');
  for (const text of [hit.title, ...hit.paragraphs.map((chunk) => chunk.text)]) {
    const tokens = text.match(/[\p{L}\p{N}'’-]+|[^\s\p{L}\p{N}]/gu) ?? [];
    tokens.forEach((token, i) => {
      if (!isRelation(token)) return;
      const at = tokens[i + 1] === ',' ? i + 2 : i + 1;
      const after = tokens[at];
      if (after !== undefined && isName(after)) tied.add(after);
      const mine = tokens.slice(Math.max(0, i - 3), i).findLastIndex((word) => /^(my|our)$/i.test(word));
      if (mine < 0) return;
      const from = Math.max(0, i - 3) + mine;
      const between = tokens.slice(from + 1, i);
      const before = tokens[from - 2];
      if (
        between.every((word) => /^\p{Ll}/u.test(word)) &&
        tokens[from - 1] === ',' &&
        before &&
        isName(before)
      )
        tied.add(before);
    });
  }
  return [...tied].flatMap((name) => terms(name));
}

/**
 * Whether a note names what a "how many" question counts, in its words or a relation's ("How many kids are at your
 * school?" and "about 420 children on roll"); undefined for other questions, and for the owner's own relatives,
 * which `ownKinNote` finds.
 */
export function namesCounted(
  hit: Pick<SearchHit, 'title' | 'paragraphs'>,
  question: string,
): boolean | undefined {
  const thing = /\bhow many\b/i.test(question) ? thingAskedAbout(question) : undefined;
  if (thing === undefined || ownKinAsked(question) !== undefined) return undefined;
  return terms(thing).every((term) => termsOfNote(hit).has(term)) || namesKin(thing, noteText(hit));
}

/** Whether a sentence gives a count with no noun after it ("I've finished 14 so far", "3 of them"). */
function barelyCounts(sentence: string): boolean {
  const tagged = taggedTerms(sentence);
  return tagged.some(
    ({ normal, tags }, i) =>
      tags.includes('Cardinal') &&
      !tags.includes('Year') &&
      normal !== 'one' &&
      !(tagged[i + 1]?.tags.includes('Noun') && !tagged[i + 1]?.tags.includes('Pronoun')),
  );
}

/**
 * A question about the owner's own work in its everyday shapes: "Where do you work?", "Who do you work for?", "What
 * do you do (for a living, these days)?", "your job", "Do you work?". Not "What do you do at weekends?", nor anyone
 * else's work.
 */
const ownWorkAsked = new RegExp(
  [
    String.raw`^\W*(?:where|who)\s+(?:do|are)\s+you\s+(?:work|working)(?:\s+(?:for|at|now|these\s+days|at\s+the\s+moment))*\W*$`,
    String.raw`^\W*what\s+do\s+you\s+do(?:\s+for\s+(?:a\s+living|work|money|a\s+job))?(?:,?\s+(?:now(?:adays)?|these\s+days|again))?\W*$`,
    String.raw`^\W*what(?:['’]s|\s+is)\s+your\s+(?:job|career|occupation|profession|line\s+of\s+work)(?:\s+(?:now|these\s+days))?\W*$`,
    String.raw`^\W*(?:do\s+you\s+(?:still\s+)?work|are\s+you\s+(?:still\s+)?working(?:\s+(?:at\s+the\s+moment|now|these\s+days|at\s+all))?)\W*$`,
  ].join('|'),
  'i',
);
const workTitle = /\b(?:work|job|career|occupation|profession|employment)\b/i;
/** A note's title for the owner's work now: "work", "My job"; not "Kat's job", "Mum's work" nor "Old job". */
const ownWorkNote = (title: string) =>
  /^\W*(?:my\s+|the\s+)?(?:(?:current|new|day|main)\s+)?(?:work|job|career|occupation|profession|employment)(?:\s+(?:stuff|notes|life|now))?\W*$/i.test(
    title,
  );
/**
 * "I teach chemistry at …", "I manage a team of 6", "I work at Aviva", "I drive a cab for Addison Lee": in a note on
 * work, the owner doing a trade, by a closed list of trade verbs with what or where after it. Not a chore or an
 * errand ("I drive the kids to school first", "I paint the office next week", "I report to Dave"), nor "I run late".
 */
function saysTrade(text: string): boolean {
  const [, verb, rest = ''] = /^\W*I\s+(\p{Ll}+)\b(.*)$/su.exec(text) ?? [];
  if (verb === undefined) return false;
  const object = /^\s+(?!(?:first|next|late|early|tomorrow|today|tonight|later|soon|home)\b)[\p{L}\d]/u.test(
    rest,
  );
  if (verb === 'work') return /^\s+(?:at|for|in|as|on)\s+\S/.test(rest);
  if (verb === 'drive') return object && /\bfor\s+(?:a\s+|an\s+|the\s+)?[\p{L}\d]/u.test(rest);
  return tradeVerb.test(verb) && object;
}
const tradeVerb = /^(?:teach|nurse|manage|lead|run|own|lecture|tutor|practi[sc]e)$/;
/** A sentence of the owner's now: opening on "I", not on what they were, wanted or would be. */
const ownerOpens =
  /^\W*(?:i['’](?:m|ve)|im|i)(?!['’])\b(?!\s+(?:was|used\s+to|wanted|want|would|hope|wish)\b)/i;
/** The owner as a subject, in upper or lower case ("I", "i've", "We're"). */
const ownerSubject = String.raw`(?:\b[Ii]|\b[Ww]e)(?:['’](?:ve|m|re))?`;

/** The owner's partner in the words notes and questions use ("boyfriend", "wife", "fiancée", "other half"). */
const partnerWord = `(?:${[
  'boyfriend',
  'girlfriend',
  'partner',
  'husband',
  'hubby',
  'wife',
  'fianc[ée]e?',
  'bf',
  'gf',
  String.raw`other\s+half`,
  String.raw`better\s+half`,
  String.raw`significant\s+other`,
]
  .map((word) => `[${word[0]}${word[0]?.toUpperCase()}]${word.slice(1)}`)
  .join('|')})`;
/** The owner's partner opening a list's line with their age ("Priya - my wife, 45", "- Aga (wife) 39"): not "My wife 44 and I …". */
const ownPartnerListed = new RegExp(
  String.raw`^\W*\p{Lu}\p{Ll}+\s*(?:[-–]\s*[Mm]y\s+${partnerWord}\b[,\s]+|\(${partnerWord}\)\s*)\d{1,2}\b`,
  'u',
);
/** The owner's feeling (`verbs`, base form): opening a sentence or clause, or after "I"; not "Mum hates" or "Hates". */
const ownFeeling = (verbs: string, flags = 'i') =>
  new RegExp(
    String.raw`(?:^\W*|[,;:—–]\s*|\b(?:and|but|also)\s+|\b[Ii]\s+(?:really\s+|absolutely\s+|honestly\s+|just\s+)?)(?:${verbs})\b(?!\s+to\s+(?:say|admit)\b|\s+it\s+when\b|\s*[,.;!?]|\s*$)`,
    flags,
  );

const hateVerbs = String.raw`hate|dislike|loathe|detest|despise|can['’]?t\s+stand|can['’]?t\s+bear`;
const loveVerbs = 'love|adore';
const ownHate = ownFeeling(hateVerbs);
const ownLove = ownFeeling(loveVerbs);

/**
 * "We live in …", "I live with Sam (…) in a flat in Bedminster", "I've been living in Montevideo since 2021", "we've
 * been in Bend for 30 yrs", "Based in Leeds"; not "We live in hope every August", "… in fear of …".
 */
const ownHome = new RegExp(
  String.raw`${ownerSubject}(?:\s+(?:still|now|currently|all|both|have|been|happily))*\s+(?:live|living)(?:\s+with\s+[^.;!?]{1,60}?)?\s+(?:in|at|near|on|by)\b(?!\s+(?:hope|fear|dread|denial|terror|the\s+(?:moment|past|present)|a\s+bubble)\b)|${ownerSubject}(?:\s+(?:have|been|now|currently))*\s+(?:been\s+in|moved\s+to|settled\s+in|based\s+in)\s+(?:the\s+)?\p{Lu}|^\W*(?:[Ll]ive|[Ll]iving|[Bb]ased)\s+in\s+\p{Lu}`,
  'u',
);

/** "Boyfriend is Dev", "my husband Dev", "Daan, 37, my partner", "I'm single", "Me and Nico have been together". */
const ownPartner = new RegExp(
  String.raw`\b[Mm]y\s+${partnerWord}\b(?!\s+in\s+\p{L})|^\W*${partnerWord}\s+(?:is|['’]s)\b|^\W*${partnerWord}\W+\p{Lu}|${ownerSubject}(?:\s+am)?\s+(?:not\s+)?(?:happily\s+)?(?:married|engaged|single)\b(?!-)|(?:\b[Ww]e|\b[Mm]e\s+and\s+\p{Lu}[^,.;]{0,30}?)(?:\s+have|['’]ve)\s+been\s+together\b`,
  'u',
);

/**
 * Whether a sentence says the owner keeps a pet named by one of `words` ("Our dog Yerba", "we've got two rabbits",
 * "Got a dog, Rex."): not someone else's ("My neighbours dog"), one gone ("My cat died in 2019"), "Our hot dogs",
 * "dog food", nor an allergy to them. Compiled once per kind.
 */
function ownPet(words: string): (text: string) => boolean {
  const allergic = new RegExp(String.raw`allerg\w*\s+to\s+(?:${words})`, 'i');
  const kept = new RegExp(
    String.raw`(?:\b(?:[Oo]ur|[Mm]y|(?:[Ii]|[Ww]e)(?:['’]ve|\s+have)(?:\s+got)?\s+(?:an?|\d+|two|three|four))|^\W*[Gg]ot\s+an?)\s+(?:(?!hot\b)\p{Ll}+(?<!s|['’]s)\s+)?(?:${words})\b(?!\s+(?:food|bowl|lead|hair|flap|sitter|walker|and\s+chips))`,
    'u',
  );
  return (text) => !noPet.test(text) && !allergic.test(text) && kept.test(text);
}
const noPet = /\bno\s+pets\b|\b(?:died|passed|put\s+down|used\s+to|late|RIP)\b/i;

/**
 * An age opening a note on the owner with no subject, what follows telling what the owner is now or where from ("29,
 * grew up in Dingle.", "34, married w two kids", "30, single", "31, works in tech"): only the note's first sentence
 * (`opening`), so not "Married to Conor. 31, works in tech."; not a timeline ("18, left school. 21, moved to London.",
 * another sentence of `note` opening on a number and a comma); not a count ("29 kids", "5, maybe 6 times", "12, the
 * rest at home", "90, confirmed so far"), names ("3, Pepper and Salt") nor a list ("1, 2, 3").
 */
function leadingAge(text: string, title: string, note: readonly string[]): boolean {
  if (!aboutOwner.test(title) || note[0]?.trim() !== text.trim()) return false;
  const numbered = /^\W*\d{1,3}(?:\s*(?:yo|y\/o|yrs?\s+old|years?\s+old))?,\s/;
  if (note.slice(1).some((sentence) => numbered.test(sentence))) return false;
  const rest = /^\W*(?:[1-9]\d|1[01]\d)(?:\s*(?:yo|y\/o|yrs?\s+old|years?\s+old))?,\s+(.+)$/su.exec(
    text,
  )?.[1];
  const tagged = taggedTerms(rest ?? '');
  // Past "still", "now", "currently" to the word that tells ("29, still single"), not past "not".
  const at = tagged.findIndex(
    ({ normal, tags }) => !tags.includes('Adverb') || /^(?:not|never)$/.test(normal),
  );
  const word = tagged[at];
  if (!word) return false;
  if (ownerIs.test(word.normal)) return true;
  // "works in tech", "lives in Leeds": what they do now, not what they did ("left school", "ran the whole way").
  if (
    word.tags.includes('PresentTense') &&
    !word.tags.includes('Infinitive') &&
    !word.tags.includes('Gerund')
  )
    return true;
  // "single", "single and loving it"; not "left school".
  const next = tagged[at + 1];
  return (
    word.tags.includes('Adjective') &&
    !word.tags.includes('Verb') &&
    !(next && ['Noun', 'Determiner'].some((tag) => next.tags.includes(tag)))
  );
}
/** A note's title for the owner alone ("me", "About me", "Intro"). */
const aboutOwner = /^\W*(?:me|myself|about(?:\s+me)?|intro(?:duction)?|bio|who\s+i\s+am)\W*$/i;
/** Words telling what the owner is or where they are from after their age ("29, grew up in Dingle", "34, married"). */
const ownerIs =
  /^(?:grew|born|raised|from|originally|married|engaged|divorced|separated|widowed|single|living|working|based|studying)$/;

/** A note's title for the owner and their household ("The family", "About me", "Us"). */
const ownersNote = /^\W*(?:(?:my|our|the)\s+)?(?:family|fam|household|me|us|about\s+me|marriage)\W*$/i;

/** A month by its name or the short forms notes use ("feb", "Sept."). */
const monthName = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
/** A day of a month: "14 feb", "the 3rd of May", "June 7", "sept 3rd", "14/02/1987", "1987-02-14"; not a month alone ("in May"). */
const dayOfMonth = String.raw`(?:\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${monthName}(?![\p{L}])|\b${monthName}\s+\d{1,2}(?:st|nd|rd|th)?\b(?!\s*(?::|am\b|pm\b|%))|\b\d{1,2}[/.-]\d{1,2}[/.-](?:19|20)?\d\d\b|\b(?:19|20)\d\d-\d{1,2}-\d{1,2}\b)`;
/**
 * What the owner's own fact may say before its date, within its clause and before a comma ("born 14 feb", "married
 * Dev on 22 aug"; not "Married in Leeds, 3 May was his mum's birthday").
 */
const beforeDate = String.raw`[^.;!?(),]{0,30}?`;
/** "born 14 feb 1987", "I was born on the 3rd of May": the owner's birth and its day; not "born and raised in Leeds". */
const ownBirth = new RegExp(
  String.raw`(?:^\W*|\b[Ii]\s+was\s+)born\b${beforeDate}${dayOfMonth}|^\W*(?:my\s+)?(?:birthday|bday|b-day|DOB|date\s+of\s+birth)(?:['’]s)?\b(?:\s+is|\s*[:=-])?\s*(?:on\s+)?${dayOfMonth}`,
  'iu',
);
/**
 * "Married June 7 2014.", "married Dev on 22 august 2015", "we got married on 3 May", "anniversary is 22 aug": the day
 * the owner married, which their anniversary is; not "their anniversary", "Tom married Jess on 3 May".
 */
const ownWedding = new RegExp(
  String.raw`(?:^\W*|\b(?:[Ii]|[Ww]e)\s+)(?:got\s+)?married\b(?!\s+to\s+(?:the|a|an|this|that)\b)${beforeDate}${dayOfMonth}|^\W*(?:our\s+|my\s+)?(?:wedding\s+)?anniversary\b(?:\s+is|\s*[:=-])?\s*(?:on\s+)?${dayOfMonth}`,
  'iu',
);
/**
 * A note's title on the owner's wedding or marriage ("wedding / anniversary", "Our wedding"), in those words alone:
 * not "Yesenia's wedding".
 */
const weddingTitle =
  /^\W*(?:(?:our|my|the)\s+)?(?:wedding|anniversary|marriage|married)(?:\W+(?:(?:our|my|the)\s+)?(?:wedding|anniversary|marriage|married|day))*\W*$/i;

/**
 * Whether `fact` finds the owner's day in `text` and what follows the day leaves it theirs: not a name after it
 * ("born 3 May 2015: Maisie"), not the day as a subject ("Born on the 4th of July is my favourite film", "3 May was
 * his mum's birthday"), not years at a workplace ("Anniversary: 3 May (10 years at Tesco)").
 */
function saysOwnDay(fact: RegExp, text: string): boolean {
  const found = fact.exec(text);
  if (!found) return false;
  const rest = text.slice(found.index + found[0].length).replace(/^[\s,]*(?:(?:19|20)\d\d|['’]\d\d)\b/, '');
  return !(
    /^\s*[:–—-]?\s*\p{Lu}\p{Ll}/u.test(rest) ||
    /^\s+(?:is|was|are|were)\b/i.test(rest) ||
    /^\s*\(\s*\d+\s+(?:years?|yrs)\b/i.test(rest)
  );
}
/**
 * A sentence with no subject in a note on someone else is theirs ("Married June 7 2014." in a note on a sister);
 * in the owner's own note, or a note pairing the owner with the person it is titled for ("Marco and I met in
 * 2012", "me and Marco"), it is the owner's (and theirs).
 */
function ownSubjectless(text: string, title: string, note: readonly string[]): boolean {
  if (/^\W*(?:[Ii]|[Ww]e)\b/.test(text)) return true;
  if (aboutOwner.test(title) || ownersNote.test(title)) return true;
  const named = /^\W*(\p{Lu}[\p{L}'’-]+)\W*$/u.exec(title)?.[1];
  if (named === undefined) return false;
  const name = escapeRegExp(named);
  const paired = new RegExp(
    String.raw`\b${name}\s+and\s+(?:I|me)\b|\b(?:I|me)\s+and\s+${name}\b|\bmy\s+(?:husband|wife|partner|hubby|fianc[ée]e?)\s+${name}\b`,
    'u',
  );
  return note.some((sentence) => paired.test(sentence));
}

/** A fact about the owner that nearly everyone's notes say, asked in everyday words the encoder hears poorly. */
interface OwnFact {
  asked: RegExp;
  /** Whether a sentence of a note (titled `title`, its sentences `note` in order) says the owner's fact. */
  says: (sentence: string, title: string, note: readonly string[]) => boolean;
  /**
   * The question a found note is read for: the fact asked in the words it takes; without one, the note's first
   * sentence saying the fact, in its own words ("Boyfriend is Dev" or "Married to Gary" for "Are you seeing anyone?").
   */
  readAs?: string;
  /** Whether `says` reads sentences only as written, not also as the owner says them aloud (`saidAsOwner`). */
  readsOnlyWritten?: boolean;
}

/** A span of clock times: "10pm-6am", "9am to 5.30pm", "07:00–15:00"; an "am", "pm" or minutes on one side at least. */
const clockSpan =
  /\b\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?\s*(?:-|–|to|till|until)\s*\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?\b(?<=(?:am|pm|[:.]\d{2})\b)|\b\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)\s*(?:-|–|to|till|until)\s*\d{1,2}\b/i;

const ownFacts: readonly OwnFact[] = [
  {
    asked: ownWorkAsked,
    // The owner's: a sentence opening on "I", or any not opening on someone else in a note titled for work
    // ("Teacher at Penryn primary"), not "My husband is a postman"; or the post opening the owner's note on work
    // ("physio at a sports clinic", "Locum at a GP": `postHeading`), its capital no name.
    says: (text, title, note) =>
      (ownerOpens.test(text) && holdsWork(text)) ||
      (workTitle.test(title) && !opensOnSomeone(text) && holdsWork(text)) ||
      (ownWorkNote(title) && note[0]?.trim() === text.trim() && opensOnPost(text)) ||
      (workTitle.test(title) && saysTrade(saidAsOwner(text, title))),
    readAs: 'What do you do for work?',
    // "I live with Sam (partner, …)" holds a trade's word to `holdsWork`: a clause with no subject is read for work
    // only by what the owner does (`saysTrade`).
    readsOnlyWritten: true,
  },
  {
    // "What are you working on at the moment?": the work note's current job or project ("Current big job is the
    // Braunstone flood scheme"), or the owner saying what they are working on; not "… on in the garden?".
    asked:
      /^\W*what(?:['’]re|\s+are)\s+you\s+(?:currently\s+)?working\s+on(?:\s+(?:at\s+the\s+moment|now|right\s+now|these\s+days|currently))?\W*$/i,
    // A current project or task named: not "Current rota is awful", "Current car is a Fiesta".
    says: (text, title) =>
      (workTitle.test(title) &&
        /\b(?:current(?:ly)?|at\s+the\s+moment|right\s+now)\b/i.test(text) &&
        /\b(?:projects?|schemes?|tasks?|contracts?|commissions?|(?:big|main)\s+jobs?)\b/i.test(text)) ||
      /\b(?:I['’]m|I\s+am)\s+(?:currently\s+)?working\s+on\b/i.test(text),
    readsOnlyWritten: true,
  },
  {
    // "What hours do you do there?", "what shift do you work", "What are your hours?": the owner's working hours.
    asked:
      /^\W*(?:(?:what|which)\s+(?:hours|shifts?)\s+do\s+you\s+(?:do|work)(?:\s+(?:there|at\s+work|now|these\s+days|nowadays))?|what(?:['’]?s|['’]re|\s+are)\s+your\s+(?:working\s+|work\s+)?(?:hours|shifts))\W*$/i,
    // A span of clock times ("nights, 10pm-6am", "9am to 5.30pm") beside a word for work shifts in the same
    // sentence, said by the owner; not "gym before work 6am-7am", "opening hours 11am-11pm", "sleep hours 1am-7am",
    // "Aga works shifts at the hospital, 7am-7pm", nor "Saturday 2-4" with no clock time.
    says: (text) => clockSpan.test(text) && workShiftWord.test(text) && !opensOnSomeone(text),
    readAs: 'When do you work?',
    readsOnlyWritten: true,
  },
  {
    // "How old are you?", "What's your age?".
    asked: /^\W*(?:how\s+old\s+are\s+you(?:\s+now)?|what(?:['’]?s|\s+is)\s+your\s+age)\W*$/i,
    // "I'm 38", "I'm Roz Whitcombe, 63.", "I turned 40 in May", "I am 71 years old": a number ending its clause after
    // "I'm" and a name at most; not "I'm on shift 3 days a week" nor "I'm 5 foot 4". Or one heading a line of the
    // owner's note ("29, grew up in Dingle.", `leadingAge`).
    says: (text, title, note) =>
      leadingAge(text, title, note) ||
      /^\W*(?:[Ii]['’]?m|[Ii]\s+am|[Ii]\s+(?:just\s+)?turned)\s+(?:\p{Lu}[\p{L}'’-]*,?\s+){0,3}\d{1,3}(?=\s*(?:[,.;!)]|$|and\b|years?\s+old\b|yrs?\s+old\b|yo\b))/u.test(
        text,
      ),
    readAs: 'How old are you?',
  },
  {
    // "Where do you live (now)?", "Where are you based?", "Where's home?".
    // "What area of Bristol do you live in?", "Where in Leeds do you live?": the place of the sentence saying it.
    asked:
      /^\W*(?:where(?:\s+in\s+[\p{L}\s'’-]{1,40}?)?\s+do\s+you\s+live|where\s+are\s+you\s+(?:based|living)|where['’]?s\s+home|(?:what|which)\s+(?:area|part|bit|side|end|neighbou?rhood|district|suburb)(?:\s+of\s+[\p{L}\s'’-]{1,40}?)?\s+do\s+you\s+live(?:\s+in)?)(?:\s+now(?:adays)?|\s+these\s+days)?\W*$/iu,
    // "We live in …", "I've been living in Montevideo since 2021", "we've been in Bend for 30 yrs", "Based in Leeds";
    // not "We used to live in Leeds", "I've been in hospital".
    says: (text) => ownHome.test(text),
    readAs: 'Where do you live?',
  },
  {
    // "Got any pets?", "Do you have any animals?".
    asked: /^\W*(?:do\s+you\s+have|have\s+you\s+got|got)?\s*(?:any\s+)?(?:pets?|animals?)\W*$/i,
    // "Our dog Yerba …", "I have a cat", "we've got two rabbits": the animals people keep at home, by their common
    // names (a breed alone is left to the encoder); not "Our hot dogs", "fish and chips", "my cat allergy".
    says: ownPet(
      String.raw`dogs?|cats?|pupp(?:y|ies)|pups?|kittens?|rabbits?|bunn(?:y|ies)|hamsters?|guinea\s+pigs?|horses?|pon(?:y|ies)|parrots?|budgies?|tortoises?|turtles?|goldfish|snakes?|lizards?|ferrets?|hens|chickens|pets?`,
    ),
    readAs: 'What pets do you have?',
  },
  // "Do you have a dog?", "Got a cat?": a pet asked by its kind, said by the owner with that kind's word.
  ...[
    [String.raw`(?:dogs?|pupp(?:y|ies))`, String.raw`dogs?|pupp(?:y|ies)|pups?`],
    [String.raw`(?:cats?|kittens?)`, String.raw`cats?|kittens?`],
  ].map(
    ([kind, words]): OwnFact => ({
      asked: new RegExp(
        String.raw`^\W*(?:do\s+you\s+have|have\s+you\s+got|got)\s+(?:(?:an?|any)\s+)?${kind}\W*$`,
        'i',
      ),
      says: ownPet(words ?? ''),
      readAs: 'What pets do you have?',
    }),
  ),
  {
    // "Are you seeing anyone?", "Who's your partner?", "Are you single?", "Got a boyfriend?".
    asked: new RegExp(
      [
        String.raw`^\W*are\s+you\s+(?:seeing|dating|with)\s+(?:any|some)(?:one|body)(?:\s+(?:at\s+the\s+moment|now|special))?\W*$`,
        String.raw`^\W*are\s+you\s+(?:single|married|engaged|taken|in\s+a\s+relationship)\W*$`,
        String.raw`^\W*(?:do\s+you\s+have|have\s+you\s+got|got)\s+(?:a|any)\s+${partnerWord}\W*$`,
        String.raw`^\W*who(?:['’]s|\s+is)\s+your\s+${partnerWord}\W*$`,
        // "Who are you going out with?" (the owner's "who am I going out with?"): not "… with tonight?".
        String.raw`^\W*who(?:['’]re|\s+are)\s+you\s+(?:going\s+out\s+with|seeing|dating|married\s+to|engaged\s+to)(?:\s+(?:at\s+the\s+moment|now|these\s+days))?\W*$`,
        String.raw`^\W*what(?:['’]?s|\s+is)\s+your\s+${partnerWord}(?:['’]?s\s+name|\s+called)\W*$`,
        String.raw`^\W*is\s+there\s+(?:any|some)(?:one|body)\s+special(?:\s+in\s+your\s+life)?\W*$`,
      ].join('|'),
      'i',
    ),
    // "Boyfriend is Dev, …", "my husband Dev", "Daan Visser, 37, my partner.", "Me and Nico have been together 6
    // years", "I'm single": the owner's own; not "lives in Manchester w her husband", "my ex-boyfriend". "Married to
    // Dev" with no subject, in a note on the owner's family or themselves (not a sister's note).
    says: (text, title) =>
      (/^\W*[Mm]arried\s+to\s+\p{Lu}/u.test(text) && ownersNote.test(title)) ||
      (ownPartner.test(text) &&
        !/\b(?:split|broke\s+up|broken\s+up|divorced|separated|business\s+partner)\b/i.test(text) &&
        ![...text.matchAll(/\b[Mm]e\s+and\s+(\p{L}+)/gu)].some((pair) => kinOf(pair[1] ?? '').length > 0)),
  },
  {
    // "Are you a student?", "Are you still at uni?", "Are you studying?".
    asked:
      /^\W*are\s+you\s+(?:still\s+)?(?:an?\s+(?:\p{L}+\s+)?student|at\s+(?:uni|university|college|school)|studying|in\s+(?:school|college))(?:\s+(?:now|still|at\s+the\s+moment))?\W*$/iu,
    // "I'm a second-year student", "I'm studying law", "just finished my degree last summer", "I graduated in
    // 2022": the owner's studies, now or done; not "he's doing a PhD", "my sister's at uni".
    says: (text) =>
      /\b[Ii](?:['’]m|\s+am)\s+(?:still\s+|now\s+|not\s+)?(?:an?\s+(?:[\p{L}-]+\s+)?student\b|studying\b|doing\s+(?:an?|my)\s+(?:degree|masters|PhD)\b)|\b[Mm]y\s+(?:degree|masters|PhD|studies|finals)\b|(?:\b[Ii]\s+|^\W*)(?:just\s+|recently\s+)?graduated\b/iu.test(
        text,
      ),
  },
  {
    // "When's your birthday (again)?", "What's your date of birth?", "When were you born?": the day one was born.
    asked:
      /^\W*(?:when(?:['’]?s|\s+is)\s+(?:your|ur)\s+(?:birthday|bday|b-day)|what(?:['’]?s|\s+is)\s+(?:your|ur)\s+(?:birthday|bday|b-day|date\s+of\s+birth|DOB|birth\s+date)|what\s+day\s+is\s+(?:your|ur)\s+(?:birthday|bday|b-day)|when\s+do\s+you\s+celebrate\s+(?:your|ur)\s+(?:birthday|bday|b-day)|when\s+were\s+you\s+born)(?:\s+again)?(?:,\s*[A-Za-z'’-]+)?\W*$/i,
    // "born 14 feb 1987 in Scarborough", "I was born on the 3rd of May", "my bday: 3/5/1990" in a note on the owner.
    says: (text, title, note) => saysOwnDay(ownBirth, text) && ownSubjectless(text, title, note),
    readsOnlyWritten: true,
  },
  {
    // "When's your anniversary (again)?", "What's our wedding anniversary?".
    asked:
      /^\W*(?:when|what)(?:['’]?s|\s+is)\s+(?:your|ur|our)\s+(?:wedding\s+)?anniversary(?:\s+again)?(?:,\s*[A-Za-z'’-]+)?\W*$/i,
    // "Married June 7 2014." in the husband's note beside "Marco and I met…", "married Dev on 22 august 2015" in a
    // note on the wedding: the day of the owner's wedding.
    says: (text, title, note) =>
      saysOwnDay(ownWedding, text) && (ownSubjectless(text, title, note) || weddingTitle.test(title)),
    readsOnlyWritten: true,
  },
  {
    // "What do you hate?", "Anything you can't stand?", "What don't you like?", "Any pet peeves?".
    asked:
      /^\W*(?:what\s+(?:do\s+you\s+(?:really\s+)?(?:hate|dislike|loathe|detest)|don['’]?t\s+you\s+like|can['’]?t\s+you\s+stand)|(?:is\s+there\s+)?anything\s+you\s+(?:really\s+)?(?:hate|dislike|can['’]?t\s+stand|don['’]?t\s+like)|(?:what\s+are\s+your|any)\s+(?:pet\s+peeves|dislikes))\W*$/i,
    // "hate coriander and hate running", "Can't stand cilantro", "I really hate …": the owner's, opening a sentence
    // or clause or after "I"; not "Hates Daan's boots" (the cat), "Mum can't stand him".
    says: (text) => ownHate.test(text),
  },
  {
    // "What do you love?", "What do you love most?".
    asked: /^\W*what\s+do\s+you\s+(?:really\s+)?(?:love|adore)(?:\s+most)?\W*$/i,
    says: (text) => ownLove.test(text),
  },
];

/** Whether a question asks one of the owner's facts (`ownFacts`): small words, yet a question. */
export const asksOwnFact = (question: string) => ownFacts.some(({ asked }) => asked.test(question));

const ownFeelingAny = ownFeeling(String.raw`${loveVerbs}|like|enjoy|${hateVerbs}`, 'gi');

/**
 * "Do you like running?", "Do you enjoy cooking?": whether the owner likes a thing is settled by a sentence telling
 * how they feel about it ("hate coriander and hate running"), said in its words, whichever the feeling: the clause
 * after the owner's feeling holds every word the question names the thing in. Not "Do you like it?", nothing named.
 */
function feelingAsked(question: string): OwnFact | undefined {
  const thing =
    /^\W*do\s+you\s+(?:really\s+)?(?:like|love|enjoy|hate|dislike)\s+(?!if\b|when\b|that\b|it\s+when\b)(.+?)\W*$/i.exec(
      question,
    )?.[1];
  const named = terms(thing ?? '');
  if (named.length === 0) return undefined;
  return {
    asked: /$^/,
    says: (text) =>
      [...text.matchAll(ownFeelingAny)].some((feeling) => {
        const after = text.slice((feeling.index ?? 0) + feeling[0].length);
        // The clause after the feeling, bounded (a note with no full stops costs no more than its length).
        const clause = /^[^,;.!?()]{0,200}?(?=\s(?:and|but)\s|[,;.!?()]|$)/.exec(after)?.[0] ?? '';
        if (/^\s*not\b/i.test(clause)) return false;
        const said = new Set(terms(clause));
        return named.every((term) => said.has(term));
      }),
  };
}

/**
 * The first note found that says the owner's fact a question asks in everyday words (`ownFacts`), however far its
 * words are from the question's: "I'm a dental hygienist at Trelawney Dental" shares no word with "Where do you
 * work?", and the encoder hears the two as barely related. With the question it is read for.
 */
export function ownFactNote(
  found: readonly SearchHit[],
  question: string,
): { hit: SearchHit; readAs: string; saying: Sentence; says: (sentence: string) => boolean } | undefined {
  const asked = homePartAsked(found, question);
  const fact = ownFacts.find(({ asked: shape }) => shape.test(asked)) ?? feelingAsked(asked);
  if (fact === undefined) return undefined;
  for (const hit of found) {
    // "teach chemistry at …" in the owner's notes says "I teach chemistry at …".
    const sentences = sentencesOf(hit.paragraphs);
    const note = sentences.map(({ text }) => text);
    const says = (sentence: string) =>
      fact.says(sentence, hit.title, note) ||
      (!fact.readsOnlyWritten && fact.says(saidAsOwner(sentence, hit.title), hit.title, note));
    const saying = sentences.find(({ text }) => says(text));
    if (saying) return { hit, readAs: fact.readAs ?? saying.text, saying, says };
  }
  return undefined;
}

/** "What part of Limerick are you in?", "Which part of the city are you living in these days?". */
const partAsked =
  /^(\W*(?:what|which)\s+(?:area|part|bit|side|end)\s+of\s+(?:(the\s+)?(town|city|county|country)|(?!(?:the|a|an|my|your|this|that)\s)([\p{L}'’ -]{1,40}?)))\s+are\s+you\s+(?:living\s+)?in(\s+now(?:adays)?|\s+these\s+days)?(\W*)$/iu;

/**
 * A question after the part of a place the owner is in, read as where they live: the place a town or city, or one
 * named where the notes say where the owner lives ("we live in castletroy, limerick"); not "What part of the book
 * are you in?", nor "… of chemo …" for "in chemo till May".
 */
function homePartAsked(found: readonly SearchHit[], question: string): string {
  const [, part, , , place, when = '', end = ''] = partAsked.exec(question) ?? [];
  if (part === undefined) return question;
  const placeTerms = terms(place ?? '');
  const named =
    place === undefined ||
    found.some((hit) =>
      sentencesOf(hit.paragraphs).some(({ text }) => {
        const held = new Set(terms(text));
        return (
          placeTerms.every((term) => held.has(term)) &&
          (ownHome.test(text) || ownHome.test(saidAsOwner(text, hit.title)))
        );
      }),
    );
  return named ? `${part} do you live in${when}${end}` : question;
}

/**
 * The words for relatives of the owner's a question asks about ("your youngest", "How many grandkids do you have?",
 * "Do you have any siblings?"), read with the words either side ("your youngest granddaughter"); undefined for a kind
 * of people the owner has to do with but does not have ("How many kids are at your school?").
 */
export function ownKinAsked(question: string): string | undefined {
  const tokens = question.match(/[\p{L}'’-]+/gu) ?? [];
  // "Any grandkids?" is "Do you have any grandkids?" said short.
  const having = /\b(?:do|did) you have\b|\bhave you got\b|^\W*(?:got\s+)?any\b/i.test(question);
  // The kin word with the word before it and the two after ("your eldest of three"); from the start at the first.
  const around = (i: number) => tokens.slice(Math.max(0, i - 1), i + 3).join(' ');
  const at = tokens.findIndex((_, i) => {
    // "the wife", "the baby", "the eldest of you three": a friend's words for the owner's own.
    // "The" only when they are the whole subject: not "the kids at your school".
    const owned =
      tokens.slice(Math.max(0, i - 2), i).some((word) => /^your$/i.test(word)) ||
      (/^the$/i.test(tokens[i - 1] ?? '') && !/^(?:at|in|on|from|near)$/i.test(tokens[i + 1] ?? ''));
    // "Do you have any kids?", "Do you have kids?", "Have you got children?".
    const had =
      having &&
      (/^(?:many|any)$/i.test(tokens[i - 1] ?? '') ||
        (/^(?:have|got)$/i.test(tokens[i - 1] ?? '') && kinIn(tokens[i] ?? '').size > 0));
    return (owned || had) && kinIn(around(i)).size > 0;
  });
  return at < 0 ? undefined : around(at);
}

/**
 * The first note found that names the owner's relatives asked about (`ownKinAsked`) as someone's, however far its
 * words are from the question's: a family note of many sentences is far from "How many kids do you have?". "I was
 * a quiet kid" or "the kids at school" name no one's.
 */
export function ownKinNote(found: readonly SearchHit[], question: string): SearchHit | undefined {
  const kin = ownKinAsked(question);
  if (kin === undefined) return undefined;
  // "Your sister's husband" is not the owner's.
  const spouse = asksSpouse(kin);
  // A note titled by them ("the kids", "Mum and Dad") is about them, however it names each one inside.
  const titled = found.find(
    (hit) =>
      ownKinTitle(hit.title) &&
      (namesKinAmong(kin, hit.title) || (onParents(hit, kin) && namesTheirChildren(kin, noteText(hit)))),
  );
  return (
    titled ??
    found.find((hit) => listedWays(question, hit)) ??
    // "Kids: Hania 15, Olek 9.": the owner's children listed by age under a heading of theirs (`listedByAge`).
    (havingKin.test(question) && [...kinIn(kin)].every((one) => one === 'child')
      ? found.find((hit) => listedByAge(hit, 'eldest') !== undefined)
      : undefined) ??
    // "Married to Gary (66), he's a retired electrician." opening a note: the owner's spouse, in shorthand with no "I".
    (spouse ? found.find(opensMarriedTo) : undefined) ??
    // "We have two girls": children said by the owner's count of them, in no word for a child.
    found.find((hit) =>
      sentencesOf(hit.paragraphs).some(({ text }) => countedChildren.test(text) && namesKinAmong(kin, text)),
    ) ??
    found.find((hit) => {
      const tokens = noteText(hit).match(/[\p{L}\p{N}'’-]+/gu) ?? [];
      const before = (i: number, n: number) => tokens.slice(Math.max(0, i - n), i);
      // "have" is the owner's only after "I" or "we": not "the twins at work have kids".
      const owns = (j: number) =>
        possessor.test(tokens[j] ?? '') ||
        (/^(?:have|had)$/i.test(tokens[j] ?? '') && owner.test(tokens[j - 1] ?? ''));
      return tokens.some((token, i) =>
        token === 'married'
          ? ownerMarries(tokens, i) && spouse
          : token === 'half'
            ? // "my other half"
              spouse && kinIn(tokens.slice(Math.max(0, i - 2), i + 1).join(' ')).size > 0
            : byAge.test(token)
              ? // "Bisi's the eldest of us three", "I'm the oldest of three": the owner's siblings.
                namesKinAmong(kin, tokens.slice(i, i + 4).join(' ')) &&
                [1, 2].some((n) => i >= n && (owns(i - n) || owner.test(tokens[i - n] ?? '')))
              : kinIn(token).size > 0 &&
                namesKinAmong(kin, tokens.slice(i, i + 2).join(' ')) &&
                ([1, 2, 3].some((n) => i >= n && owns(i - n)) ||
                  before(i, 2).some((word) => counted.test(word)) ||
                  theOwners(tokens[i - 1], token)),
      );
    }) ??
    // "younger bro Cathal (29) moved to Boston", "mam + dad still in Ballinasloe": the owner's, "my" left out; last,
    // after any note saying "my". Each sentence of a note typed in lower case too ("… in Boston. mam + dad …").
    found.find((hit) =>
      sentencesOf(hit.paragraphs).some(({ text }) =>
        text.split(/(?<=[.!?])\s+/).some((said) => namesKinAmong(kin, kinOpening(said))),
      ),
    )
  );
}

/**
 * Whether a note is titled by the owner's relative asked about ("Mãe" for "When do you usually ring your mum?", "Pai"
 * for "your dad"): its sentences are about them, though they say "he" or "her". Not when the question asks of a
 * thing of theirs ("your mom's signature dessert", "your mum's sister"), which their note may not hold.
 */
export function titledByKinAsked(hit: Pick<SearchHit, 'title'>, question: string): boolean {
  if (ownKinAsked(question) === undefined || !ownKinTitle(hit.title)) return false;
  // One relation asked, and the title naming it alone: not "Mum & Dad" for "your dad", nor "your mum and dad".
  const [asked, ...others] = kinIn(question);
  const titled = kinIn(hit.title);
  if (asked === undefined || others.length > 0 || titled.size !== 1 || !titled.has(asked)) return false;
  // Said as theirs or as more than one: "your mum's birthday", "your mums birthday".
  return !taggedTerms(question).some(
    ({ text, tags }) => kinIn(text).size > 0 && (tags.includes('Possessive') || tags.includes('Plural')),
  );
}

/** Whether relatives asked about are only a spouse ("your wife"): not "your sister's husband" (`ownKinAsked`). */
function asksSpouse(kin: string): boolean {
  const relations = [...kinIn(kin)];
  return relations.length > 0 && relations.every((relation) => relation === 'husband' || relation === 'wife');
}

/** "Married to Gary (66), he's a retired electrician." opening a note: the owner's spouse, in shorthand with no "I". */
const opensMarriedTo = (hit: Pick<SearchHit, 'paragraphs'>) =>
  // A name right after it: not "married to my job", "Married to the sea".
  /^\W*[Mm]arried\s+to\s+\p{Lu}\p{Ll}/u.test(sentencesOf(hit.paragraphs)[0]?.text ?? '');

/**
 * The relatives a sentence opens on in the owner's shorthand, "my" left out: a kin word before a name ("younger bro
 * Cathal (29) …", "sis Aoife is …") or the two parents ("Mam + dad still in …", "Mum and Dad live …").
 * Capitalised and alone before a name it may be a title ("Sister Act", "Brother Cadfael"): only after a word for
 * their age. Not a pair of others ("Father and son five-a-side", "Brother and sister act"), someone's parents ("mum
 * and dad of the bride", "Mum and Dad's friends"), nor one from elsewhere ("son Jack from next door"). Empty when it
 * opens on none.
 */
function kinOpening(text: string): string {
  const [, size, word = '', rest = ''] =
    /^\W*(?:(younger|older|little|big|baby|kid|twin)\s+)?(\p{L}+)\s+(.*)$/isu.exec(text) ?? [];
  if (kinIn(word).size === 0) return '';
  const [, pair = '', after = ''] = /^(?:\+|&|and)\s+(\p{L}+)(['’]s\b|\s+\p{L}+)?/iu.exec(rest) ?? [];
  if (pair !== '')
    return ((mother.test(word) && father.test(pair)) || (father.test(word) && mother.test(pair))) &&
      !/^(?:['’]s|\s+of)$/iu.test(after)
      ? `${word} ${pair}`
      : '';
  const elsewhere = /^\p{L}+(?:\s*\([^)]*\))?\s+(?:from|next|down|across|over|up|at|of|round|opposite)\b/iu;
  return /^\p{Lu}\p{Ll}/u.test(rest) && !elsewhere.test(rest) && (size !== undefined || /^\p{Ll}/u.test(word))
    ? word
    : '';
}
/** A word for the one parent or the other, alone ("Mam", "dad"): not "mums" or "parents". */
const mother = /^(?:mother|mum|mam|mom|ma|mammy|mummy)$/i;
const father = /^(?:father|dad|da|pa|daddy)$/i;

/** "We have two girls, …", "I've got 3 boys.": not "30 girls in my class", "two girls over for a sleepover". */
const countedChildren = new RegExp(
  String.raw`\b(?:we|i)(?:['’]ve|\s+have)(?:\s+got)?\s+(?:\d+|${numberWord})\s+(?:boys|girls|lads|lasses)(?=\s*(?:[,:;.(]|$|and\b|who\b|aged\b))`,
  'i',
);

/**
 * A title naming the owner's relatives alone ("The kids", "Mum and Dad", "mum n dad", "My sisters"), not "Kids I
 * teach".
 */
function ownKinTitle(title: string): boolean {
  const said = title.match(/[\p{L}'’-]+/gu) ?? [];
  return (
    said.some((word) => kinIn(word).size > 0) &&
    said.every(
      (word, i) =>
        kinIn(word).size > 0 ||
        /^(?:and|n|'n'?|’n’?)$/i.test(word) ||
        (i === 0 && /^(?:my|our|the)$/i.test(word)),
    )
  );
}

/**
 * "Married" names the owner's spouse only when the owner is its subject ("I'm married to Funmi", "we got married",
 * "I've been married"), not a sister "married to Kunle" nor "I'm glad she married Kunle".
 */
function ownerMarries(tokens: readonly string[], at: number): boolean {
  let i = at - 1;
  while (i > 0 && /^(?:got|have|had|been|am|are)$/i.test(tokens[i] ?? '')) i--;
  return owner.test(tokens[i] ?? '');
}

/**
 * "The wife", "the fiancé", "the siblings" in one's own note are one's own; "the kids" may be a class's.
 */
const theOwners = (before: string | undefined, kin: string) =>
  /^the$/i.test(before ?? '') && !kinIn(kin).has('child');

/** The owner as a subject: "I", "we", "I'm", "we've". */
const owner = /^(?:i|we)(?:['’](?:m|re|ve|d))?$/i;

/**
 * Words that say a relative is someone's: "my son", "Ana's husband"; not "There's kids next door" or "That's kids
 * for you".
 */
const possessor = /^(?:my|our|his|her|their)$|^(?!(?:it|that|there|he|she|what|here|who)['’]s$).+['’]s$/i;
/** A small count of relatives is theirs too ("two daughters", "Four grandchildren"), not "600 children" at a school. */
const counted = new RegExp(`^(?:[1-9]|${numberWord})$`, 'i');

/**
 * The note on the spouse's relatives that a question for an in-law asks about: "your father-in-law" is in "Tunde's
 * parents … Emeka drove buses" when a note found says "my husband Tunde", not in the note on the owner's own dad.
 */
export function inLawNote(found: readonly SearchHit[], question: string): SearchHit | undefined {
  const asked = [...kinIn(question)].flatMap((relation) => /^(\w+)-in-law$/.exec(relation)?.slice(1) ?? []);
  if (asked.length === 0) return undefined;
  const spouses = new Set(
    found.flatMap((hit) => [...namesTiedTo(hit, 'husband'), ...namesTiedTo(hit, 'wife')]),
  );
  const spousesKin = (hit: SearchHit) => {
    const tokens = noteText(hit).match(/[\p{L}'’-]+/gu) ?? [];
    return tokens.some((token, i) => {
      const owner = /^(\p{Lu}[\p{L}-]*)['’]s$/u.exec(token)?.[1];
      const kin = tokens[i + 1] ?? '';
      return (
        owner !== undefined &&
        spouses.has(terms(owner)[0] ?? '') &&
        asked.some((one) => namesKinAmong(one, kin))
      );
    });
  };
  return found.find(spousesKin);
}

/**
 * Whether a note names the person a question asks about (`personTermsOf`), a relative in any of their words
 * (`namesKin`); undefined when it asks about none.
 */
export function namesPerson(
  hit: Pick<SearchHit, 'title' | 'paragraphs'>,
  question: string,
): boolean | undefined {
  const kin = kinAsked(question);
  if (kin) return namesKin(kin, noteText(hit)) || (asksSpouse(kin) && opensMarriedTo(hit));
  if (listedWays(question, hit)) return true;
  const person = personTermsOf(question);
  return person ? mentionsAll(hit, person) : undefined;
}

/**
 * What a sentence about someone else loses, when the question asks about a person the note names: a note about
 * several people says the one asked about ("What does Anouk do?" is not answered with her husband's job).
 */
const offPerson = 10;

/** Whom a sentence is about: the person asked about, someone else, or nobody it names. */
type Whom = 'them' | 'other' | undefined;

/**
 * Whom each sentence is about (`ways`): one naming the person asked about is about them; one opening on someone
 * else, or naming a relative (`namesOneRelative`: "Since my mother died, my father Haresh has lived with us"), about
 * someone else; one opening by referring back ("He's 47 and …") about whoever its paragraph last named, though
 * sentences naming nobody came between.
 */
function whomEach(sentences: readonly Sentence[], ways: PersonWays): Whom[] {
  const { whom, openers } = whomByWords(sentences, ways);
  if (whom.includes('them') || !ways.amongNote) return whom;
  const gendered = byPronoun(sentences, whom, openers, ways);
  // Else the sister is "the eldest of us three": among the siblings, though which one is not said.
  return gendered.includes('them') || ways.among ? gendered : whomEach(sentences, { ...ways, among: true });
}

/**
 * Whether a note that never names the son or daughter asked about in a kin word tells which of its people they
 * are: the one person its "he" or "she", or a boy's or girl's name, picks out ("Mateo is 11" for "your boy"), said
 * by their name, not a relative's word ("Nan").
 */
function knownByGender(sentences: readonly Sentence[], ways: PersonWays): boolean {
  if (!ways.amongNote || ways.among) return false;
  const { whom, openers } = whomByWords(sentences, ways);
  if (whom.includes('them')) return false;
  const gendered = byPronoun(sentences, whom, openers, ways);
  const picked = [...new Set(gendered.flatMap((one, i) => (one === 'them' ? [openers[i] ?? -1] : [])))];
  // By their name: "with Nan in Clarendon - she made us …" is the grandmother, whoever else "she" is.
  return picked.length === 1 && kinIn(sentences[picked[0] ?? -1]?.text ?? '').size === 0;
}

/** Whom each sentence is about by the words naming them (`whomEach`), and the sentence that opened on each. */
function whomByWords(sentences: readonly Sentence[], ways: PersonWays): { whom: Whom[]; openers: number[] } {
  let last: Whom;
  const group = ways.kin !== undefined && taggedTerms(ways.kin).some(({ tags }) => tags.includes('Plural'));
  let counted = false;
  // The sentence that opened on the person each sentence is about, for `byPronoun`.
  let opener = -1;
  const openers: number[] = [];
  const whom = sentences.map((sentence, i): Whom => {
    if (sentences[i - 1]?.paragraph !== sentence.paragraph) [last, opener] = [undefined, -1];
    const opensOnOther = opensOnSomeone(sentence.text);
    // "baby of the family is Mwangi" is not the eldest asked about.
    const otherAge = ways.age !== undefined && ageAmongIn(sentence.text) !== undefined;
    const other = opensOnOther || namesOneRelative(sentence.text) || otherAge;
    // "Works mornings at a bakery." goes on about whoever the sentence before was about; "Then Facu, 23." not.
    const refers = (opensWithReference(sentence) && !opensOnOther) || leavesOutSubject(sentence.text);
    // "Two kids. Ivy is 8. Noah is 4.": each one named after the sentence counting them is one of them.
    if (sentences[i - 1]?.paragraph !== sentence.paragraph) counted = false;
    const member = counted && opensOnOther && kinIn(sentence.text).size === 0;
    const named = namesThem(ways, sentence.text);
    counted = member || (group && named && countsKin(sentence.text));
    const them = named || member;
    const about: Whom = them ? 'them' : refers ? last : other ? 'other' : undefined;
    if (!refers) opener = them || other ? i : -1;
    openers.push(opener);
    // "Lives in Leeds with Sneha. Comes home at Easter.": the sentence after is not about the company.
    if (!(them && onlyAsCompany(ways, sentence.text))) last = about ?? last;
    return about;
  });
  return { whom, openers };
}

/**
 * Whom each sentence is about once the note names the relative asked about nowhere: a son or a daughter asked
 * about, in a note naming its people by name alone ("Lucía is 27, a nurse. She's the one who calls me."), is the
 * one its sentences call "she" or "he".
 */
function byPronoun(
  sentences: readonly Sentence[],
  whom: Whom[],
  openers: readonly number[],
  ways: PersonWays,
): Whom[] {
  const gender = ways.kin === undefined ? undefined : genderOf(ways.kin);
  if (!gender) return whom;
  // Their first "he" or "she", else the name they open on, as the tagger knows it ("Mónica": a woman's name).
  const genders = new Map<number, 'he' | 'she' | undefined>();
  const genderOfOpener = (opener: number): 'he' | 'she' | undefined => {
    const said = sentences.filter((_, i) => openers[i] === opener).map((sentence) => sentence.text);
    const [pronoun] = said.join(' ').match(/\b(?:he|him|his|she|her|hers)\b/giu) ?? [];
    if (pronoun) return /^(?:he|him|his)$/i.test(pronoun) ? 'he' : 'she';
    const name = taggedTerms(said[0] ?? '').find(({ tags }) => tags.includes('FirstName'));
    return name?.tags.includes('FemaleName') ? 'she' : name?.tags.includes('MaleName') ? 'he' : undefined;
  };
  // Once per opener, not per sentence after it.
  const genderAt = (opener: number) => {
    if (!genders.has(opener)) genders.set(opener, genderOfOpener(opener));
    return genders.get(opener);
  };
  // Else a child named by a name that says no gender ("Two kids. Ivy is 8. Noah is 4 and he …" for "your
  // daughter") may be them: when they are the only one, it says who.
  const unsaid = (opener: number) => {
    const text = sentences[opener]?.text ?? '';
    return genderAt(opener) === undefined && kinIn(text).size === 0 && opensOnSomeone(text);
  };
  const by = (picks: (opener: number) => boolean) =>
    whom.map((one, i) => {
      const opener = openers[i] ?? -1;
      return opener >= 0 && one === 'other' && picks(opener) ? 'them' : one;
    });
  const gendered = by((opener) => genderAt(opener) === gender);
  return gendered.includes('them') ? gendered : by(unsaid);
}

/** Whether a sentence counts relatives ("Two kids with Sam", "we have 3 daughters"). */
function countsKin(text: string): boolean {
  const tagged = taggedTerms(text);
  return tagged.some(
    ({ tags }, i) =>
      tags.includes('Value') && [1, 2].some((n) => kinIn(tagged[i + n]?.normal ?? '').size > 0),
  );
}

/** "he" for a son or a brother asked about, "she" for a daughter or a sister; undefined for a child or a parent. */
function genderOf(kin: string): 'he' | 'she' | undefined {
  const he = kinByGender.he.some((word) => namesKin(kin, word));
  const she = kinByGender.she.some((word) => namesKin(kin, word));
  return he === she ? undefined : he ? 'he' : 'she';
}

/**
 * Whether a sentence leaves its subject out, going on about whom the one before was about: it opens on a verb
 * ("Lives in Warsaw with Kasia.") or on what they are ("Mechanical engineer, works for…", "Dental nurse at …");
 * not on a name.
 */
function leavesOutSubject(text: string): boolean {
  const first = words(text)[0] ?? '';
  const [, verb] = taggedTerms(`He ${first} ${text.slice(first.length)}`);
  if (lexicon[first] !== undefined && verb?.tags.includes('Verb')) return true;
  if (headedTrade(taggedTerms(text)) !== undefined) return true;
  const noun = taggedTerms(text).find(({ tags }) => !tags.includes('Adjective'));
  return (
    noun !== undefined &&
    !noun.tags.includes('ProperNoun') &&
    noun.tags.includes('Noun') &&
    noun.post.includes(',')
  );
}

/**
 * Which sentences are about the person asked about (`whomEach`), or open a paragraph by referring back ("She turned
 * sixty in May."). A number or a date asked of them is theirs only in such a sentence: "…when I was four" is not
 * the mum's age, nor "He's 78" after "my father Haresh" the husband's.
 */
function sentencesAbout(sentences: readonly Sentence[], ways: PersonWays): boolean[] {
  return whomEach(sentences, ways).map((whom, i) => {
    const sentence = sentences[i];
    const opensParagraph = sentences[i - 1]?.paragraph !== sentence?.paragraph;
    return (
      whom === 'them' || (whom === undefined && opensParagraph && !!sentence && opensWithReference(sentence))
    );
  });
}

/**
 * Which sentences are about someone other than the person asked about (`whomEach`). A sentence naming nobody may
 * still be about them ("She retired in 2019." two sentences on), so it is not held against the reply.
 */
function sentencesAboutOthers(sentences: readonly Sentence[], ways: PersonWays): boolean[] {
  return whomEach(sentences, ways).map(
    (whom) => whom === 'other' || (ways.listed === true && whom !== 'them'),
  );
}

/**
 * Whether a sentence names one relative ("my father Haresh", "my husband of 19 years"), whom a "he" or "she" after it
 * may mean. Not one owning something ("my uncle's house"), nor several ("my parents").
 */
function namesOneRelative(text: string): boolean {
  const tagged = taggedTerms(text);
  return tagged.some(
    ({ normal, tags }, i) =>
      !tags.includes('Possessive') &&
      !tags.includes('Plural') &&
      kinIn(normal).size > 0 &&
      someonesAt(tagged, i),
  );
}

/**
 * Whether the word at `i` is said as the owner's ("my father", "our eldest son"), not as a kind of person ("when I
 * was a kid", "an only child"), a name ("Gran Canaria"), or a relative of whom the sentence is about ("Mechanical
 * engineer, lives with his wife Paula"): "my", "our" or "your" at most three words before it ("my late husband's
 * father").
 */
function someonesAt(tagged: readonly { normal: string }[], i: number): boolean {
  return tagged.slice(Math.max(0, i - 3), i).some(({ normal }) => /^(?:my|our|your)$/.test(normal));
}

/**
 * Whether a sentence opens on a person ("My son Piet …", "Thiago from the studio …", "Sioned is 31 …"): a relation,
 * a name the tagger knows, or a capitalised word it does not know at all. A name further in ("… at St Mary's") is
 * not the sentence's subject.
 */
function opensOnSomeone(text: string): boolean {
  const tagged = taggedTerms(text);
  const at = tagged.findIndex(
    ({ tags }) => !['Possessive', 'Determiner', 'Adjective', 'Adverb'].some((tag) => tags.includes(tag)),
  );
  const subject = tagged[at];
  if (!subject || subject.tags.includes('Pronoun')) return false;
  // Not an acronym ("QA at a fintech").
  const unknownName =
    /^\p{Lu}/u.test(subject.text) &&
    lexicon[subject.normal] === undefined &&
    !subject.tags.includes('Acronym');
  // "Mechanical engineer, works for…" says what the person before is; "The engineer …" is someone, and a relative
  // is however tagged ("Mum …", "mum: nurse at the Royal").
  const someone = tagged
    .slice(0, at)
    .some(({ tags }) => !tags.includes('Adjective') && !tags.includes('Adverb'));
  return (
    kinIn(subject.normal).size > 0 ||
    (subject.tags.includes('Actor') && someone) ||
    subject.tags.includes('Person') ||
    (unknownName && !subject.tags.includes('Gerund'))
  );
}

/** A note's title and text. */
const noteText = (hit: Pick<SearchHit, 'title' | 'paragraphs'>) =>
  `${hit.title} ${hit.paragraphs.map((chunk) => chunk.text).join(' ')}`;

/** A sentence's first word that refers back to a thing said before ("We named her Pepper", "Its name is Drift"). */
const backReference = /^(?:he|she|it|its|they|their|them|we|our|her|his|this|these|those)$/;

/** The words a note puts before a thing's own ("a primary school"): its kind, a name may carry ("Westfield Primary"). */
function kindsOf(hit: Pick<SearchHit, 'title' | 'paragraphs'>, thingTerms: readonly string[]): Set<string> {
  const said = words(noteText(hit));
  const kinds = new Set<string>();
  said.forEach((word, i) => {
    const before = said[i - 1];
    if (before && !isStopWord(before) && thingTerms.includes(terms(word)[0] ?? '')) {
      for (const term of terms(before)) kinds.add(term);
    }
  });
  return kinds;
}

/**
 * Whether a note names a month of the season a question asks of the year asked ("july 2025" for "the summer 2025",
 * "oct 2024" for "the fall 2024"): only a season before a year ("Summer" alone may be a name).
 */
function monthOfSeasonIn(term: string, note: string, question: string): boolean {
  const [, year] = new RegExp(String.raw`\b${term}\s+(?:of\s+)?((?:19|20)\d{2})\b`, 'i').exec(question) ?? [];
  // "the fall 2025" is the autumn's months; "july 2019" is no summer 2025.
  const season = term === 'fall' ? 'autumn' : term;
  return (
    year !== undefined && seasonDatesIn(note).some((date) => date.season === season && date.year === year)
  );
}

/** Every term a note holds, its title's included. */
export function termsOfNote(hit: Pick<SearchHit, 'title' | 'paragraphs'>): Set<string> {
  return new Set(terms(noteText(hit)));
}

/**
 * Whether the time a sentence holds is when something else is done, for the time a thing is ("When's Dev's
 * birthday?"): it gives no date ("Weekends: I take Nia to the beach", "last year he finished a triathlon", "we talk
 * most weeks"). A thing falls on a date; a doing is said by how often or how long ago.
 */
function timeOfOther(text: string, question: string): boolean {
  const dated =
    /\d/.test(text) ||
    taggedTerms(text).some(
      ({ tags }) =>
        tags.includes('Month') ||
        tags.includes('Holiday') ||
        (tags.includes('WeekDay') && !tags.includes('Plural')),
    );
  return /^\s*when(?:['’]s| is| are)\b/i.test(question) && !dated;
}

/** Whether a note says a thing in another way of saying it (`inOneMeaning`): "born" for a birthday. */
function saysInOneMeaning(hit: Pick<SearchHit, 'title' | 'paragraphs'>, thing: string): boolean {
  const meant = terms(inOneMeaning(thing)).filter((term) => !terms(thing).includes(term));
  const said = new Set(terms(inOneMeaning(noteText(hit))));
  return meant.some((term) => said.has(term));
}

/** Whether a note holds every one of these terms. */
export function mentionsAll(
  hit: Pick<SearchHit, 'title' | 'paragraphs'>,
  wanted: readonly string[],
): boolean {
  const inNote = termsOfNote(hit);
  return wanted.every((term) => inNote.has(term));
}

/**
 * A title as a sentence would write it: its first capital is the title's, and the tagger reads a capital as a name
 * ("Book club" as an organisation).
 */
const asWritten = (title: string) => {
  const trimmed = title.trim();
  return `About ${trimmed.charAt(0).toLowerCase()}${trimmed.slice(1)}.`;
};

/**
 * What a note says of the one relative of the owner's asked ("your kid", "your son"), without the sentences said beside
 * it that name other relatives and not them ("My mom Irena is 67" beside "my son Milo, 9" for "what's your kid's
 * name?"). Unchanged unless a sentence said names them in its words, or when the title is said with the sentences.
 */
export function sayingOfKin(said: Said, kin: string): Said {
  const others = (text: string) => !namesKin(kin, text) && kinIn(text).size > 0;
  const kept = said.sentences.filter(({ text }) => !others(text));
  if (
    kept.length === said.sentences.length ||
    !kept.some(({ text }) => namesKin(kin, text)) ||
    said.text !== spokenInOrder(said.sentences)
  )
    return said;
  return {
    ...said,
    sentences: kept,
    text: spokenInOrder(kept),
    aloud: spokenInOrder(kept, (sentence) => saidAsOwner(sentence, said.hit.title)),
  };
}

/**
 * The sentences said, in order, each as `say` words it (as written, or aloud as the owner): a clause of a list after
 * the one before it goes on the list ("Zofia 9, Janek 5.").
 */
function spokenInOrder(chosen: readonly Sentence[], say = (sentence: string) => sentence): string {
  return chosen
    .map((sentence, i) => {
      const before = chosen[i - 1];
      const next = before?.position === sentence.position - 1;
      if (next && before?.list !== undefined && before.list === sentence.list)
        return `, ${say(sentence.text)}`;
      return `${i === 0 ? '' : ' '}${spoken(say(sentence.text), next)}`;
    })
    .join('');
}

/**
 * A sentence as said alone: a list item as a sentence ("- harvest twice a year" → "Harvest twice a year."), and
 * without the "And"/"But" that tied it to a sentence not said ("And I play bass …" → "I play bass …").
 */
function spoken(text: string, afterItsSentence = false): string {
  const item = /^\s*(?:[-*•]|\d+[.)])\s+(.*)$/u.exec(text)?.[1];
  const untied = afterItsSentence ? undefined : /^(?:and|but|so|also|plus),?\s+(\S.*)$/isu.exec(text)?.[1];
  const sentence = item ?? untied;
  // A note typed in lower case ("grew up in Córdoba …") is said as a sentence; not "iPhone".
  if (sentence === undefined)
    return /^\p{Ll}(?!\p{Lu})/u.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
  const capitalised = sentence.charAt(0).toUpperCase() + sentence.slice(1);
  return /[.!?…]["'”’)]*$/u.test(capitalised) ? capitalised : `${capitalised}.`;
}

/**
 * What one question may embed of a note's sentences: the encoder's thread serves every chat, so a note of 20,000
 * characters must not hold it for seconds. Notes people write fit whole.
 */
const sentenceCharsBudget = 6_000;
const sentenceCharsMax = 600;
const sentencesMax = 64;

/**
 * The sentences a question reads of a note, in the note's order: those it may embed (`sentencesToEmbed`). Each is
 * read many ways (tagged, its subject sought), so a note of 800 sentences must not take seconds either.
 */
function sentencesRead(hit: SearchHit): Sentence[] {
  const sentences = sentencesOf(hit.paragraphs);
  return sentencesToEmbed(hit, sentences).flatMap((i, position) => {
    const sentence = sentences[i];
    return sentence ? [{ ...sentence, position }] : [];
  });
}

/** The sentences to embed, by index: the closest paragraphs' first, until the budget is spent. */
function sentencesToEmbed(hit: SearchHit, sentences: readonly Sentence[]): number[] {
  const byCloseness = sentences
    .map((sentence, i) => ({ i, closeness: hit.closeness[sentence.paragraph] ?? 0 }))
    .sort((a, b) => b.closeness - a.closeness);
  const chosen: number[] = [];
  let spent = 0;
  for (const { i } of byCloseness) {
    // Each text embedded carries the title; a note of thousands of one-word sentences is bounded by their count.
    spent += Math.min(sentenceCharsMax, hit.title.length + 2 + (sentences[i]?.text.length ?? 0));
    if ((spent > sentenceCharsBudget || chosen.length >= sentencesMax) && chosen.length > 0) break;
    chosen.push(i);
  }
  return chosen.sort((a, b) => a - b);
}

/**
 * Each sentence's cosine with the question (its paragraph's when sentences cannot be embedded) and, when given, with
 * a phrase embedded in the same batch (none without sentence vectors).
 */
async function sentenceCosines(
  hit: SearchHit,
  sentences: readonly Sentence[],
  questionVector: Vector | undefined,
  embed: Embed | undefined,
  phrase?: string,
): Promise<{ cosines: number[]; phraseCosines: number[] }> {
  const byParagraph = sentences.map((sentence) => hit.closeness[sentence.paragraph] ?? 0);
  if (!questionVector || !embed || sentences.length < (phrase === undefined ? 2 : 1))
    return { cosines: byParagraph, phraseCosines: [] };
  try {
    const chosen = sentencesToEmbed(hit, sentences);
    const texts = chosen.map((i) => sliceWhole(`${hit.title}. ${sentences[i]?.text}`, sentenceCharsMax));
    const vectors = await embed(phrase === undefined ? texts : [...texts, phrase]);
    const cosinesWith = (other: Vector | undefined, unembedded: readonly number[]) => {
      if (!other) return [];
      const cosines = [...unembedded];
      chosen.forEach((sentence, i) => {
        const vector = vectors[i];
        if (vector) cosines[sentence] = dot(vector, other);
      });
      return cosines;
    };
    return {
      cosines: sentences.length < 2 ? byParagraph : cosinesWith(questionVector, byParagraph),
      phraseCosines: cosinesWith(
        vectors[chosen.length],
        sentences.map(() => 0),
      ),
    };
  } catch {
    // The encoder failing costs the choice of sentences its precision, not the reply.
    return { cosines: byParagraph, phraseCosines: [] };
  }
}

/**
 * A citation cut to what a reply says of its note: the snippet keeps only its sentences the reply says word for
 * word, as written or with their shorthand said in full as a reply says it (`saidInFull`: "6 yrs" is "6 years";
 * none: an empty snippet). What a friend chatting with a shared Ditto may see of a note.
 */
export function citationSaidIn(citation: Citation, reply: string): Citation {
  const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
  const said = flat(reply);
  const chunk = { entryId: citation.entryId, index: 0, title: citation.title, text: citation.snippet };
  // Said by the owner ("Teach chemistry …" is "I teach chemistry …"), with the note's shorthand said in full.
  const lowered = (text: string) => text.replace(/^\p{Lu}(?=\p{Ll})/u, (letter) => letter.toLowerCase());
  const saysIt = (text: string) =>
    [text, lowered(text)]
      .flatMap((form) => [form, voicedLines(form, citation.title)])
      .flatMap((form) => [form, saidInFull(form), saidInFull(noteInFull(form))])
      .some((form) => said.includes(flat(form)));
  const kept = sentencesOf([chunk]).filter((sentence) => saysIt(sentence.text));
  return { ...citation, snippet: kept.map((sentence) => sentence.text).join(' ') };
}

/** A citation of what the reply says of a note: its title and the sentences said, nothing more of it. */
export function citationOf({ hit, text }: Said): Citation {
  return { entryId: hit.entryId, title: hit.title, snippet: text };
}

/**
 * Whether a question asks about two things ("Where do your parents and your sister live?"): only then may a
 * second note's sentences be said beside the first's.
 */
export function asksAboutTwo(question: string): boolean {
  return /\b(and|both)\b/i.test(question);
}

/** Two notes' sentences each hold a word of the question the other's lack: each answers a part of it. */
export function answersApart(question: string, first: Said, second: Said): boolean {
  const asked = new Set(terms(question));
  const held = (said: Said) => new Set(terms(said.text).filter((term) => asked.has(term)));
  const [a, b] = [held(first), held(second)];
  return [...a].some((term) => !b.has(term)) && [...b].some((term) => !a.has(term));
}

/**
 * A hedge that names the gap: "I'm not sure this answers what Jonas does for work, but here's what I have about
 * Jonas: …". Unsure whether the sentences answer, not whether anything was written: they often do answer in other
 * words ("a cocker spaniel" for "What breed is Biscuit?"), and four walks read "I'm not sure I've written about …"
 * before the very answer as Ditto contradicting itself. Only sentences holding no fact of the kind asked ("Jonas and
 * I met in 2011" for his work) say the gap plainly, apart from what they tell: "I haven't written about what Jonas
 * does for work. What I have about Jonas: …", so that a gap does not read as the doubtful answers do.
 * The subject is what the question and the quoted sentences share; without one, the note's title.
 */
export function hedgeText(question: string, said: Said): string {
  const gap = gapOf(question);
  const subject = subjectOf(question, said);
  // Never a gap its own sentences fill: what they tell of the person asked ("My dad drives buses …" for "What does
  // your dad do?") or who that person is to the owner ("my friend Deb" for "Who is Deb?") is doubtful at worst.
  // A number the tagger seldom misses: "Garden is tiny but Biscuit doesn't care" holds no age of Biscuit.
  const tells = said.tellsOfPerson === true && askedFor(question) !== 'number';
  const denies = tells || saysWhoTheyAre(question, said.text);
  if (gap && said.holdsAsked === 0 && !denies)
    return `I haven't written about ${gap}. What I have about ${subject}: ${said.text}`;
  return `I'm not sure this answers ${gap ?? 'that'}, but here's what I have about ${subject}: ${said.text}`;
}

/**
 * Whether sentences say who the person a "Who is …?" question names is to the owner, by a relation word: "my friend
 * Deb", "my old boss Ray", "Deb is my neighbour", "Deb, my cousin".
 */
export function saysWhoTheyAre(question: string, text: string): boolean {
  const [, name = ''] =
    /^\s*who(?:['’]s|\s+is|\s+was)\s+([\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)[?.!\s]*$/iu.exec(question) ?? [];
  if (!name || isStopWord(words(name)[0] ?? '')) return false;
  const who = escapeRegExp(name);
  return new RegExp(
    String.raw`\bmy\s+(?:[\p{L}-]+\s+){1,2}${who}\b|\b${who}(?:,|\s+(?:is|was))\s+(?:my|our)\s+\p{L}`,
    'iu',
  ).test(text);
}

/**
 * Who or what the hedge has something about: the question's names ("Jonas") and the owner's people and things
 * ("your dad" → "my dad") that the quoted sentences mention; else the note's title.
 */
function subjectOf(question: string, said: Said): string {
  const held = new Set(words(said.text));
  const tokens = question.match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  const named = tokens.flatMap((written, i) => {
    const token = written.replace(/['’]s$/, '');
    const word = words(token)[0] ?? '';
    if (isStopWord(word) || !held.has(word)) return [];
    // "your sister", not "your older" (of "your older brother") nor "your fishing" (of "your fishing buddy").
    if (/^your$/i.test(tokens[i - 1] ?? ''))
      return modifies(written, tokens[i + 1]) ? [] : [`my ${partnerShorthand.test(token) ? word : token}`];
    return i > 0 && /^\p{Lu}/u.test(token) ? [token] : [];
  });
  if (named.length > 0) return [...new Set(named)].join(' and ');
  const title = said.hit.title.trim();
  return /^(my|our|the|a|an)\b/i.test(title) ? title.charAt(0).toLowerCase() + title.slice(1) : title;
}

/** Whether a word after "your" modifies the noun after it ("older brother", "fishing buddy"). */
function modifies(written: string, next: string | undefined): boolean {
  if (nlp(written).has('#Adjective')) return true;
  return (
    !/['’]s$/u.test(written) &&
    next !== undefined &&
    nlp(next).has('#Noun') &&
    !isStopWord(words(next)[0] ?? '')
  );
}

/**
 * The offline reply's text: the answer's sentences, or the hedge naming the gap, then any runner-up's; the notes'
 * shorthand said in full words (`saidInFull`: "w/ Ruairí" is "with Ruairí"), now that nothing more is read from it.
 */
export function composeOffline(kind: Grounding['kind'], question: string, said: readonly Said[]): string {
  const voiced = said.map((one) => voicedText(one, question));
  const [first, ...others] = voiced;
  if (!first) return '';
  const opening = kind === 'hedge' ? hedgeText(question, first) : first.text;
  return saidInFull([opening, ...others.map((other) => other.text)].join(' '));
}

/**
 * What a note says, its lines of a list of people said as sentences (`voicedLine`): "Zosia 8" is "Zosia is 8.", each
 * a sentence of its own. A list with a clause that is no such line ("Kids: Zofia 9, Janek 5") stays as written.
 */
function voicedText(said: Said, question: string): Said {
  const written = spokenInOrder(said.sentences);
  if (!said.text.endsWith(written)) return said;
  const voice = (sentence: Sentence) => voicedLine(sentence.text, said.hit.title, question);
  const unvoiced = new Set(said.sentences.filter((one) => voice(one) === one.text).map(({ list }) => list));
  const sentences = said.sentences.map((one) =>
    one.list !== undefined && unvoiced.has(one.list) ? one : { ...one, text: voice(one), list: undefined },
  );
  return {
    ...said,
    text: `${said.text.slice(0, said.text.length - written.length)}${spokenInOrder(sentences)}`,
  };
}

/** Words in what a reply says of its notes. */
export const wordsSaid = (said: readonly Said[]) =>
  said.reduce((sum, one) => sum + (one.text.match(/\S+/g)?.length ?? 0), 0);
