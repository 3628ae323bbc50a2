import type { Citation, Message, PersonaProfile } from '@ditto/contract';
import {
  type AnswerOptions,
  answersApart,
  asksAboutTwo,
  asksOwnFact,
  childrenCounted,
  citationOf,
  composeOffline,
  countsOwnChildren,
  type Embed,
  inLawNote,
  mentionsAll,
  namesCounted,
  namesPerson,
  oneSentence,
  ownFactNote,
  ownKinAsked,
  ownKinNote,
  type RunnerUp,
  runnerUp,
  type Said,
  sayFrom,
  sayingOfKin,
  saysWhoTheyAre,
  termsOfNote,
  titledByKinAsked,
  wordsSaid,
} from './answer.ts';
import {
  askedFor,
  askedKindOf,
  askedMoney,
  focusTermsOf,
  holdsAskedFor,
  holdsObjectOf,
  namesIn,
  personAskedAbout,
  thingAskedAbout,
} from './asked-for.ts';
import { ownerPronounsAsYou, pronoun, pronounsAsNamed } from './friend-pronouns.ts';
import { kinIn, namesKin, namesKinAmong, taggedTerms } from './language.ts';
import { markedNotes, markerInstruction, passagesUsed } from './model-citations.ts';
import { saidAsOwner } from './own-clause.ts';
import { createEmbeddedProvider } from './providers/embedded.ts';
import { replyWithFallback } from './providers/fallback.ts';
import type { PromptMessage, ReplyProvider } from './providers/types.ts';
import type { Vector } from './retrieval/encoder.ts';
import type { KnowledgeIndex, SearchHit } from './retrieval/knowledge-index.ts';
import {
  type Grounding,
  type GroundingOptions,
  groundingOf,
  relevanceOf,
  replyThresholds,
} from './retrieval/reply-policy.ts';
import { asksOfGroup } from './retrieval/sentences.ts';
import { escapeRegExp, isStopWord, terms, words } from './retrieval/text.ts';
import type { RowCosines } from './retrieval/vector-store.ts';
import { inFullWords, saidInFull } from './shorthand.ts';
import { readMessage } from './utterance.ts';
import { volunteersPrivate } from './volunteered.ts';

export interface PersonaReplyInput {
  profile: PersonaProfile | null;
  index: KnowledgeIndex;
  /** Earlier messages of this conversation, oldest first. */
  history: readonly Message[];
  message: string;
  /**
   * The embedding of `addressedToOwner(message, ownerName, ownerAliases)`; without it, keywords alone. Not of
   * `askedOfOwner`: the owner's "my team" is nearer their notes' "I manage a team of 5" than "your team" is (on walk
   * BL, embedding the rewritten question lost "my team" and "where did I go to uni?").
   */
  messageVector?: Vector;
  /** The index's scan with `messageVector`, when the encoder did it (`SentenceEncoder.embedAndScan`). */
  messageScan?: RowCosines;
  provider: ReplyProvider;
  /** The owner's display name, for the model's instructions. */
  ownerName?: string;
  /** Other names the owner goes by, from their notes ("everyone calls me Teja"): read as "you" too. */
  ownerAliases?: readonly string[];
  /** The owner is talking to their own Ditto (not a friend it was shared with): it speaks to them as its owner. */
  askedByOwner?: boolean;
  grounding?: GroundingOptions;
  /** Embeds the quoted note's sentences, so an offline answer says the ones closest to the question. */
  embed?: Embed;
  answer?: AnswerOptions;
  signal?: AbortSignal;
}

export interface PersonaReply {
  stream: AsyncIterable<string>;
  /**
   * The entries the reply quotes, each with the sentences it says of them as its snippet, known before it streams;
   * empty when Ditto says it does not know. A language model's reply cites only what it drew on, known once it is
   * complete: `citationsFor`.
   */
  citations: Citation[];
  /** With a language model: the entries its complete reply drew on, to store with it. */
  citationsFor?: (reply: string) => Citation[];
  /**
   * With a language model: true once the model failed (twice) before its first word and the offline reply was
   * given instead, with its citations. Known when the reply is complete.
   */
  fellBack?: () => boolean;
  /** Answer, hedge or "I don't know" (with a model: what retrieval offered it). */
  kind: Grounding['kind'] | 'untrained' | 'greeting';
}

/** What Ditto says, word for word, when nothing it knows is relevant. */
export const unknownReply = "I don't know — I haven't been told about that.";
export const untrainedReply = "I don't know anything yet: my owner hasn't taught me anything.";
export const greetingReply =
  'Hi! Ask me anything about my life and I will answer from what I have written down.';
/** The same two, said to the owner: Ditto is theirs, and they are the one who trains it. */
export const untrainedReplyToOwner =
  "I don't know anything yet. Add to your knowledge, or talk to Lisa, and I'll learn it by myself.";
export const greetingReplyToOwner =
  "Hi! Ask me anything you've told me, and I'll answer the way you would, from your own notes.";

const historyTurns = 10;
/** Passages a model sees: a few more than an offline answer cites, so it can judge for itself. */
const modelPassages = 4;
/** Notes searched for one that holds a name the question gives (`namingNote`). */
const namedPassages = 12;
const offline = createEmbeddedProvider();

/**
 * Ditto's reply, in three ways: a confident answer, the sentences of the owner's note that answer, citing that note;
 * a hedge that names what it has not been told and says the closest sentences, cited, when the note is related but
 * may not answer; a plain "I don't know" when nothing is relevant. With a language model, the model gets the best
 * passages and decides whether they answer; its reply cites the ones it drew on.
 */
export async function replyAsPersona(input: PersonaReplyInput): Promise<PersonaReply> {
  const { message, provider } = input;
  const fixed = (text: string, kind: PersonaReply['kind']): PersonaReply => ({
    stream: fixedReply(text, input.signal),
    citations: [],
    kind,
  });
  const owner = input.askedByOwner === true;
  // Notes answer as soon as they are written; the profile (summary, style) follows in the background.
  if (input.index.size === 0) return fixed(owner ? untrainedReplyToOwner : untrainedReply, 'untrained');
  // A friend's "where's she from?" asks the owner something (no greeting), and "who is she?" is an introduction.
  const byFriend = input.askedByOwner === false;
  const earlier = input.history.map((said) => said.content);
  const heard = byFriend
    ? ownerPronounsAsYou(message, namesOf(input.ownerName, input.ownerAliases), earlier)
    : message;
  if (provider.kind === 'embedded' && introductionAsked.test(heard)) {
    const introduction = await introducing(input);
    if (introduction) return { ...introduction, stream: fixedReply(introduction.text, input.signal) };
  }
  const names = namesOf(input.ownerName, input.ownerAliases);
  const social = socialReply(heard, owner, names);
  if (social) return fixed(social, 'greeting');

  // "heyy ditto where do i work" asks what "where do i work" asks: the hello and the name say nothing of the owner.
  const addressed = addressedToOwner(
    withoutCall(message, names),
    input.ownerName,
    input.ownerAliases,
    byFriend,
    earlier,
  );
  // The owner asks of their own life in their own words ("What does my wife do?"), which the notes' rules read as
  // asked of them; a friend's "my" is the friend's.
  const asked = withSubjectSaid(owner ? askedOfOwner(addressed) : addressed);
  const found = input.index.search(asked, {
    limit: namedPassages,
    ...(input.messageVector ? { questionVector: input.messageVector } : {}),
    ...(input.messageScan ? { questionScan: input.messageScan } : {}),
  });
  const hits = found.slice(0, modelPassages);
  // Retrieval is blind to case; the reading of the question (whom it names) is not.
  const cased = casedAsNotes(asked, found);
  const grounding = groundingOf(hits, input.grounding ?? {});
  const signal = input.signal ? { signal: input.signal } : {};

  if (provider.kind !== 'embedded') {
    // The model judges relevance itself; it still gets nothing when nothing is even loosely related.
    if (grounding.kind === 'unknown') return fixed(unknownReply, 'unknown');
    const passages = hits.filter((hit) => hit.score >= (hits[0]?.score ?? 0) * 0.75);
    // When the model fails, the offline reply stands in, and cites what it says.
    let offlineCitations: Citation[] = [];
    const offline = async function* (): AsyncIterable<string> {
      const reply = await offlineReply(input, grounding, cased);
      offlineCitations = reply.citations;
      yield* fixedReply(reply.text, input.signal);
    };
    const model = replyWithFallback({
      provider,
      attempt: () => provider.stream({ draft: '', messages: promptFor(input, passages) }, signal),
      offline,
      ...signal,
    });
    const { stream, marked } = markedNotes(model.stream, passages.length);
    return {
      stream,
      citations: [],
      citationsFor: (reply) =>
        model.fellBack()
          ? offlineCitations
          : passagesUsed(reply, { passages, marked, question: message, unknown: unknownReply }).map(
              toCitation,
            ),
      fellBack: model.fellBack,
      kind: grounding.kind,
    };
  }
  const { text, citations, kind } = await offlineReply(input, grounding, cased, found);
  return { stream: fixedReply(text, input.signal), citations, kind };
}

/** A hello, its letters drawn out as chat draws them ("heyy", "hiii", "hellooo"), or of the time of day. */
const hello = String.raw`(?:h+i+|hel+o+|he+y+a*|hiy+a+|hola|(?:good\s+)?(?:morning|afternoon|evening))`;

/** "Tell me about yourself", "Who are you?", "Introduce yourself": the owner introduced, not one fact. */
const introductionAsked = new RegExp(
  String.raw`^\W*(?:(?:so|ok|okay|well|and|now|ditto|${hello})\b\W*)*(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:(?:tell|talk)\s+(?:me|us)\s+(?:a\s+(?:bit|little)\s+)?about\s+(?:yourself|you)|who\s+(?:are|r)\s+(?:you|u)|introduce\s+yourself|describe\s+yourself)\W*$`,
  'i',
);

/** What an introduction says, as these questions are answered: work, home, where one is from. */
const introductionQuestions = ['What do you do for work?', 'Where do you live?', 'Where did you grow up?'];
const introductionWords = 60;

/**
 * The owner introduced in their own words: the answers their notes give to the questions a person introducing
 * themselves answers, each said once, citing the notes said. Undefined when the notes answer none of them.
 */
async function introducing(
  input: PersonaReplyInput,
): Promise<{ text: string; citations: Citation[]; kind: 'answer' } | undefined> {
  const texts: string[] = [];
  const citations: Citation[] = [];
  for (const question of introductionQuestions) {
    const [vector] = input.embed ? await input.embed([question]) : [];
    const found = input.index.search(question, {
      limit: namedPassages,
      ...(vector ? { questionVector: vector } : {}),
    });
    const grounding = groundingOf(found.slice(0, modelPassages), input.grounding ?? {});
    const asked = { ...input, message: question, ...(vector ? { messageVector: vector } : {}) };
    const reply = await offlineReply(asked, grounding, question, found);
    const words = [...texts, reply.text].join(' ').split(/\s+/).length;
    if (reply.kind !== 'answer' || texts.includes(reply.text) || words > introductionWords) continue;
    texts.push(reply.text);
    for (const citation of reply.citations)
      if (!citations.some((cited) => cited.entryId === citation.entryId)) citations.push(citation);
  }
  return texts.length === 0 ? undefined : { text: texts.join(' '), citations, kind: 'answer' };
}

export const anythingElseReply = 'Ask me anything else about my life.';
export const howAmIReply = "I'm good, thanks for asking! Ask me anything about my life.";
export const howAmIReplyToOwner = "I'm good, thanks! Ask me anything you've told me.";
/** Content words a message of thanks, leave-taking or small talk holds at most ("great, thank you so much"). */
const socialTermsMax = 4;
/** "How are you?", "hi, how's it going?": asked of Ditto, answered in kind before anything else. */
const howAreYou = new RegExp(
  String.raw`^\W*(?:${hello}\b\W*)?how(?:['’]?s|\s+is|\s+are|\s+r)?\s+(?:you|u|ya|it\s+going|things)(?:\s+(?:doing|today|going))*\W*$`,
  'i',
);
/**
 * "hiya, you alright?", "you awake?": "are you …?" said short after a hello, asking after Ditto's state (how it is,
 * whether it is there), which is all the message asks; "you married?" or "you up for a pint?" asks of the owner.
 */
const askedAfter = new RegExp(
  String.raw`^\W*(?:${hello}\b\W*)?(?:(?:are|r)\s+)?(?:you|u)\s+(?:still\s+)?(?:(alright|all\s+right|ok|okay|well|good)|awake|up|there|around)\W*$`,
  'i',
);
/**
 * Words a friend calls someone by ("you alright mate?", "hiya love, …"), as the owner's name is, and "Ditto", what
 * the persona is called by anyone who talks to it ("heyy ditto how r u").
 */
const addressTerm = /^(?:love|mate|pal|hun|hon|babe|dear|darling|buddy|bud|lad|lads|guys|ditto)$/i;

/**
 * The message without the name it calls Ditto by: "hey Elena, you ok?", "you there Elena?", "hiya love, you
 * alright?" ask what "hey, you ok?" asks. A word is a vocative after a hello and before a comma, or when it is the
 * owner's name or a term of address, so "you up north?" keeps its last word.
 */
function withoutVocative(message: string, names: readonly string[]): string {
  const calls = (word: string) => callsDitto(word, names);
  const first = calledFirst(message, names);
  const heard = first ? `${first.hello},${first.rest}` : message;
  const last = /\s+([\p{L}'’-]+)(\W*)$/u.exec(heard);
  return last && calls(last[1] ?? '') ? heard.slice(0, last.index) + (last[2] ?? '') : heard;
}

/**
 * A question's first word after a name that calls Ditto by it: "Ditto, how are you?", "Ditto, are you there?",
 * "ditto where do i work"; without a comma a verb goes with the name ("Elena is a nurse?").
 */
const whOpening = /^\W*(?:who|what|where|when|why|how|which|whose)\b/i;
const questionOpening =
  /^\W*(?:who|what|where|when|why|how|which|whose|is|are|am|was|were|do|does|did|can|could|will|would|have|has|r)\b/i;

/** A term of address or one of the owner's names, calling Ditto by it. */
function callsDitto(word: string, names: readonly string[]): boolean {
  return addressTerm.test(word) || names.some((name) => name.toLowerCase() === word.toLowerCase());
}

/**
 * A hello before a name, with the ones said only so ("alright tomek", "yo Sam"): alone, "alright" is a nod, not a
 * hello.
 */
const callingHello = String.raw`(?:${hello}|alright|a'?ight|yo|oi|sup)`;

/**
 * The hello and the rest of a message that opens by calling Ditto by a name. After a hello, a word before a comma, a
 * name or a term of address calls it ("hey Elena, …", "heyy ditto …"); without one, only a name or a term of address
 * before a question ("Ditto, how are you?"; not "So, …", "love it", "ditto!").
 */
function calledFirst(
  message: string,
  names: readonly string[],
): { hello: string; word: string; rest: string } | undefined {
  const lead = new RegExp(String.raw`^(\W*(?:${callingHello}\b)?)\s*([\p{L}'’-]+)(\s*,)?`, 'iu').exec(
    message,
  );
  if (!lead) return undefined;
  const [all, hi = '', word = '', comma] = lead;
  const rest = message.slice(all.length);
  const called =
    hi !== ''
      ? comma !== undefined || callsDitto(word, names)
      : callsDitto(word, names) && (comma !== undefined ? questionOpening : whOpening).test(rest);
  return called ? { hello: hi, word, rest } : undefined;
}

/**
 * The message as retrieval reads it: without the hello and the name or term of address it opens by calling Ditto
 * ("heyy ditto where do i work" asks what "where do i work" asks). Anything else is read as said.
 */
function withoutCall(message: string, names: readonly string[]): string {
  const first = calledFirst(message, names);
  return first && callsDitto(first.word, names) && /\p{L}/u.test(first.rest)
    ? first.rest.replace(/^[\s,!.]+/, '')
    : message;
}

export const whatIAmReply =
  "I'm a Ditto: I answer as my owner would, from what they have written down. Ask me anything about my life.";
export const whatIAmReplyToOwner =
  "I'm your Ditto: I answer as you would, from what you've told me. Ask me anything you've told me.";

/** "Are you a robot?", "r u real?": a question about what Ditto is, not about the owner. */
const whatIAmAsked =
  /^\W*(?:are|r)\s+(?:you|u)\s+(?:(?:a|an|just\s+a)\s+)?(?:robot|bot|chatbot|ai|a\.i\.|real|human|person|computer|machine)\W*$/i;

/**
 * The reply to a message that asks nothing of the owner: a greeting or small talk, thanks, a goodbye, a laugh or a
 * nod, praise (read as Lisa reads them: `readMessage`), or a question about what Ditto is. Undefined for anything
 * that asks or tells something ("thanks! and where did you grow up?").
 */
function socialReply(said: string, owner: boolean, names: readonly string[]): string | undefined {
  // A hello drawn out ("heyyy") is read as the plain one Lisa's reader knows.
  const message = withoutVocative(said, names).replace(new RegExp(String.raw`^(\W*)${hello}\b`, 'i'), '$1hi');
  if (whatIAmAsked.test(message)) return owner ? whatIAmReplyToOwner : whatIAmReply;
  const greeting = owner ? greetingReplyToOwner : greetingReply;
  // Thanks, a goodbye or a laugh is a few words: a longer message asks or tells, and is not read as Lisa reads talk
  // (her reader tags every clause; this runs before every reply).
  if (terms(message).length > socialTermsMax) return undefined;
  const reading = readMessage(message);
  const social =
    reading.content === '' && reading.toLisa === null && !reading.decline && reading.meta === null;
  // "thanks, that's grand" is read as a remark on the reply, leaving nothing said: the praise after the thanks.
  const praised =
    praisedReply.test(reading.content) ||
    (reading.content === '' &&
      reading.meta === 'remark' &&
      praisedReply.test(message.replace(thanksFirst, '')));
  if ((social || praised) && reading.thanks) return "You're welcome!";
  if (social && reading.goodbye) return 'Bye for now!';
  const after = askedAfter.exec(message);
  if (howAreYou.test(message) || after?.[1]) return owner ? howAmIReplyToOwner : howAmIReply;
  if (after) return greeting;
  if (backChannel.test(message) || fondReaction.test(message)) return anythingElseReply;
  // "what about him?", "and where is it?" ask on about someone or something spoken of: small words, no small talk.
  if (someoneByPronoun.test(message) || askedOn.test(message)) return undefined;
  if (asksNothing(message) || (social && (reading.greeting || reading.smallTalk !== null))) return greeting;
  return social && (reading.reaction !== null || reading.praise) ? anythingElseReply : undefined;
}

/** Thanks opening a message ("thanks, …", "cheers!"). */
const thanksFirst = /^\W*(?:thanks|thank\s+you|thx|ta|cheers)\b[\s,.!]*/i;
/** "That's great!", "it was really useful": praise of the reply, said with thanks ("thanks, that's great!"). */
const praisedReply =
  /^\W*(?:that|it)(?:['’]s|\s+is|\s+was)\s+(?:(?:really|so|very|just)\s+)?(?:great|brilliant|perfect|lovely|helpful|useful|amazing|fab|grand|class|cool|ace|super|fantastic|spot\s+on)\W*$/i;

/**
 * A greeting or small talk ("Hi!", "What's up?", "What?"): small words only, and none of the owner's facts asked in
 * them ("What do you do?"); "Where are you from?" is read with words notes use (`addressedToOwner`).
 */
function asksNothing(message: string): boolean {
  const asked = addressedToOwner(message);
  return words(asked).every(isStopWord) && !asksOwnFact(asked);
}

/** "she", "his", "them": someone spoken of before, whom a follow-up in small words asks about ("and what's she into"). */
const someoneByPronoun = new RegExp(pronoun.source, 'i');
/** "and where is it?", "and who with?": a follow-up asking on about what was said, not of Ditto ("and you?"). */
const askedOn = /^\W*and\s+(?:who|what|where|when|why|how|which|whose)\b(?!.*\b(?:you|u|ya|yourself|up)\b)/i;
/** "love it!", "love you", "ditto!": a reaction to the reply, said with a word Lisa's reader takes for content. */
const fondReaction = /^\W*(?:love\s+(?:it|that|this|you|ya|u)|ditto)\W*$/i;
/** "oh is she?", "did she?", "really?": a back-channel, a reaction to what was said, asking nothing of the notes. */
const backChannel =
  /^\W*(?:(?:oh|ah|ooh|wow|no)\W+)?(?:(?:is|was|are|were|did|does|do|has|have|had|will|would|can|could)(?:n['’]?t)?\s+(?:she|he|they|it)|really)\W*$/i;

/** The reply without a model: the sentences that answer, a hedge naming the gap, or "I don't know". */
async function offlineReply(
  input: PersonaReplyInput,
  grounding: Grounding,
  asked: string,
  found: readonly SearchHit[] = grounding.hits,
): Promise<{ text: string; citations: Citation[]; kind: Grounding['kind'] }> {
  // "How many kids have you got?" and a list of them by name: the count is the answer, said with the names.
  const count = childrenCounted(found, asked);
  if (count) return { text: count.text, citations: [count.citation], kind: 'answer' };
  let said = grounding.kind === 'unknown' ? [] : await offlineSaid(input, grounding, asked, found);
  let kind = settledKind(grounding, said, asked);
  // The owner's work, age or home asked in everyday words ("Where do you work?") is in the note saying it, however
  // far apart the encoder hears the two: said as the question it is read for ("What do you do for work?") would be.
  // So is an answer from sentences that do not say it ("Mam + dad still in Ballinasloe" for "Who are you going out
  // with?") when another note does.
  const own = ownFactNote(found, asked);
  const saysOwn =
    own !== undefined && said.some(({ sentences }) => sentences.some(({ text }) => own.says(text)));
  if (own && !(kind === 'answer' && saysOwn)) {
    const near = await sayFrom(own.hit, own.readAs, input.messageVector, input.embed, input.answer ?? {});
    // Sentences nearer the question that do not say the fact ("eleven years in the job" for "How old are you?")
    // yield to the one that does, said alone: a second sentence may hold another age ("Dad was 40 when …").
    const { saying } = own;
    const fact = near.sentences.some(({ text }) => own.says(text))
      ? near
      : { ...near, sentences: [saying], text: saying.text, aloud: saidAsOwner(saying.text, own.hit.title) };
    // Said as the owner says it: "teach chemistry at …" is "I teach chemistry at …" here, and only here.
    return { text: saidInFull(fact.aloud), citations: [citationOf(fact)], kind: 'answer' };
  }
  // A name the question shares with a note is strong evidence that the note is about what is asked, however far
  // its words are from the question's ("What does Bisi do?" and a long family note naming her): at least a hedge,
  // and a hedge says that note, not a closer one that never names them.
  // So is a note naming the owner's relatives asked about ("How many kids do you have?" and the family note), or the
  // spouse's ("your father-in-law" and "Tunde's parents").
  // So is the one note naming each thing an open question asks after ("What's happening with the loft?").
  const nameNote = namingNote(found, asked);
  // An answer about the owner's relatives from a note never naming them as the owner's ("Kids get too much homework"
  // for "How are your kids doing?") yields to the note that does.
  // Only a reply naming them by the relation's word: one naming a daughter by her name alone may well be hers.
  const kin = ownKinAsked(asked);
  const hit = said[0]?.hit;
  // Asked as "your kids": not "the kids who play strings", "how many kids have you got in your class".
  const generic =
    kind === 'answer' &&
    kin !== undefined &&
    (/\byour\b/i.test(kin) || countsOwnChildren.test(asked)) &&
    namesKin(kin, said[0]?.text ?? '') &&
    hit !== undefined;
  const kinNote = generic && ownKinNote([hit], asked) === undefined ? ownKinNote(found, asked) : undefined;
  const kinElsewhere = kinNote !== undefined;
  const named =
    kind === 'answer'
      ? kinElsewhere
        ? kinNote
        : undefined
      : (nameNote ?? ownKinNote(found, asked) ?? inLawNote(found, asked) ?? thingNote(found, asked));
  if (kind === 'unknown' && !named) return { text: unknownReply, citations: [], kind };
  if (named && said[0]?.hit.entryId !== named.entryId)
    said = [await sayFrom(named, asked, input.messageVector, input.embed, input.answer ?? {})];
  // …an answer when its sentences tell of them the kind of fact asked ("What does your missus do?": "the wife Sunita
  // is a pharmacist …").
  // Not when the note never names them in its words ("the eldest" for "your older bro" may be a sister).
  const tells = said[0]?.tellsOfPerson === true && said[0].mentionsPerson !== false;
  // …or say who they are to the owner ("my friend Deb" for "Who is Deb?").
  const who = said[0] !== undefined && saysWhoTheyAre(asked, said[0].text);
  // …or come from the note titled by the owner's relative asked and hold the kind of fact asked ("When do you
  // usually ring your mum?": "Every Sunday at three in the afternoon, Dutch time, I video-call her." in "Mãe"), though
  // they say "her". Not a question asking for no kind of fact: any sentence of their note would do for it. Only when
  // the clause holding the fact names them: "I moved to Amsterdam in 2015 and she cried …" says where the owner lives.
  const onKin =
    named !== undefined &&
    said[0]?.mentionsPerson !== false &&
    titledByKinAsked(named, asked) &&
    clauseOnKinHolds(said[0], asked);
  if (named) kind = (said[0]?.holdsAsked === 1 && (tells || onKin)) || who ? 'answer' : 'hedge';
  // Said from their note alone: another note's sentence beside it ("Sunday mornings I go sailing …") is no answer.
  if (kind === 'answer' && onKin && !tells && !who) said = said.slice(0, 1);
  // "Which uni is she at, Bristol or UWE?": a reply naming neither choice, or both, leaves it to the friend to judge.
  if (kind === 'answer' && unsettled(asked, said)) kind = 'hedge';
  // A friend gets the fact or a plain "I don't know": a hedge neither on what was asked nor on someone the friend
  // names would show them notes that may not answer, often about other people (a daughter-in-law's age and job for
  // "Which of your kids lives closest?").
  // Nor does a hedge tell a friend of the owner's health, money or family when the question asked of none of them
  // ("How are your mornings?" and a walk the diabetes note says is for the owner's blood sugar).
  const shown = hedgeOnTheAsked(said[0], asked) || nameNote !== undefined;
  const notes = said.map((one) => ({
    title: one.hit.title,
    text: one.hit.paragraphs.map(({ text }) => text).join(' '),
    said: one.text,
  }));
  if (kind === 'hedge' && input.askedByOwner === false && (!shown || volunteersPrivate(asked, notes)))
    return { text: unknownReply, citations: [], kind: 'unknown' };
  // One relative asked ("what's your kid's name"): what is said of them, not of the others on the list beside them.
  const one = kin !== undefined && kinIn(kin).size === 1 && !asksOfGroup(asked) ? kin : undefined;
  if (one) said = said.map((each) => sayingOfKin(each, one));
  // The gap is named as the owner says it: "where I work", not "where Kofi works".
  return { text: composeOffline(kind, asked, said), citations: said.map(citationOf), kind };
}

/**
 * Whether a clause of the sentences said holds the kind of fact asked and names the relative asked, by a word for them
 * or a pronoun ("Every Sunday at three …, I video-call her."): not "I moved to Amsterdam in 2015" before "and she cried
 * at the airport", which says where the owner went.
 */
function clauseOnKinHolds(said: Said | undefined, asked: string): boolean {
  const kind = askedFor(asked);
  if (said === undefined || kind === undefined) return false;
  const relations = kinIn(asked);
  return said.sentences
    .flatMap(({ text }) => text.split(/[;:]|,?\s+(?:and|but|so|while|whereas|because|though|although)\s+/i))
    .some(
      (clause) =>
        holdsAskedFor(clause, kind, asked) === 1 &&
        (/\b(?:she|her|he|him)\b/i.test(clause) || [...kinIn(clause)].some((one) => relations.has(one))),
    );
}

/**
 * Whether the sentences a hedge says are on what was asked, so that a friend hears them as the owner does: they hold
 * the kind of fact asked, or tell of the person asked about, or name a noun of the question themselves ("Rhys is
 * best man" for "Who's the best man?"). Not sentences without the number asked, which the tagger seldom misses
 * (Callum's parents for "How old is Callum?"), nor a noun in the note's title alone: "the kids" above their ages
 * and a daughter-in-law's job does not answer "Which of your kids lives closest?".
 */
function hedgeOnTheAsked(said: Said | undefined, asked: string): boolean {
  if (said === undefined || (said.holdsAsked === 0 && askedFor(asked) === 'number')) return false;
  if (said.holdsAsked === 1 || (said.tellsOfPerson === true && said.mentionsPerson === true)) return true;
  const inSentences = new Set(terms(said.sentences.map(({ text }) => text).join(' ')));
  return focusTermsOf(asked).some((term) => inSentences.has(term));
}

/**
 * The reply's kind once the sentences to say are known:
 * - a question about whether the owner ever did something, or about a favourite ("Have you ever been skiing?",
 *   "What's your favourite podcast?"), is about the things its nouns name: a note that mentions none of them does
 *   not know it, however close it is (not "Do you have any pets?": "pets" is rarely the word a note about a dog uses);
 * - a question about a thing ("Which hotel …?") that the note never mentions, in its words or in other words the
 *   encoder hears as that thing ("drums" for "instrument"), is at best a hedge (a near miss); so is a question about
 *   a person ("What does your wife do?") that the note never names: it is about someone else;
 * - a question for a kind of fact (a number, a time, a place, a name) is answered by sentences that hold one, though
 *   the note's relevance only reached the hedge band ("Ingrid is nine" for "How old is Ingrid?"), if the note
 *   mentions a noun of the question (not a proposal's date for "When's your birthday?"), and hedged by
 *   sentences that hold none; the runner-up's sentence said beside the best note's counts too. The thing asked said
 *   as the object of the verb asked ("Play flanker" for "What position do you play?") holds what is asked. Below the hedge bar (a
 *   weak hedge), only such sentences are worth saying, or a hedge with sentences about the relative asked.
 */
function settledKind(grounding: Grounding, saidAll: readonly Said[], question: string): Grounding['kind'] {
  const { kind } = grounding;
  const said = saidAll[0];
  if (kind === 'unknown') return kind;
  const elsewhere =
    said?.mentionsThing === false || said?.mentionsPerson === false || said?.tellsOfPerson === false;
  // "Who is Deb?" and "… w/ my friend Deb": the relation word says who she is to the owner.
  // Though it names her as company (`tellsOfPerson` false): who she is, not what she does, is asked.
  if (kind === 'hedge' && said !== undefined && saysWhoTheyAre(question, said.text)) return 'answer';
  if (kind === 'hedge' && grounding.weak) {
    if (said?.holdsAsked === 1 && !elsewhere && noteOnTheAsked(said, question)) return 'answer';
    if (saysWhatThingIs(said, question) && !elsewhere) return 'answer';
    // "Are you on any medication?" and "Metformin twice a day": a yes-or-no question whose words no sentence shares,
    // but that the encoder hears a sentence said as on (`heardBar`), is worth a hedge; not an "ever" or a favourite.
    if (
      said !== undefined &&
      said.cosine >= heardBar &&
      yesOrNo.test(question) &&
      !aboutItsNouns.test(question) &&
      !elsewhere
    )
      return 'hedge';
    // A name the tagger cannot place ("Moored at Marina Muiderzand" for "Where do you keep the boat?") may be the
    // fact asked, in a note on a noun of the question: worth a hedge, not an "I don't know".
    if (said?.holdsAsked === 0.5 && said.mentionsFocus === true && !elsewhere) return 'hedge';
    // Sentences about the relative asked (in any word for them) are worth a hedge: "Where does your mum live?" and
    // "My mother Rose lives two streets away…", whose words the encoder hears as far from the question's.
    // So are sentences saying the thing asked as the object of the verb asked ("played flanker" for "What position
    // did you play?"), not only a thing of its kind ("a roller derby team" for "Which team do you support?").
    return said?.tellsOfPerson === true || (saysObjectAsked(said, question) && !aboutItsNouns.test(question))
      ? 'hedge'
      : 'unknown';
  }
  if (aboutItsNouns.test(question) && said?.mentionsFocus === false) return 'unknown';
  if (elsewhere) return 'hedge';
  if (kind === 'hedge' && namesEachThingAsked(said, question)) return 'answer';
  // The fact may be in the runner-up's sentence said beside the best note's ("It was made in Cremona.").
  const held = saidAll.flatMap((one) => (one.holdsAsked === undefined ? [] : [one.holdsAsked]));
  // The thing asked said as the object of the verb asked is the fact asked, as a kind's word is; so is a sentence
  // naming the thing a question asks what it is.
  if (held.length === 0)
    return saysObjectAsked(said, question) || saysWhatThingIs(said, question) ? 'answer' : kind;
  const holds = Math.max(...held);
  if (holds === 1) return kind === 'answer' || (said && noteOnTheAsked(said, question)) ? 'answer' : kind;
  return holds === 0 ? 'hedge' : kind;
}

/**
 * Whether a yes-or-no question's every word is in the sentences said ("Two kids - Isla is 9 …" for "Got any kids?",
 * "Big fan of Studio Ghibli films." for "Are you into films?"): they say the thing asked, so the reply need not doubt
 * that it answers. Not when a word is missing ("Is Isla married?"), nor an "ever" or a favourite.
 */
function namesEachThingAsked(said: Said | undefined, question: string): boolean {
  if (said === undefined || !yesOrNo.test(question) || aboutItsNouns.test(question)) return false;
  const asked = terms(question.replace(yesOrNo, ''));
  const inSentences = new Set(terms(said.text));
  return asked.length > 0 && asked.every((term) => inSentences.has(term));
}

/**
 * Whether the sentences said name, in the question's own words, the thing a question asks what it is ("What's this
 * course you keep talking about?" and "found an evening course at the city college …"). Not a question for a kind of
 * fact ("What's the name of …?"), nor of a thing's part or quality ("What colour is the sweater?").
 */
function saysWhatThingIs(said: Said | undefined, question: string): boolean {
  const thing = thingAskedAbout(question);
  if (said === undefined || said.holdsAsked !== undefined || thing === undefined) return false;
  const asked = new RegExp(
    String.raw`^\s*what(?:['’]s|\s+is|\s+was)\s+(?:this|that|the)\s+${escapeRegExp(thing)}\b`,
    'i',
  );
  const inSentences = new Set(terms(said.text));
  return asked.test(question) && terms(thing).every((term) => inSentences.has(term));
}

const saysObjectAsked = (said: Said | undefined, question: string) =>
  said?.sentences.some((sentence) => holdsObjectOf(sentence.text, question)) === true;

/**
 * Whether a note is on what the question asks: it says a noun of it, the thing or the person asked in its own words
 * ("Mum" for "your mother"), or the name asked.
 */
const noteOnTheAsked = (said: Said, question: string) =>
  said.mentionsFocus !== false ||
  said.mentionsThing === true ||
  said.mentionsPerson === true ||
  askedFor(question) === 'name';

/** A question naming the choices after its clause: "Which uni is Anjali at, Bristol or UWE?". */
const eitherOr = /^\s*(?:which|what|who|where|when)\b[^,]*,\s*([^,]+?)\s+or\s+([^,]+?)[\s?.!]*$/i;

/** Whether a question gives two choices and the reply names neither or both of them. */
function unsettled(asked: string, said: readonly Said[]): boolean {
  const choices = eitherOr.exec(asked)?.slice(1) ?? [];
  const text = said.map((one) => one.text).join(' ');
  const named = choices.filter((choice) => new RegExp(`\\b${escapeRegExp(choice)}\\b`, 'i').test(text));
  return choices.length === 2 && named.length !== 1;
}

/** A question asking whether, opening on its auxiliary ("Are you on any …?", "Do you take …?"). */
const yesOrNo = /^\s*(?:are|is|do|does|did|have|has|had|were|was|got)\b/i;

/**
 * The cosine of a yes-or-no question with the best sentence of a weakly related note at which the sentence is heard
 * as on what is asked though it shares none of its words: on the tuning sets and walks, no yes-or-no question's
 * weak note that does not answer reached 0.38 (a knee injury for "any support for your mental health", a name's
 * meaning for "Is Kwame allergic to anything?" 0.35); a medicine for "any medication" 0.46. Fitted on few.
 */
const heardBar = 0.42;

const aboutItsNouns =
  /^\s*(have|has|had|did|do|does|are|is|was|were|would|will|can|could)\b.*\bever\b|\bfavou?rite\b/i;

/**
 * What an offline reply says: the best note's sentences that answer and, when the question asks about two things,
 * a runner-up's too; else the runner-up's best sentence when it is nearly as relevant (`withRunnerUp`). A reply
 * cites exactly the notes it says something of.
 */
async function offlineSaid(
  input: PersonaReplyInput,
  grounding: Grounding,
  asked: string,
  found: readonly SearchHit[],
): Promise<Said[]> {
  const options = input.answer ?? {};
  const say = (hit: SearchHit, sentences = options.sentences) =>
    sayFrom(hit, asked, input.messageVector, input.embed, {
      ...options,
      ...(sentences ? { sentences } : {}),
    });
  const [best, second] = grounding.quoted;
  if (!best) return [];
  if (second && grounding.kind === 'answer' && asksAboutTwo(asked)) {
    const [first, other] = await Promise.all([say(best), say(second)]);
    if (answersApart(asked, first, other)) return [first, other];
  }
  const named = citedNoteOnTheAsked(grounding, asked, input.grounding);
  if (named) return [await say(named)];
  const first = await say(best);
  const onTheAsked = await inAskedWords(
    first,
    grounding,
    options.runnerUp ?? runnerUp,
    input.grounding?.coverageWeight,
    say,
  );
  if (onTheAsked) return [onTheAsked];
  // The other cited notes, read once for whichever fallback needs them: each is a full reading of a note.
  let cited: Promise<Said[]> | undefined;
  const others = () => {
    cited ??= Promise.all(grounding.hits.slice(1).map((hit) => say(hit)));
    return cited;
  };
  const holding =
    (await holdingNote(first, grounding, found, asked, say)) ??
    (await kindSayingNote(first, asked, others)) ??
    (await sumHoldingNote(first, asked, others));
  if (holding) return [holding];
  const other = runnerUpOf(grounding, options.runnerUp ?? runnerUp, input.grounding?.coverageWeight);
  // A question that gives a name is about them: a runner-up that never names them is about something else.
  if (!other || !mentionsAll(other, namesIn(asked))) return [first];
  // …and one asking of a relative of the owner's ("how old is your kid?") is about them: a runner-up naming no
  // relative of theirs (the owner's own birthday) is about someone else.
  const kin = ownKinAsked(asked);
  if (kin !== undefined && namesKin(kin, first.text) && !namesKinAmong(kin, other.passage)) return [first];
  const otherSaid = await say(other, oneSentence);
  // A runner-up whose sentence lacks the kind of fact asked adds nothing beside a note that may hold it: "let me
  // start a club" beside "I ran a recorder club" for "What kind of club …?".
  if (otherSaid.holdsAsked === 0 && first.holdsAsked !== 0) return [first];
  return withRunnerUp(first, otherSaid, () => say(best, oneSentence), options);
}

/**
 * Of two notes about as near the question (the runner-up within `runnerUp.closeTo`), both holding the kind of fact
 * asked, the one saying it beside a noun of the question: "what days am i off" is "Tue-Sat 8 to 4:30, off sun/mon."
 * in the work note, not the morning routine's "5:40 alarm", which the encoder put first. Only when the best note's
 * sentences say no noun of the question.
 */
async function inAskedWords(
  first: Said,
  grounding: Grounding,
  rule: RunnerUp,
  weight: number | undefined,
  say: (hit: SearchHit) => Promise<Said>,
): Promise<Said | undefined> {
  if (first.holdsAsked !== 1 || first.mentionsFocus !== false) return undefined;
  const close = runnerUpOf(grounding, rule, weight);
  if (!close) return undefined;
  const other = await say(close);
  return other.holdsAsked === 1 && other.mentionsFocus === true ? other : undefined;
}

/**
 * A cited note whose sentences tell of the person asked the kind of fact asked, when the best note names them
 * without it: "What does Sunita do?" is her job in the family note, not her dal makhani in the food note. So is a
 * note found but not cited that names them: "How old is your mum?" is "My mother Truus is 81" in the family note,
 * not the note on her illness the encoder ranked far above it.
 */
async function holdingNote(
  first: Said,
  grounding: Grounding,
  found: readonly SearchHit[],
  asked: string,
  say: (hit: SearchHit) => Promise<Said>,
): Promise<Said | undefined> {
  if (first.holdsAsked !== 0 || first.mentionsPerson !== true) return undefined;
  const cited = new Set(grounding.hits.map((hit) => hit.entryId));
  const uncited = found.filter((hit) => !cited.has(hit.entryId) && namesPerson(hit, asked) === true);
  // Read together, not one after another: each is a full reading of a note. The first in rank order that holds wins.
  const others = await Promise.all([...grounding.hits.slice(1), ...uncited].map((hit) => say(hit)));
  return others.find((other) => other.holdsAsked === 1 && other.tellsOfPerson === true);
}

/**
 * A cited note that says what kind the thing asked is, when the best names it bare: "What kind of club did you run
 * at lunchtime?" is "I ran a recorder club on Friday lunchtimes", not "he let me start a club at lunchtime". Of the
 * notes saying a kind, the one holding most of the question's words, and no fewer than the best: "a book club"
 * elsewhere is a kind of club, not the one asked.
 */
async function kindSayingNote(
  first: Said,
  asked: string,
  citedOthers: () => Promise<Said[]>,
): Promise<Said | undefined> {
  if (first.holdsAsked !== 0 || !askedKindOf(asked)) return undefined;
  const saying = (await citedOthers()).filter(
    (other) =>
      other.holdsAsked === undefined && other.mentionsThing === true && other.coverage >= first.coverage,
  );
  return saying.sort((a, b) => b.coverage - a.coverage)[0];
}

/**
 * A cited note whose sentences hold the sum asked, when the best note's hold none: "How much have you put away for
 * the flat so far?" is "about 14k in a LISA" in the money note, not the home note's "2 bed flat, 3rd floor". Only for
 * money (`askedMoney`), and from a note naming what the best names of the thing asked
 * and holding as many of the question's words: the honeymoon's cost is not the wedding's.
 */
async function sumHoldingNote(
  first: Said,
  asked: string,
  citedOthers: () => Promise<Said[]>,
): Promise<Said | undefined> {
  if (first.holdsAsked !== 0 || !askedMoney.test(asked)) return undefined;
  return (await citedOthers()).find(
    (other) =>
      other.holdsAsked === 1 && other.coverage >= first.coverage && namesWhatBestNames(first, other, asked),
  );
}

/**
 * Whether another note names each thing asked that the best note names: its nouns ("wedding" in "How much did the
 * wedding cost?"), or its words when the tagger finds none. "Honeymoon in Crete cost about £3k" never names the
 * wedding the best note is about.
 */
function namesWhatBestNames(first: Said, other: Said, asked: string): boolean {
  const focus = focusTermsOf(asked);
  const things = focus.length > 0 ? focus : terms(asked);
  const inFirst = termsOfNote(first.hit);
  const inOther = termsOfNote(other.hit);
  return things.every((term) => !inFirst.has(term) || inOther.has(term));
}

/**
 * A cited note that names whom or what the question asks about, when the best never does: "What does your wife do?"
 * is answered from the note about her, not from the sister's job the encoder ranked first; "How many kids are at
 * your school?" from the note about the school's roll, not the one on exams. A note counting what is asked need only
 * reach a weak hedge's bar (it is said only for what it counts), and hold the names the question gives: "How many
 * pupils were there at Glenhaven?" is not answered by pupils somewhere else.
 */
function citedNoteOnTheAsked(
  grounding: Grounding,
  asked: string,
  options: GroundingOptions = {},
): SearchHit | undefined {
  const [best, ...others] = grounding.hits;
  if (!best) return undefined;
  const { hedge, fact = hedge } = options.thresholds ?? replyThresholds;
  const names = namesIn(asked);
  const ways = [
    { names: (hit: SearchHit) => namesPerson(hit, asked), bar: hedge, also: () => true },
    {
      names: (hit: SearchHit) => namesCounted(hit, asked),
      bar: Math.min(hedge, fact),
      also: (hit: SearchHit) => mentionsAll(hit, names),
    },
  ];
  for (const way of ways) {
    if (way.names(best) !== false) continue;
    const found = others.find(
      (hit) =>
        way.names(hit) === true && way.also(hit) && relevanceOf(hit, options.coverageWeight) >= way.bar,
    );
    if (found) return found;
  }
  return undefined;
}

/**
 * The one note among those found that holds every name the question gives, when it gives one: a name several notes
 * hold (a city, a pet in every story) says little about which of them answers.
 */
function namingNote(found: readonly SearchHit[], asked: string): SearchHit | undefined {
  const names = namesIn(asked);
  if (names.length === 0) return undefined;
  const namingAll = found.filter((hit) => mentionsAll(hit, names));
  return namingAll.length === 1 ? namingAll[0] : undefined;
}

/**
 * The one note among those found that holds every noun of a question asking after a thing, not for a kind of fact
 * or a person: "What's happening with the loft?" and a plans note saying "convert the loft, quote £19k". Not a
 * yes/no question ("Are you allergic to anything?", and "anything" in a note on a husband). A question
 * for a kind of fact or a thing of the note's ("What colour is the loft?"), or for what the owner did
 * (`ownerDoes`), is left to the encoder.
 */
function thingNote(found: readonly SearchHit[], asked: string): SearchHit | undefined {
  if (!/^\s*(?:what|how)\b/i.test(asked) || ownerDoes.test(asked)) return undefined;
  if (askedFor(asked) || thingAskedAbout(asked) || personAskedAbout(asked)) return undefined;
  const nouns = taggedTerms(asked)
    .filter(({ tags }) => tags.includes('Noun') && !tags.includes('Pronoun') && !tags.includes('Gerund'))
    .flatMap(({ normal }) => terms(normal));
  if (nouns.length === 0) return undefined;
  const sayingAll = found.filter((hit) => mentionsAll(hit, nouns));
  const [note] = sayingAll;
  const best = found[0];
  if (sayingAll.length !== 1 || !note || !best) return undefined;
  // Not a note that holds no more of the question's words than the closest note: "What did you study in college?"
  // is the note that says "studied marine science", not a money note's "kids college fund".
  const questionTerms = [...new Set(terms(asked))];
  const held = (hit: SearchHit) => questionTerms.filter((term) => mentionsAll(hit, [term])).length;
  return note === best || held(note) > held(best) ? note : undefined;
}

/**
 * "What did you study in college?": what the owner did is asked, and its nouns say where or when ("college"), not a
 * thing asked after.
 */
const ownerDoes = /^\s*what\s+(?:do|did|have|had|are|were|will|would)\s+(?:you|u)\b/i;

/** The runner-up note, when its relevance is close enough to the best's to say its best sentence too. */
function runnerUpOf(grounding: Grounding, rule: RunnerUp, weight?: number): SearchHit | undefined {
  const [best, other] = grounding.hits;
  if (!best || !other) return undefined;
  return relevanceOf(other, weight) >= rule.closeTo * relevanceOf(best, weight) ? other : undefined;
}

/**
 * The best note's sentences and the runner-up's within the runner-up budget: the best note's one sentence when
 * its two leave no room, the best note's alone when even that does not fit.
 */
async function withRunnerUp(
  first: Said,
  other: Said,
  shorter: () => Promise<Said>,
  options: AnswerOptions,
): Promise<Said[]> {
  const budget = (options.runnerUp ?? runnerUp).words;
  if (wordsSaid([first, other]) <= budget) return [first, other];
  if (first.sentences.length < 2) return [first];
  const one = await shorter();
  return wordsSaid([one, other]) <= budget ? [one, other] : [first];
}

function toCitation({ entryId, title, snippet }: SearchHit): Citation {
  return { entryId, title, snippet };
}

function promptFor(input: PersonaReplyInput, hits: SearchHit[]): PromptMessage[] {
  const owner = input.ownerName ?? 'the owner';
  const knowledge = hits.map((hit, i) => `[${i + 1}] ${hit.title}: ${hit.passage}`).join('\n');
  const profile = input.profile;
  const system = [
    `You are Ditto, the digital twin of ${owner}. Speak as ${owner}, in the first person ("I").`,
    'Answer only from the notes below. If they do not answer the question, reply exactly: ' +
      `"${unknownReply}" If a note is related but does not quite answer, say you are not sure and share what it says.`,
    markerInstruction,
    'Never invent facts. Keep replies short and natural, like a friend talking.',
    profile ? `About me: ${profile.summary}\nHow I write: ${profile.style}` : '',
    `Notes:\n${knowledge}`,
  ]
    .filter((line) => line !== '')
    .join('\n\n');
  const history = input.history
    .slice(-historyTurns)
    .map((turn): PromptMessage => ({ role: turn.role, content: turn.content }));
  return [{ role: 'system', content: system }, ...history, { role: 'user', content: input.message }];
}

/** A fixed text, streamed the way the embedded provider streams, so every reply looks alike to callers. */
export function fixedReply(text: string, signal?: AbortSignal): AsyncIterable<string> {
  return offline.stream({ draft: text, messages: [] }, signal ? { signal } : {});
}

/**
 * The question as retrieval should read it: friends often ask about the owner by name ("Where did Kwame study?"),
 * but the owner's notes say "I". The owner's full or first name, or another name they go by (`aliases`: "Teja"),
 * becomes "you" ("Kwame's" becomes "your"); so does a friend's "she" or "his" for the owner (`byFriend`:
 * `ownerPronounsAsYou`, which reads the chat's `earlier` messages for anyone else it may mean). The owner's own
 * "she" is whom their last question or its reply named (`pronounsAsNamed`).
 */
export function addressedToOwner(
  message: string,
  ownerName?: string,
  aliases: readonly string[] = [],
  byFriend = false,
  earlier: readonly string[] = [],
): string {
  const all = namesOf(ownerName, aliases);
  message = byFriend
    ? ownerPronounsAsYou(inFullWords(message), all, earlier)
    : pronounsAsNamed(inFullWords(message), earlier);
  const names = all.map(escapeRegExp);
  if (names.length === 0) return originAsked.test(message) ? grewUp : message;
  const name = `(?:${names.join('|')})`;
  const addressed = message
    .replace(new RegExp(`(?<![\\p{L}\\p{N}])${name}['’]s(?![\\p{L}\\p{N}])`, 'giu'), 'your')
    .replace(new RegExp(`(?<![\\p{L}\\p{N}])${name}(?![\\p{L}\\p{N}])`, 'giu'), 'you')
    .replace(/\b(does|is|was|has)(\s+you)\b/gi, (_, verb: string, you: string) => agreeing(verb) + you);
  return originAsked.test(addressed) ? grewUp : addressed;
}

/** The owner's full and first name and the other names they go by. */
function namesOf(ownerName?: string, aliases: readonly string[] = []): string[] {
  const full = ownerName?.trim().replace(/\s+/g, ' ') ?? '';
  const first = full.split(' ')[0] ?? '';
  return [...new Set([full, first, ...aliases])].filter((name) => name.length >= 2);
}

/**
 * A relative's name asked with a second part that has no subject ("what's your kid's name and how old", "… and
 * where"): asked as that part of the relative ("how old is your kid?"), as a family note's line telling it names them
 * too ("my son Milo, 9"); alone, "how old" would be the owner's age. Not a second part with a subject of its own
 * ("… and how old is she").
 */
export function withSubjectSaid(question: string): string {
  const [, first = '', whose = '', rest = '', mark = ''] =
    /^(.*?\b(your\s+\p{L}+?)(?:['’]?s|s['’])?\s+(?:names?|called)\b.*?)\s+(?:and|n|&)\s+(how\s+old|where(?:\s+(?:do|does)\s+(?:he|she|they)\s+live)?)(\W*)$/iu.exec(
      question,
    ) ?? [];
  if (first === '' || kinIn(whose).size === 0) return question;
  return /^how/i.test(rest) ? `how old is ${whose}${mark || '?'}` : `where does ${whose} live${mark || '?'}`;
}

/**
 * The owner's question about their own life as a friend would ask it: "What does my wife do?" is "What does your wife
 * do?", "How old is our youngest?" "How old is your youngest?", "Do I have any pets?" "Do you have any pets?". Only
 * the first person's own words ("I", "my", "we", "our" and their forms), never "me" ("tell me about…").
 */
export function askedOfOwner(question: string): string {
  // Already asked of "you" ("Can I ask you something?", "Did I tell you about Jo?"), or a suggestion ("Shall we
  // meet …?"): the first person there is the asker's.
  if (/\byou(?:r|rs|rself|['’]\p{L}+)?\b|\b(?:shall|let['’]s)\b/iu.test(question)) return question;
  // "Do I have any kids?", "How many grandchildren have we got?": as asked, the family note's list is said whole;
  // asked of "you", the rules for the owner's relatives say one line of it.
  // "How many kids do I have?" is a count, asked of "you" as any other.
  if (
    kinIn(question).size > 0 &&
    /\b(?:do|have)\s+(?:I|we)\s+(?:have|got)\b/i.test(question) &&
    !/\bhow many\b/i.test(question)
  )
    return question;
  return question.replace(
    /\b(?:(am|was|do|did|have|has|can|could|should|would|will|were|are)\s+(?:I|we)|(?:I|we)(?:\s+(am|was)|(['’])(m|ve|d|re|ll))?|(my|our|mine|ours|myself|ourselves))\b/giu,
    (...[said = '', verb, be, mark, short, own, at]: string[]) => {
      const before = question.slice(0, Number(at));
      const after = question.slice(Number(at) + said.length);
      // "World War I", "was Henry I": a numeral after a name inside a sentence, no one's "I" ("Did I …" opens one).
      if (/^I$/.test(said) && /\p{L}[,;:]?\s+\p{Lu}\p{L}*\s+$/u.test(before)) return said;
      // "oh my goodness", "my god": said, not the owner's.
      if (own && /^\s+(?:god|gosh|goodness|lord|days)\b/i.test(after)) return said;
      const word = verb
        ? `${secondPerson[verb.toLowerCase()] ?? verb.toLowerCase()} you`
        : own
          ? (secondPerson[own.toLowerCase()] ?? 'your')
          : be
            ? `you ${secondPerson[be.toLowerCase()]}`
            : short
              ? `you${mark}${short.toLowerCase() === 'm' ? 're' : short.toLowerCase()}`
              : 'you';
      // Capitalised where it opens a sentence, as "I" does anywhere.
      const opens = /^\p{Lu}/u.test(said) && /(?:^|[.!?])\W*$/u.test(before);
      return opens ? word.charAt(0).toUpperCase() + word.slice(1) : word;
    },
  );
}
const secondPerson: Readonly<Record<string, string>> = {
  am: 'are',
  was: 'were',
  mine: 'yours',
  ours: 'yours',
  myself: 'yourself',
  ourselves: 'yourselves',
};

/**
 * "Where are you from?": small words only, which keywords cannot search and the encoder hears as barely related to
 * "I grew up in Redruth"; notes say where one grew up, and so the question is read.
 */
const originAsked =
  /^\W*where(?:\s+(?:are|were|is|do|did))?\s+you\s+(?:originally\s+)?(?:from|come\s+from)(?:\s+originally)?\W*$/i;
const grewUp = 'Where did you grow up?';

/**
 * The question with each word it types in lower case that the notes found write only with a capital, inside a
 * sentence, capitalised as they write it: "what's darek up to now?" names the "Darek" of "best mate Darek", as
 * "What's Darek up to now?" would. Chats are often typed in lower case; a name is known by its capital.
 */
export function casedAsNotes(asked: string, found: readonly Pick<SearchHit, 'paragraphs'>[]): string {
  const capital = new Map<string, boolean>();
  for (const sentence of found.flatMap((hit) =>
    hit.paragraphs.flatMap(({ text }) => text.split(/[.!?]\s+|\n/)),
  )) {
    // A line of a list opens on its word, after any bullet ("- Working from home …").
    const [, ...inside] = sentence.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
    for (const word of inside) {
      const lower = word.toLowerCase();
      capital.set(lower, /^\p{Lu}/u.test(word) && capital.get(lower) !== false);
    }
  }
  // "kieran's" is "Kieran" with its possessive.
  return asked.replace(/(?<=\s)\p{Ll}[\p{L}'’-]*/gu, (typed) => {
    const word = typed.replace(/['’]s$/, '');
    return capital.get(word) === true && !isStopWord(word)
      ? typed.charAt(0).toUpperCase() + typed.slice(1)
      : typed;
  });
}

/** "Where does you work?" reads as "Where do you work?": the encoder hears the grammar too. */
function agreeing(verb: string): string {
  const plural = { does: 'do', is: 'are', was: 'were', has: 'have' }[verb.toLowerCase()] ?? verb;
  return /^\p{Lu}/u.test(verb) ? plural.charAt(0).toUpperCase() + plural.slice(1) : plural;
}
