import nlp from 'compromise';
import { hardNewsIn } from './care.ts';
import {
  type Detail,
  detailOf,
  isKin,
  isKinWord,
  isRelation,
  isSomeone,
  mentionsWork,
  relationBeside,
  workIn,
} from './details.ts';
import { kinIn, numberWord, taggedTerms } from './language.ts';
import { escapeRegExp, isStopWord, words } from './retrieval/text.ts';
import { subjectTitle } from './titles.ts';

/**
 * Lisa's follow-ups on what was just said: how she words them, and how she finds one in a message of hers (her
 * messages are stored as she wrote them, so the text is all a later turn has).
 */

/** How she once asked about an answer as a whole: still read in stored conversations. */
const moreAboutThat = 'Is there more you would like to tell me about that?';
/** How she once asked about an answer that named nothing: read a form, and is only read in stored conversations. */
const heartOf = {
  past: 'What do you remember most about it?',
  present: 'How did that come about?',
} as const;
const wholeAnswer = [moreAboutThat, heartOf.past, heartOf.present];

/**
 * How she asks about a detail, as a person would: who someone is to the owner, what a place or thing is like,
 * what they love about a book, film or song. Each has one slot, the detail as she says it back.
 */
const wordings: Record<
  Detail['kind'] | 'name' | 'met' | 'work' | 'loved' | 'was' | 'into' | 'enjoy' | 'remember' | 'stays',
  (spoken: string) => string
> = {
  name: (spoken) => `Who is ${spoken} to you — how did you two meet?`,
  met: (spoken) => `How did you and ${spoken} meet?`,
  person: (spoken) => `What ${/ and /.test(spoken) ? 'are' : 'is'} ${spoken} like?`,
  place: (spoken) => `What is ${spoken} like?`,
  thing: (spoken) => `What is ${spoken} like?`,
  was: (spoken) => `What was ${spoken} like?`,
  work: (spoken) => `What do you love about *${spoken}*?`,
  loved: (spoken) => `What do you love about ${spoken}?`,
  into: (spoken) => `What got you into ${spoken}?`,
  enjoy: (spoken) => `What do you enjoy most about ${spoken}?`,
  remember: (spoken) => `What do you remember most about ${spoken}?`,
  stays: (spoken) => `What stays with you most from ${spoken}?`,
};
/**
 * Each follow-up as a request, said beside the next topic's question so that the two read as one question with an
 * alternative ("Tell me what Penair was like — or, if you'd rather, …: What do you love doing…?").
 */
const requests: Record<keyof typeof wordings, (spoken: string) => string> = {
  name: (spoken) => `Tell me who ${spoken} is to you and how you two met`,
  met: (spoken) => `Tell me how you and ${spoken} met`,
  person: (spoken) => `Tell me what ${spoken} ${/ and /.test(spoken) ? 'are' : 'is'} like`,
  place: (spoken) => `Tell me what ${spoken} is like`,
  thing: (spoken) => `Tell me what ${spoken} is like`,
  was: (spoken) => `Tell me what ${spoken} was like`,
  work: (spoken) => `Tell me what you love about *${spoken}*`,
  loved: (spoken) => `Tell me what you love about ${spoken}`,
  into: (spoken) => `Tell me what got you into ${spoken}`,
  enjoy: (spoken) => `Tell me what you enjoy most about ${spoken}`,
  remember: (spoken) => `Tell me what you remember most about ${spoken}`,
  stays: (spoken) => `Tell me what stays with you most from ${spoken}`,
};
const slot = '\u0000';

/** A follow-up question of hers as a request ("What was Penair like?" → "Tell me what Penair was like"). */
export function asRequest(followUp: string): string {
  const keys = Object.keys(wordings) as Array<keyof typeof wordings>;
  // "What are Aarav and Mira like?" too.
  const several = wordings.person(`${slot} and ${slot}`).replace(` and ${slot}`, '');
  for (const [template, key] of [
    ...keys.map((key) => [wordings[key](slot), key] as const),
    [several, 'person'] as const,
  ]) {
    const spoken = new RegExp(`^${escapeRegExp(template).replace(slot, '(.+)')}$`).exec(followUp)?.[1];
    if (spoken) return requests[key](spoken);
  }
  return followUp;
}
/** Her follow-ups as patterns, the detail captured; then the wordings she used before, in stored conversations. */
/** Each wording with the detail as a slot, "What are … like?" (several people) too. */
const templates = [
  ...Object.values(wordings).map((word) => word(slot)),
  wordings.person(`${slot} and ${slot}`).replace(` and ${slot}`, ''),
];
/** The requests, each ended where the alternative beside it begins. */
const requestTemplates = [
  ...Object.values(requests).map((word) => word(slot)),
  requests.person(`${slot} and ${slot}`).replace(` and ${slot}`, ''),
];
const followUpPatterns = [
  ...[...new Set(templates)].map(
    (text) => new RegExp(escapeRegExp(text).replace(slot, '((?:(?![.?!] ).)+?)')),
  ),
  ...[...new Set(requestTemplates)].map(
    (text) => new RegExp(`${escapeRegExp(text).replace(slot, '((?:(?![.?!] ).)+?)')}(?= —|[.,;!?]|$)`),
  ),
];
const legacyAbout = [
  'What would you like me to know about them?',
  'What is it like there?',
  'What else should I know about it?',
];
const legacyPattern = new RegExp(
  `You mentioned ((?:(?!You mentioned ).)+?)\\. (?:${legacyAbout.map(escapeRegExp).join('|')}|What else should I know about \\1\\?)`,
);

/** Words that, first in a reply, refer back to what Lisa just asked about ("She is a paediatrician."). */
const referringBack = new Set(['he', 'she', 'it', 'they', 'his', 'her', 'its', 'their', 'there']);

/** Whether a reply starts by referring back to what Lisa just asked about. */
export function refersBack(words: readonly string[]): boolean {
  return referringBack.has(words[0] ?? '');
}

/** The follow-up a message of Lisa's asked, or null. */
export function followUpAsked(content: string): { title: string | null; names: string[] } | null {
  if (wholeAnswer.some((asked) => content.includes(asked))) return { title: null, names: [] };
  const spoken = followUpMatch(content)?.[1];
  if (!spoken) return null;
  return { title: titleOfDetail(spoken), names: namesIn(spoken) };
}

/** A detail as a title: "your sister Ana" → "Sister Ana". */
export function titleOfDetail(spoken: string): string {
  const title = spoken.replace(/^(?:your|the)\s+/i, '').replace(/^\*(.*)\*$/, '$1');
  return title.charAt(0).toUpperCase() + title.slice(1);
}

const pronoun = /^(?:they|them|he|she|it|this|that|you)$/i;

/** The earliest follow-up in a message of hers, and the detail it asks about. */
function followUpMatch(content: string): RegExpExecArray | null {
  // "Do you have brothers or sisters, and what are they like?" is a question of her bank, not a follow-up on "they".
  const found = [...followUpPatterns, legacyPattern]
    .map((pattern) => pattern.exec(content))
    .filter((match): match is RegExpExecArray => match !== null && !pronoun.test(match[1] ?? ''));
  return found.sort((a, b) => a.index - b.index)[0] ?? null;
}

/** The names in a detail as Lisa says it back ("your husband Bernard" → "bernard"). */
export function namesIn(spoken: string): string[] {
  return spoken
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .flatMap((word) => words(word)) // "Bernard's" → "bernard"
    .filter((word) => word.length > 2 && !isStopWord(word));
}

/**
 * A follow-up on what was just said, asked beside the next question so that the interview still moves on: on a
 * detail the answer names ("What is your sister Ana like?"), else on what the owner does or did, in its words
 * ("What got you into making furniture?"); null when it names neither: she moves on rather than ask from a form.
 * Never twice running.
 */
export function followUpOn(said: string, lastSaid: string): string | null {
  if (isReaction(lastSaid)) return null;
  const answer = withHedgesInFull(said);
  const followUp =
    followUpOnDetail(answer, asksWhere.test(lastSaid), asksOfFriends.test(lastSaid)) ??
    followUpOnDoing(answer);
  // Her question asked who someone is: the name that answers it needs no "who is … to you?".
  const asksWho = /\bwho (?:is|are)\b/i.test(lastSaid);
  return asksWho && followUp?.startsWith('Who is ') ? null : followUp;
}

/**
 * "prob jodie", "defo Rome": a hedge in chat shorthand, in lower case, is the word it stands for, never the start
 * of a name her follow-up would say back ("What is prob Jodie like?"). "Prob" with a capital is left as written.
 */
const hedgeShorthand: Readonly<Record<string, string>> = {
  prob: 'probably',
  probs: 'probably',
  prolly: 'probably',
  defo: 'definitely',
  deffo: 'definitely',
  def: 'definitely',
};
const withHedgesInFull = (answer: string) =>
  answer.replace(
    /(?<![\p{L}'’])(?:prob|probs|prolly|defo|deffo|def)(?=\s+\p{L})/gu,
    (word) => hedgeShorthand[word] ?? word,
  );

/** On an activity the answer tells of ("Camping in the mountains"), in one of two wordings, so they vary. */
function followUpOnDoing(whole: string): string | null {
  // The doing of the answer's first sentence, what it is about, before one told later in its story.
  return onDoing(firstSentenceOf(whole), whole) ?? onDoing(whole, whole);
}

function onDoing(answer: string, whole: string): string | null {
  const doing = subjectTitle(answer);
  // "What got you into starting?": a verb alone names nothing; a plan ("I want to move from…") is not enjoyed yet.
  if (!doing || !/^\p{L}+ing\s+\p{L}/u.test(doing) || plans.test(whole.replace(/’/g, "'"))) return null;
  // "I was a middling student": after an article the -ing word is an adjective, not a doing.
  const ing = doing.split(' ')[0] ?? '';
  if (new RegExp(`\\b(?:a|an|the|very|quite|so)\\s+${escapeRegExp(ing)}\\b`, 'i').test(answer)) return null;
  // Asked in the tense of the doing's own clause: "we met in the staffroom" after "Priya is my closest friend"
  // is remembered, not enjoyed.
  const past = toldInThePast(sentenceOf(doing, answer));
  // "What got you into going to…?": going is asked about only as a memory; "being", "having" never ("What stays
  // with you most from being a middling student?").
  // Nor what befell the owner rather than what they did ("ending up at the tax office", "turning out fine").
  if (
    /^(?:being|having|getting|doing|becoming|happening|(?:ending|winding) up|turning out)\b/i.test(doing) ||
    (!past && /^going\b/i.test(doing))
  )
    return null;
  // "Paying for … without one loan.": a long doing the answer opens with is its own phrase, said back like a form.
  if (doing.split(' ').length > 4 && answer.toLowerCase().startsWith(doing.toLowerCase())) return null;
  // "Spending my evenings", "giving amma her medicines": the owner's "my", or their "her" for someone, said back
  // reads as a form too.
  // "teaching myself to crochet": the owner's "myself" said back reads as one too.
  if (/\b(?:my|our|me|us|her|his|their|him|them|myself|ourselves|herself|himself|themselves)\b/i.test(doing))
    return null;
  if (!isDoing(ing, doing, answer)) return null;
  const spoken = `${doing.charAt(0).toLowerCase()}${doing.slice(1)}`;
  const [first, second] = past ? [wordings.remember, wordings.stays] : [wordings.into, wordings.enjoy];
  return (answer.length % 2 === 0 ? first : second)(spoken);
}

/**
 * Whether the -ing phrase is a doing the owner named as theirs, whole: a verb ("nothing" is no doing), not the
 * complement of something else's "was" ("The best trip was taking…": one event, not a pastime), and not cut off
 * before where it goes ("taking Mum back" of "taking Mum back to Samoa").
 */
function isDoing(ing: string, doing: string, answer: string): boolean {
  if (/thing$/i.test(ing)) return false;
  // "I make furniture" is titled "Making furniture": a doing of the owner's own verb.
  const at = answer.search(new RegExp(`\\b${escapeRegExp(ing)}\\b`, 'i'));
  if (at < 0) return true;
  const term = (nlp(answer.slice(at)).terms().json() as Array<{ terms: Term[] }>)[0]?.terms[0];
  if (!term?.tags.includes('Gerund')) return false;
  if (/\b(?:was|is|were|are|be|been)\s+$/i.test(answer.slice(0, at))) return false;
  return !/\s(?:back|up|out|off|over|away|down|around|along|through)$/i.test(doing);
}

type Term = { text: string; tags: string[] };

const sentencesOf = (answer: string): string[] =>
  (nlp(answer).sentences().json() as Array<{ text: string }>).map((sentence) => sentence.text);
const firstSentenceOf = (answer: string): string => sentencesOf(answer)[0] ?? answer;
/** The clause that tells of a doing, by its last word ("Meeting in the staffroom" → "We met in the staffroom…"). */
const sentenceOf = (doing: string, answer: string): string => {
  const last = doing.split(' ').at(-1)?.toLowerCase() ?? '';
  const clauses = sentencesOf(answer).flatMap((sentence) => sentence.split(/[,;]|\b(?:and|but)\b/));
  return clauses.find((clause) => clause.toLowerCase().includes(last)) ?? answer;
};

/** An answer telling what one means to do: its doing is not asked about as something enjoyed or remembered. */
export const plans =
  /\b(?:want|wants|'d like|would like|hope|hoping|plan|planning|going|wish|mean|aim|intend)\s+to\b/i;

/** Whether an answer tells of the past: the tense of its first verb, the main one ("I went…, always reading"). */
function toldInThePast(answer: string): boolean {
  const [first] = nlp(answer).verbs().json() as Array<{ verb?: { grammar?: { tense?: string } } }>;
  return first?.verb?.grammar?.tense === 'PastTense';
}

/**
 * A follow-up on someone or a work the message speaks of ("What is your partner Teo like?", "What do you love about
 * *Nada*?"), or null: what is volunteered beside her question is followed up only for these, so the interview keeps
 * to its topics.
 */
export function followUpOnSomeone(message: string, lastSaid: string): string | null {
  if (isReaction(lastSaid)) return null;
  const work = workIn(message);
  if (work) return wordings.work(work);
  const detail = detailOf(message);
  if (!detail) return null;
  if (isBareName(detail, message) || detail.kind === 'person' || isKin(detail.spoken))
    return onSomeone(detail, message, asksOfFriends.test(lastSaid));
  return null;
}

/** Her question asked of the owner's friends ("Who are your closest friends?"). */
const asksOfFriends = /\bfriends?\b/i;
/** Work the owner shares with someone ("A colleague, Sarah"): no how-they-met, unless she asked of friends. */
const workRelation = /^(?:colleagues?|boss|workmates?|co-?workers?|clients?|managers?)$/i;

/**
 * A follow-up on someone the answer names: who they are, when it does not say ("Who is Nuria to you…?"), or what
 * they are like; null when it already tells of them ("My son Ollie is nine…", "Andrés, my husband, teaches…",
 * "One sister, Maeve, she is the funny one"): asking then asks what was just told. Null too on a death ("My late
 * sister, Maeve", "…, she died last year"): what someone who died "is like" is no question to ask.
 */
function onSomeone(detail: Detail, answer: string, friends = false): string | null {
  if (toldOf(detail.spoken, answer)) return null;
  if (hardNewsIn(answer) || /\b(?:late|died|passed|dead)\b/i.test(answer)) return null;
  if (!isBareName(detail, answer)) return wordings.person(ownedBack(detail.spoken));
  // "One sister, Maeve": who she is was said; what she is like was not.
  const said = relationBefore(detail.spoken, answer);
  if (said && isKinWord(said))
    return saidThenOf(detail.spoken, answer) ? null : wordings.person(`your ${said} ${detail.spoken}`);
  // "My best friend is Nuria": who she is was said, how they met was not; "…with Brian, my son": kin were not met.
  const relation = relationBeside(detail.spoken, answer) ?? said;
  if (toldHowMet(answer) || (relation && isKinWord(relation))) return null;
  if (relation && workRelation.test(relation) && !friends) return null;
  return relation ? wordings.met(detail.spoken) : wordings.name(detail.spoken);
}

/**
 * The relation said of one person right before their name ("One sister, Maeve", "a good friend, Nuria"), or null:
 * a "sister-in-law" or a word that is no relation ("always Maeve") says nothing of who they are. Only a word of age,
 * a twin or a friend's closeness goes between ("my younger sister", "my twin brother"): "my late sister" is not
 * asked after as if alive.
 */
function relationBefore(name: string, answer: string): string | null {
  const before = new RegExp(
    String.raw`\b(?:a|an|one|my|our)\s+(?:(?:big|little|older|younger|twin|good|best|close|old)\s+)?(\p{L}+),?\s+${escapeRegExp(name)}\b`,
    'iu',
  ).exec(answer)?.[1];
  return before && isRelation(before) ? before.toLowerCase() : null;
}

/** Said of them right after their name, in the same sentence ("One sister, Maeve, she is the funny one"). */
const saidThenOf = (name: string, answer: string) =>
  new RegExp(String.raw`\b${escapeRegExp(name)}\b,?\s+(?:she|he|they)\s+\p{L}`, 'iu').test(answer);

/**
 * Kin counted, as an answer to "Do you have brothers or sisters?" counts them ("One sister Ngozi", "two brothers"):
 * said back as the owner's ("your sister Ngozi"), never with the count as if it were part of a name.
 */
const countedKin = new RegExp(String.raw`^(?:an?|${numberWord}|\d+)\s+(?=(\p{L}+)\s)`, 'iu');
function ownedBack(spoken: string): string {
  const counted = countedKin.exec(spoken);
  return counted && isKinWord(counted[1] ?? '') ? `your ${spoken.slice(counted[0].length)}` : spoken;
}

/**
 * Whether the answer goes on to tell of them: their name, or a phrase in apposition to it, is a verb's subject, or
 * a pronoun is in a sentence after it ("One sister Ngozi, older. She bosses me around even now.").
 */
function toldOf(spoken: string, answer: string): boolean {
  const name = spoken.split(' ').at(-1) ?? spoken;
  const at = answer.indexOf(name);
  if (at < 0) return false;
  if (/[.!?]\s+(?:he|she|they)\s+\p{L}/iu.test(answer.slice(at).replace(/’/g, "'"))) return true;
  const after = answer.slice(at + name.length).replace(/^,\s*(?:my|our|his|her|the)\s+[\p{L}\s]+?,/u, '');
  const [next] = taggedTerms(`${name}${after}`).slice(1);
  return next !== undefined && (next.normal === 'who' || next.tags.includes('Verb'));
}

/** Her question asks where ("Where did you go to school…?"). */
const asksWhere = /\bwhere (?:did|do|does|were|was|are|is|have|had)\b/i;

/**
 * A name with a regnal number ("King Edward VII", "Pope John Paul II", "George V"): a namesake (a school, a pub, a
 * ship), never someone the owner knows.
 */
const regnal = /\s(?:[IVX]{1,5}|\d+(?:st|nd|rd|th))$/u;

/**
 * A follow-up on the detail an answer names, or null when it names none. Answering where ("King Edward VII in
 * Coalville", after "Where did you go to school?"), the name the answer opens with is the place asked for, whatever
 * the tagger made of it: no one to ask what they are like.
 */
function followUpOnDetail(answer: string, where = false, friends = false): string | null {
  const work = workIn(answer);
  if (work) return wordings.work(work);
  const detail = detailOf(answer);
  if (!detail || partOfName(detail.spoken, answer) || denied(detail.spoken, answer)) return null;
  // "Film wise its mamma mia": "film wise" is "as for films", the opening of a sentence, never part of a name.
  if (
    namesake(detail.spoken, answer) ||
    acrossSentences(detail.spoken, answer) ||
    /\b\p{L}+[- ]wise\b/iu.test(detail.spoken)
  )
    return null;
  // Answering where, the name the answer opens with is the place asked for: asked after as a place, never as someone.
  if (where && detail.kind !== 'place' && opensWith(detail.spoken, answer)) return null;
  // A work named without a title of its own ("Bach's fifth cello suite") is not set in italics.
  // Not a school or a firm: "I went to Achimota School … always reading" names no work to love.
  // Nor someone ("…to my grandson Callum"), nor where the owner went ("I went to Penair…, drawing in my books").
  // An author, a singer, an actor ("crime novels, Fred Vargas especially") is loved for their works, not met.
  if (
    detail.kind !== 'place' &&
    mentionsWork(answer) &&
    !nlp(detail.spoken).has('#Organization') &&
    !isSomeone(detail.spoken, answer) &&
    !/^your\b/.test(detail.spoken) &&
    !placeOf(detail.spoken, answer)
  )
    return wordings.loved(detail.spoken);
  // "Went to Escola Secundária …": a name one goes to or is at is a place, whatever the tagger made of it.
  const someone = (detail.kind === 'person' && !placeOf(detail.spoken, answer)) || isKin(detail.spoken);
  if (isBareName(detail, answer) || someone) return onSomeone(detail, answer, friends);
  // A place or thing told of in the past is the heart of a story: asked of in the past ("What was the Tatra
  // mountains trip like?"). Now, only a place by its name ("What is Galway like?"): a thing merely named ("What
  // is Slack like?") or a place in a phrase reads like a form.
  // "…Zanzibar. The water was warm and clear…": a story told on past its first sentence tells what it was like.
  if (inThePast(detail.spoken, answer))
    return nlp(answer).sentences().length > 1 ? null : wordings.was(detail.spoken);
  return detail.kind === 'place' && /^\p{Lu}\p{L}+$/u.test(detail.spoken)
    ? wordings.place(detail.spoken)
    : null;
}

/**
 * Whether the answer opens on the detail ("St Thomas More, I was…", "King Edward VII in …", "At King Edward's"):
 * first, after at most "at", "in" or "the"; not a name further on ("With my daughter Kate in Bristol").
 */
function opensWith(spoken: string, answer: string): boolean {
  const name = spoken.replace(/^(?:your|the)\s+/i, '');
  return new RegExp(`^\\s*(?:(?:at|in|the)\\s+)*${escapeRegExp(name)}`, 'i').test(answer);
}

/**
 * "…all year round even jan. Keeps me sane": words a sentence's end parts are no one name ("Jan Keeps me"), however
 * the capitals fell.
 */
function acrossSentences(spoken: string, answer: string): boolean {
  const parts = spoken
    .replace(/^(?:your|the)\s+/i, '')
    .split(/\s+/)
    .map(escapeRegExp);
  if (parts.length < 2) return false;
  const apart = new RegExp(`\\b${parts.join('\\s+')}\\b`, 'i');
  const broken = new RegExp(`\\b${parts.join('(?:[.!?;]+\\s*|\\s+)')}\\b`, 'i');
  return !apart.test(answer) && broken.test(answer);
}

/**
 * A name with a regnal number that is a namesake: a king's, queen's, pope's or saint's ("King George V", "Pope John
 * Paul II"), or said with no word of kin or friendship before it. "My brother James II" is someone the owner knows.
 */
function namesake(spoken: string, answer: string): boolean {
  if (!regnal.test(spoken)) return false;
  const name = spoken.replace(/^(?:your|the)\s+/i, '');
  if (
    new RegExp(
      `\\b(?:King|Queen|Pope|St|Saint|Prince|Princess|Emperor|Empress|Tsar)\\.?\\s+${escapeRegExp(name)}`,
    ).test(answer)
  )
    return true;
  const before = answer.slice(0, Math.max(0, answer.indexOf(name)));
  return (
    !/^your\b/i.test(spoken) &&
    kinIn(before).size === 0 &&
    !/\b(?:friend|mate|pal|partner|neighbour|colleague)s?\b/i.test(before)
  );
}

/**
 * A name cut from a longer one ("Florette" of "Jean de Florette", "Anne" of "Mary Anne", "the Count" of "The Count
 * of Monte Cristo"): asked about, it names nothing the owner said.
 */
function partOfName(spoken: string, answer: string): boolean {
  if (!/^(?:the\s+)?\p{Lu}/u.test(spoken)) return false;
  const name = escapeRegExp(spoken);
  // "the Count" of "The Count of Monte Cristo": the name goes on after it.
  if (new RegExp(`${name}\\s+(?:of|de|du|da|di|del|von|van)\\s+\\p{Lu}`, 'iu').test(answer)) return true;
  return (
    new RegExp(
      `\\b(?:de|da|di|du|del|della|des|van|von|der|den|le|la|bin|ibn|al|el)\\s+${name}\\b`,
      'u',
    ).test(answer) ||
    new RegExp(`(?<!^|[.!?:;]\\s|[.!?:;])\\b\\p{Lu}[\\p{L}'-]+\\s+${name}\\b`, 'u').test(
      answer.replace(/’/g, "'"),
    )
  );
}

/** Whether the sentence that names `spoken` tells of the past (compromise's tense of its verbs). */
function inThePast(spoken: string, answer: string): boolean {
  const name = spoken.split(' ').at(-1) ?? spoken;
  const sentence = nlp(answer)
    .sentences()
    .filter((s: { text: () => string }) => s.text().includes(name));
  return sentence.has('#PastTense') && !sentence.has('#PresentTense');
}

/** "I didn't go to school in Piraeus": a detail in a clause that denies it is not the owner's to be asked about. */
function denied(spoken: string, answer: string): boolean {
  const name = spoken.split(' ').at(-1) ?? spoken;
  const before =
    answer
      .slice(0, answer.indexOf(name))
      .split(/[.!?;,]/)
      .at(-1) ?? '';
  return /\b(?:not|never|no)\b|n[’']t\b/i.test(before);
}

/**
 * Whether the answer speaks of the detail as where one is, goes or comes from ("I went to Penair", "At Colégio
 * Rosário I…", the preposition opening the sentence).
 */
const placeOf = (spoken: string, answer: string) =>
  new RegExp(`\\b(?:in|at|to|from|near|into)\\s+(?:the\\s+)?${escapeRegExp(spoken)}\\b`, 'i').test(answer);

/** "…we met on the first day at university": how they met is told; "how did you two meet?" asks it again. */
const toldHowMet = (answer: string) => /\b(?:met|meet|know each other|known each other)\b/i.test(answer);

/**
 * A name alone ("Nuria", "Sofia Ek"), of someone the answer speaks of as a person; not a place the answer is in
 * or goes to ("a pharmacy in Chapel Allerton"), nor an institution ("Queen's School").
 */
function isBareName(detail: Detail, answer: string): boolean {
  if (!/^\p{Lu}\S*(?: \p{Lu}\S*)?$/u.test(detail.spoken) || detail.kind === 'place') return false;
  if (
    /\b(?:School|College|University|Academy|Institute|Hospital|Church|Club|Park|Street|Road|Square)$/.test(
      detail.spoken,
    )
  )
    return false;
  if (
    new RegExp(
      `\\b(?:in|at|to|from|near|into|around)\\s+(?:the\\s+)?${escapeRegExp(detail.spoken)}\\b`,
      'i',
    ).test(answer)
  )
    return false;
  return detail.kind === 'person' || isSomeone(detail.spoken, answer);
}

/** The follow-up question a message of Lisa's asks (on a detail of the answer before), or null. */
export function followUpIn(content: string): string | null {
  return followUpMatch(content)?.[0] ?? wholeAnswer.find((asked) => content.includes(asked)) ?? null;
}

/** Whether a message of Lisa's reacted to the answer before it (also "Staying with <topic>:", as she once did). */
export function isReaction(content: string): boolean {
  return followUpIn(content) !== null || /(^|\s)Staying with [^:]+: /.test(content);
}
