import nlp from 'compromise';
import { untilTime } from './care.ts';
import { workIn } from './details.ts';
import { type TaggedTerm, taggedTerms } from './language.ts';
import { escapeRegExp, toSnippet } from './retrieval/text.ts';
import { listOf } from './training.ts';

type Term = TaggedTerm;

/** Tags of words that name no subject: pronouns, times. */
const noSubjectTags = ['Pronoun', 'Date', 'Duration', 'Month', 'WeekDay'];
/** Determiners and possessives a title does without ("my grandfather Ramón" → "Grandfather Ramón"). */
const leadingWords = /^(?:my|our|the|a|an|his|her|their|its|your|this|that|these|those|some|any)$/i;

/**
 * A title naming what a message is about: a first sentence with no verb, as the owner put it ("Reading."); else
 * from compromise's noun phrases: the first that names someone ("Grandfather Ramón"), else what the owner is ("I'm
 * a keen gardener" → "Keen gardener"), else what the owner does ("Teaching the cello"), else the first that names something
 * ("Carmen Laforet's Nada"), else the first noun phrase with one joined to it by
 * "and" ("Kindness and keeping your word"); null when it names nothing.
 */
export function subjectTitle(said: string): string | null {
  // "On a happier note I got a rescue greyhound…": the turn that opens it is of the talk, not the subject.
  const text = said.replace(/^on an? [\p{L}-]+ note\b[,:;]?\s*/iu, '');
  const title = titleOf(text);
  // "…and not making people feel small": a doing denied is titled denied.
  const doing = /^(\p{L}+ing)\b/iu.exec(title ?? '')?.[1];
  return doing && new RegExp(`\\b(?:not|never)\\s+${doing}\\b`, 'i').test(text)
    ? `Not ${title?.charAt(0).toLowerCase()}${title?.slice(1)}`
    : title;
}

function titleOf(text: string): string | null {
  const phrases = (nlp(text).nouns().json() as Array<{ terms: Term[] }>)
    .map((phrase) =>
      namesMeal(phrase.terms)
        ? { terms: phrase.terms, all: phrase.terms }
        : { terms: cleaned(phrase.terms), all: untilTime(phrase.terms) },
    )
    // Nor someone the owner was with or likens to ("with my niece Beatriz", "like my grandmother"): a side of it.
    .filter(
      // Nor a letter ("D means defence"): it names nothing on its own.
      // Nor "there" or "here": a place pointed at names nothing; nor a word of talk capitalised ("Not Really").
      (phrase) =>
        phrase.terms.length > 0 &&
        !phrase.terms.every((term) => talkWords.test(term.text.replace(/[^\p{L}]/gu, ''))) &&
        !/^\p{L}$/u.test(phrase.terms.map((term) => term.text).join('')) &&
        !/^(?:there|here)$/i.test(spoken(phrase.terms).replace(/[.,!?]+$/, '')) &&
        !opensAsTime(text, phrase.all) &&
        !sideOf(text, phrase.all),
    );
  const headline = fragmentOf(text);
  if (headline) return asTitle(headline);
  const saying = sayingOf(text);
  if (saying) return asTitle(saying);
  const work = workIn(text);
  if (work) return asTitle(work);
  // "Brassed Off, I've seen it…": a clause of capitalised words before the rest names the subject, whatever the
  // tagger made of its words.
  const opening = /^(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){1,4})\s*(?:,|\s[-–—]\s)/u.exec(text);
  const named = opening?.[1];
  if (named && openingName(named, text.slice(opening[0].length))) return asTitle(named);
  const doing = gerundSubject(text);
  if (doing) return asTitle(doing);
  // Several of the owner's people named with their relation: the note is about them all.
  const people = kinNamed(text);
  if (people.length > 1) return asTitle(listOf(people));
  // Someone is the subject only when named first: "I knit jumpers for my nieces" is about knitting.
  // "My nan taught me to make saffron buns": what someone showed the owner how to do is the doing.
  const taught = /^(?:my|our)\s+[\p{L}' ]+?\s+\p{L}+\s+(?:me|us)\s+(?:how\s+)?to\s+(\p{L}+)\s+(.+)$/iu.exec(
    text,
  );
  const shown = taught ? ownActivity(taught[1] ?? '', undefined, taught[2] ?? '') : null;
  if (shown) return asTitle(shown);
  // Not a place compromise reads as a person ("At Colégio Rosário I…").
  const lead = phrases[0]?.all ?? [];
  const at =
    isPerson(lead) && beforeVerb(text, lead) && !isVenue(text, lead) && !withOwner(text, lead) ? 0 : -1;
  const someone = phrases[at];
  if (someone) return asTitle(withName(someone.terms, phrases[at + 1]?.terms, text));
  const role = predicate.exec(text.replace(/’/g, "'"))?.[1];
  if (role) return asTitle(role);
  // Told without its subject ("Cycling to work along the Maas…"): the owner's doing.
  const activity = activityOf(/^\p{L}+ing\b/u.test(text) ? `I ${text}` : text);
  if (activity) return asTitle(activity);
  // A name is the subject only in the first sentence and not where something happened ("…at the Royal Hotel"):
  // a venue, or someone named later, is a side of the note.
  const namedPhrase = phrases.find(
    (phrase) => phrase.terms.some(isNamed) && inFirstSentence(text, phrase.all) && !isVenue(text, phrase.all),
  );
  if (namedPhrase) return asTitle(spoken(namedPhrase.terms));
  const [first, second] = phrases;
  if (!first) return null;
  // "A craftsman must finish what he starts": one thing said of any of its kind, the subject of a rule, is not what
  // the note is about ("Craftsman"); the rule is.
  if (
    first.terms.filter((term) => !term.tags.includes('Adjective')).length === 1 &&
    /^(?:a|an|any|every|each)$/i.test(first.all[0]?.normal ?? '') &&
    beforeVerb(text, first.all) &&
    !first.terms.some(isNamed)
  )
    return null;
  const terms = taggedTerms(text);
  // "Jollof rice, and my sister makes it best": someone after "and" starts a clause of their own.
  const joined = second && !isPerson(second.all) && joinedByAnd(terms, first.all, second.all);
  const secondText = second ? withGerund(terms, second.all, spoken(second.terms)) : '';
  if (joined) return asTitle(`${spoken(first.terms)} and ${secondText}`);
  return asTitle(opinionOf(text) ?? spoken(first.terms));
}

/**
 * "This winter my workshop got…", "Last Sunday we…": a phrase of "this", "last" or "every" opening the message
 * right before its subject says when, not what the note is about.
 */
function opensAsTime(text: string, phrase: Term[]): boolean {
  if (phrase.length !== 2 || !/^(?:this|last|next|every|each)$/i.test(phrase[0]?.text ?? '')) return false;
  const words = phrase.map((term) => escapeRegExp(term.text.replace(/[.,;:!?]+$/, ''))).join('\\s+');
  return new RegExp(`^\\W*${words}\\s+(?:my|our|the|his|her|their|we|i|he|she|they)\\b`, 'i').test(text);
}

/** "I think kids get far too much homework" → "Kids and homework": what an opinion is held about. */
function opinionOf(text: string): string | null {
  const held =
    /^(?:i|we)(?:'ve| have)?\s+(?:really\s+|always\s+)?(?:think|thought|believe|believed|reckon|feel|felt|find|say|said)\s+(?:that\s+)?(.+)$/i.exec(
      text.replace(/’/g, "'"),
    )?.[1];
  if (!held) return null;
  const heads = (nlp(held).nouns().json() as Array<{ terms: Term[] }>)
    // Each phrase's last word that names something ("half the supplements people buy" → "supplements").
    .map(
      (phrase) =>
        cleaned(phrase.terms)
          .map((term) => term.text.replace(/[.,;:!?]+$/, '').toLowerCase())
          .filter((head) => !/^(?:one|thing|things|lot|people|half|most|some|all)$/.test(head))
          .at(-1) ?? '',
    )
    .filter((head) => head !== '');
  const [first, second] = [...new Set(heads)];
  return first ? (second ? `${first} and ${second}` : first) : null;
}

/**
 * "Just like my grandmother used to say, you finish what you start…" → "Finishing what you start": a rule said to
 * anyone, told as someone's saying, is about the rule, not the one who says it.
 */
function sayingOf(text: string): string | null {
  const [, verb, rest] =
    /^(?:just\s+)?(?:like|as)\s+[^,]+?\b(?:say|says|said)\s*,\s*you\s+(\p{L}+)\s+(.+)$/iu.exec(text) ?? [];
  return verb && rest ? complementOf(`${ingOf(verb)} ${rest}`) : null;
}

/** "Sunday lunch", "Friday night dinner": a day before a meal names the thing itself, not when it was. */
function namesMeal(terms: Term[]): boolean {
  const [day, ...rest] = terms;
  return (
    (day?.tags.includes('WeekDay') ?? false) &&
    rest.length > 0 &&
    /^(?:lunch|dinner|breakfast|brunch|roast|supper|lunches|dinners)$/i.test(rest.at(-1)?.normal ?? '')
  );
}

/** The phrase without pronouns and times, and without the determiner or amount it opens with. */
function cleaned(terms: Term[]): Term[] {
  const kept = untilTime(terms).filter((term) => !noSubjectTags.some((tag) => term.tags.includes(tag)));
  // Nor the amount it opens with ("4 winters"; "type 1 diabetes" keeps its number).
  while (kept.length > 0 && (leadingWords.test(kept[0]?.normal ?? '') || kept[0]?.tags.includes('Value')))
    kept.shift();
  return kept;
}

/** "My best friend is Nuria" → "Best friend Nuria": the name said of someone who was not named. */
function withName(someone: Term[], next: Term[] | undefined, text: string): string {
  const named = someone.some((term) => term.tags.includes('ProperNoun') || term.tags.includes('Person'));
  const name =
    next && next.length <= 2 && next.every((term) => term.tags.includes('ProperNoun')) ? spoken(next) : '';
  const joined =
    name &&
    new RegExp(`${escapeRegExp(spoken(someone))}(?:,| is| was| called| named)\\s+${escapeRegExp(name)}`, 'i');
  return !named && joined && joined.test(text) ? `${spoken(someone)} ${name}` : spoken(someone);
}

/** Someone: a name, or a word for a person that is someone's ("my grandmother"; not "children"). */
function isPerson(terms: Term[]): boolean {
  const possessed = terms[0]?.tags.includes('Possessive') ?? false;
  return terms.some((term) => term.tags.includes('Person') || (possessed && term.tags.includes('Actor')));
}

/** "I'm a big hurling fan": what the owner is, up to a preposition, a conjunction or a clause. */
const predicate =
  /(?<!\b(?:since|when|as|because|while|until|before|after|if|though)\s+)\b(?:i'm|i am|we're|we are|i was|we were|i've been|i have been)\s+(?:just\s+|really\s+|quite\s+|such\s+)?(?:a|an)\s+((?:(?!\b(?:in|at|on|for|with|from|by|of|like|and|but|who|which|that|so|because)\b)[^,.;:!?])+)/i;

/**
 * A phrase of no verb pointing at a place it does not name ("Raised here mostly", "Out there"): it says where only
 * beside the question it answers, and names no subject of its own.
 */
export function pointsAway(text: string): boolean {
  const [first] = nlp(text).json() as Array<{ terms: Term[] }>;
  return isFragment(text) && (first?.terms ?? []).some((term) => /^(?:here|there)$/i.test(term.normal));
}

/** Whether a message is a phrase with no verb ("The Kirkstall riverside park, definitely."). */
export const isFragment = (text: string) => fragmentOf(text) !== null;

/** A first sentence of at most six words and no verb but one in -ing: the subject itself ("Spiders and deep water."). */
function fragmentOf(text: string): string | null {
  const [first] = nlp(text).json() as Array<{ text: string; terms: Term[] }>;
  const terms = first?.terms ?? [];
  if (terms.length === 0 || terms.length > 6) return null;
  if (terms.some((term) => term.tags.includes('Verb') && !term.tags.includes('Gerund'))) return null;
  // "Yeah, maybe.", "Sure thing, my bees.": a reply word opening the title, to its comma, names nothing; one inside
  // a name stays ("Great Yarmouth", "No regrets", "Sure Start centre").
  const reply = (term: Term) => term.tags.includes('Expression') || talkWords.test(term.normal);
  const comma = terms.findIndex((term) => term.post.includes(','));
  const from =
    !terms[0] || !reply(terms[0]) ? 0 : comma >= 0 ? comma + 1 : terms.every(reply) ? terms.length : 0;
  const words = terms.filter(
    (term, i) =>
      i >= from && !(i === 0 && leadingWords.test(term.normal)) && !(i > 0 && term.tags.includes('Adverb')),
  );
  if (words.length === 0) return null;
  // "The bouzouki mostly. And fishing, …": a second thing added is part of the answer.
  const added = /^and\s+(\p{L}+(?:\s+\p{L}+)?)\s*[,.]/iu.exec(
    (nlp(text).json() as Array<{ text: string }>)[1]?.text ?? '',
  )?.[1];
  return added && !/^(?:i|we|my|our|he|she|they|then|so)\b/i.test(added)
    ? `${spoken(words)} and ${added}`
    : spoken(words);
}

/** Verbs of state: "I love cats" is about cats, not about "loving". A closed class of English. */
const stative = new Set(
  (
    'be am is are was were been have has had love loves loved like likes liked think thought know knew believe ' +
    'feel felt want wanted need needed prefer hate enjoy enjoyed adore miss missed remember mean seem own get got ' +
    'do did wish hope reckon guess suppose say find consider'
  ).split(' '),
);
const activity =
  /\b(?:i|we)(?:'m|'re|'ve been|'ve|'d|'ll| am| are| have been| was| were| would| will| can| could)?\s+(?:(?:\w+ly|also|still|often|always|sometimes|just|mostly|even|never)\s+)?([a-z]+)(?:\s+(up|out|off|after|on|down|over|back|around))?\b\s*(.*)$/i;

/**
 * What the owner does, as an activity: "I teach the cello to children" → "Teaching the cello", "I love playing
 * chess" → "Playing chess online", "I've been learning to surf" → "Learning to surf"; null when the verb is of
 * state or says nothing of what it acts on.
 */
function activityOf(text: string): string | null {
  const [said = '', verb = '', particle, rest = ''] = activity.exec(text.replace(/’/g, "'")) ?? [];
  if (!verb) return null;
  // "I'm married to…", "we were adopted…": a participle after a form of "be" is a state, not a doing.
  if (/^(?:i|we)(?:'m|'re| am| are| was| were)\s/i.test(said) && /[a-z](?:ed|en)$/i.test(verb)) return null;
  // "I get up at 7:30 and walk the dog": a verb of state or of no object, then what is done.
  const then = /\band (?:then )?((?![a-z]+ing\b)[a-z]+\b.*)$/i.exec(rest)?.[1];
  return (
    ownActivity(verb, particle, rest) ?? (then && verbAfterAnd(rest) ? ownActivity(...verbOf(then)) : null)
  );
}

/** "…and walk the dog" starts a doing; "spuds and runner beans" only adds a thing: read as the sentence tags it. */
function verbAfterAnd(text: string): boolean {
  const terms = taggedTerms(text);
  const and = terms.findIndex((term) => term.normal === 'and');
  return terms[and + (terms[and + 1]?.normal === 'then' ? 2 : 1)]?.tags.includes('Verb') ?? false;
}

/** "walk the dog along the canal" → its verb, no particle, and the rest. */
const verbOf = (text: string): [string, string | undefined, string] => {
  const [verb = '', ...rest] = text.split(/\s+/);
  return [verb, undefined, rest.join(' ')];
};

function ownActivity(verb: string, particle: string | undefined, rest: string): string | null {
  // "I am going to be a grandad", "going to sell the van": the future, its doing the verb after "going to".
  const future = /^going$/i.test(verb) && !particle ? /^to\s+(\p{L}+)\s*(.*)$/iu.exec(rest) : null;
  if (future && taggedTerms(`I am going to ${future[1]}`)[4]?.tags.includes('Verb'))
    return ownActivity(future[1] ?? '', undefined, future[2] ?? '');
  // A verb in -ing, not one that merely ends so ("I ring the bells").
  if (taggedTerms(`I am ${verb.toLowerCase()}`)[2]?.tags.includes('Gerund'))
    // "Looking after my dad": with its particle.
    return withObject(particle ? `${verb} ${particle}` : verb, rest) ?? complementOf(`${verb} ${rest}`);
  // "I love playing chess", "I go running": the activity is the verb in -ing after it.
  const gerund = /^([a-z]+ing)\b\s*(.*)$/i.exec(rest);
  if (gerund) return withObject(gerund[1] ?? '', gerund[2] ?? '') ?? complementOf(gerund[0] ?? '');
  // "I'd love to walk the Camino": the activity is the verb after "to".
  const wanted = /^to ([a-z]+)\b\s*(.*)$/i.exec(rest);
  // "We got married at…": becoming is a doing ("Getting married at the Royal Hotel").
  const became = /^(?:get|got|gotten)$/i.test(verb) ? /^(\p{L}+ed)\b\s*(.*)$/u.exec(rest) : null;
  // "got accepted onto a course": where one got to is part of the doing.
  const [, to = '', where = ''] = /^(into|onto)\s+(.*)$/i.exec(became?.[2] ?? '') ?? [];
  if (became && to) return withObject(`getting ${became[1]} ${to}`, where) ?? `getting ${became[1]}`;
  if (became) return withObject(`getting ${became[1]}`, became[2] ?? '') ?? `getting ${became[1]}`;
  if (stative.has(verb.toLowerCase()) || stative.has(nlp(verb).verbs().toInfinitive().text().toLowerCase()))
    return wanted ? ownActivity(wanted[1] ?? '', undefined, wanted[2] ?? '') : null;
  // Tagged as the owner says it ("I ring…"): alone, "ring" reads as a noun.
  const [, term] = taggedTerms(`I ${verb}`);
  if (!term?.tags.includes('Verb') || term.tags.some((tag) => ['Copula', 'Auxiliary', 'Modal'].includes(tag)))
    return null;
  const doing = nlp(`I ${verb}${particle ? ` ${particle}` : ''}`);
  doing.verbs().toGerund();
  const said = doing.text().replace(/^I (?:am|are|is)\s+/i, '');
  // compromise leaves some verbs as they are ("ring", "sing"): spelled out by the rules of English.
  return withObject(
    /^\p{L}+ing\b/iu.test(said) ? said : `${ingOf(verb)}${particle ? ` ${particle}` : ''}`,
    rest,
  );
}

/** A verb's -ing form: "ring" → "ringing", "bake" → "baking", "swim" → "swimming", "tie" → "tying". */
function ingOf(verb: string): string {
  const word = verb.toLowerCase();
  if (word.endsWith('ie')) return `${word.slice(0, -2)}ying`;
  if (/[^eoy]e$/.test(word)) return `${word.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(word)) return `${word}${word.at(-1)}ing`;
  return `${word}ing`;
}

/** Where what is said after a verb in -ing stops: a conjunction, a time, a clause. */
const complementEnd =
  /^(?:even|when|because|but|and|that|which|who|if|so|though|although|while|since|until|every|each|most|last|next|this|ago|during|before|after|in|one|some|about)$/i;

/** "being honest with people even when…" → "being honest with people": at most five words. */
function complementOf(text: string): string {
  const words = text.split(/\s+/);
  const end = words.findIndex(
    (word, i) => i > 0 && (complementEnd.test(word) || /[,;:.!?]$/.test(words[i - 1] ?? '')),
  );
  return words
    .slice(0, Math.min(end < 0 ? words.length : end, 5))
    .join(' ')
    .replace(/[,;:.!?]+$/, '');
}

/**
 * Whether the capitalised words an answer opens with name its subject ("Brassed Off, I've seen it…"): the rest points
 * back to them ("it", "them"), and they are no clause of the owner's own ("There's Tom, …", "My Mum, …"), no time
 * ("Every Summer", "Last Christmas"), no greeting, thanks or word to her ("Hi Lisa", "Thanks Lisa", "Well Jess"), no
 * exclamation ("Dear God", "Oh Gosh") and no reply ("Good Question", "Not Really").
 */
const notAName = /(?:Pronoun|Copula|Auxiliary|Date|Expression|Negative|Adverb|Determiner|Value)/;
const talkWords =
  /^(?:lisa|hi|hiya|hello|hey|thanks|thank|cheers|dear|yes|no|not|yeah|yep|ok|okay|sure|well|oh|gosh|god|good|great|question|last|next|every|really)$/i;
function openingName(named: string, rest: string): boolean {
  if (!/\b(?:it|them|that one|this one)\b/i.test(rest)) return false;
  return !taggedTerms(named).some(
    (term) =>
      term.tags.some((tag) => notAName.test(tag)) || talkWords.test(term.text.replace(/[^\p{L}]/gu, '')),
  );
}

/** The activity with the noun phrase right after it ("playing" + "chess online"), or null. */
function withObject(doing: string, rest: string): string | null {
  // Its object, or a place or partner after a preposition ("volunteering at the food bank").
  const preposition = /^(?:in|at|on|for|with|along|around|near|to|from|as)\s+/i.exec(rest)?.[0] ?? '';
  const after = rest.slice(preposition.length);
  const object = (nlp(after).nouns().json() as Array<{ terms: Term[] }>)[0]?.terms ?? [];
  const direct = object.length > 0 && new RegExp(`^${escapeRegExp(object[0]?.text ?? '')}\\b`).test(after);
  // "baking bread myself": who does it is the owner, said in the title already.
  const words = untilTime(object)
    .filter((term) => !term.tags.includes('Reflexive'))
    .map((term) => term.text.replace(/[.,;:!?]+$/, ''));
  // "reread it most winters", "bought her a piano": an object of pronouns only names nothing of its own; one with
  // more in it ("keep myself busy", "gave it all up") does.
  const pronoun = untilTime(object).every(
    (term) => term.tags.includes('Pronoun') && !term.tags.includes('Reflexive'),
  );
  if (!direct || words.length === 0 || pronoun) return null;
  // "spent 3 nights": an amount names no doing; "making people feel small": the object does something, said whole.
  if (untilTime(object).some((term) => term.tags.includes('Value'))) return null;
  const tail = after.slice(after.indexOf(words.at(-1) ?? '') + (words.at(-1)?.length ?? 0)).trim();
  const acts = taggedTerms(tail)[0]?.tags.includes('Infinitive') ?? false;
  // "a cat called Miso": the name it goes by is part of it.
  const name = /^(?:called|named)\s+\p{Lu}[\p{L}'-]*/u.exec(tail)?.[0];
  return `${doing} ${preposition}${acts ? complementOf(after) : words.join(' ')}${name ? ` ${name}` : ''}`;
}

/** A sentence whose subject is a doing ("Being on time matters most to me"): that doing, up to its verb. */
function gerundSubject(text: string): string | null {
  const all = taggedTerms(text);
  // "Not letting the kids feel left out, that matters": the doing, denied.
  const terms = all[0]?.tags.includes('Negative') ? all.slice(1) : all;
  if (!terms[0]?.tags.includes('Gerund')) return null;
  // Its own verb, not one inside it ("Cycling to work…" has none).
  const finite = (term: Term) =>
    term.tags.includes('Copula') ||
    term.tags.includes('PastTense') ||
    (term.tags.includes('PresentTense') &&
      !term.tags.includes('Infinitive') &&
      !term.tags.includes('Gerund'));
  const verb = terms.findIndex((term, i) => i > 0 && finite(term));
  // Up to its verb, or to a comma before a clause about it ("…left out, that matters").
  const comma = terms.findIndex((term) => /,/.test(term.post));
  const end = comma >= 0 && (verb < 0 || comma < verb) ? comma + 1 : verb;
  if (end < 2 || end > 8 || terms.slice(0, end - 1).some((term) => /[,;:.!?]/.test(term.post))) return null;
  // Not the time it is done at ("…every morning"), nor how much ("Cycling mostly", "Knitting a bit").
  const doing = untilTime(all.slice(0, end + all.length - terms.length));
  const last = doing.findLastIndex((term, i) => i === 0 || !term.tags.includes('Adverb'));
  return spoken(doing.slice(0, last + 1)).replace(/\s+a (?:bit|little|lot)$/i, '');
}

/** Whether a phrase comes before the first verb: the subject, not an object ("I make my mother her tea"). */
function beforeVerb(text: string, phrase: Term[]): boolean {
  const terms = taggedTerms(text);
  const verb = terms.findIndex((term) => term.tags.includes('Verb'));
  const at = terms.findIndex((term) => term.text === phrase[0]?.text);
  return verb < 0 || (at >= 0 && at < verb);
}

/** Whether a phrase is in the text's first sentence. */
function inFirstSentence(text: string, phrase: Term[]): boolean {
  const first = (nlp(text).json() as Array<{ text: string }>)[0]?.text ?? text;
  return phrase.every((term) => first.includes(term.text.replace(/[.,;:!?]+$/, '')));
}

/**
 * "Marta and I swim in the sea…": what someone does with the owner is the subject; not how the two of them met or
 * came together ("My partner Teo and I just got engaged": the note is about Teo).
 */
function withOwner(text: string, phrase: Term[]): boolean {
  const words = phrase.map((term) => escapeRegExp(term.text.replace(/[.,;:!?]+$/, ''))).join('\\W+');
  return new RegExp(`^\\W*${words}\\s+and\\s+I\\s+(?!(?:\\w+\\s+)?(?:${together})\\b)`, 'i').test(text);
}
const together = 'met|meet|got|get|married|engaged|moved|fell|broke|split|divorced|separated';

const notLiking =
  "(?<!\\b(?:i|we|you|they|he|she|i'd|we'd)(?:\\s+(?:really|also|just|still|do|did|would|don't|didn't))?\\s+)";

/** Company or likeness ("with my niece Beatriz", "just like my grandmother"): beside what the note is about. */
function sideOf(text: string, phrase: Term[]): boolean {
  const words = phrase.map((term) => escapeRegExp(term.text.replace(/[.,;:!?]+$/, ''))).join('\\W+');
  // "like" after someone who likes ("I like Marek's cooking", "we really like") is the verb: its object is the subject.
  return new RegExp(`\\b(?:with|${notLiking}like)\\s+${words}`, 'i').test(text);
}

/** Where something happened or someone is ("at the Royal Hotel", "in Chania"): a place prepositions point to. */
function isVenue(text: string, phrase: Term[]): boolean {
  const words = phrase.map((term) => escapeRegExp(term.text.replace(/[.,;:!?]+$/, ''))).join('\\W+');
  // "I'm married to Tunde", "she's engaged to Marco": "to" after a state of being is whom, not where.
  if (
    new RegExp(`(?:'m|'re|'s|\\bam|\\bis|\\bare|\\bwas|\\bwere)\\s+\\p{L}+ed\\s+to\\s+${words}`, 'iu').test(
      text,
    )
  )
    return false;
  return new RegExp(
    `\\b(?:in|at|to|from|near|into|on|around|outside|off|across|over|through|by|along|beside)\\s+(?:the\\s+)?${words}`,
    'i',
  ).test(text);
}

/** The owner's people named with their relation ("my daughter Catalina"), as a title says them. */
function kinNamed(text: string): string[] {
  const found = [...text.matchAll(/\b(?:[Mm]y|[Oo]ur)\s+((?:\p{Ll}+\s+){1,2}\p{Lu}[\p{L}'-]+)/gu)].map(
    (match) => match[1] ?? '',
  );
  return [...new Set(found.filter((phrase) => isPerson(taggedTerms(`my ${phrase}`))))];
}

function isNamed(term: Term): boolean {
  return ['ProperNoun', 'Person', 'Place', 'Organization'].some((tag) => term.tags.includes(tag));
}

function spoken(terms: Term[]): string {
  return terms
    .map((term, i) => `${term.text}${i < terms.length - 1 ? term.post.replace(/[^'’\s]/g, '') : ''}`)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

const indexOf = (terms: Term[], term: Term | undefined) =>
  terms.findIndex((t) => t.text === term?.text && t.post === term?.post);

/** Whether the second phrase is joined to the first by "and". */
function joinedByAnd(terms: Term[], first: Term[], second: Term[]): boolean {
  const from = indexOf(terms, first.at(-1));
  const to = indexOf(terms, second[0]);
  if (from < 0 || to <= from) return false;
  // "kindness matters most, and keeping your word": "and" just before the phrase or the verb that governs it.
  return terms
    .slice(from + 1, to)
    .slice(-2)
    .some((term) => term.normal === 'and');
}

/** The phrase with the verb in -ing that governs it ("keeping your word"). */
function withGerund(terms: Term[], phrase: Term[], text: string): string {
  const at = indexOf(terms, phrase[0]);
  const before = terms[at - 1];
  if (!before || !/ing$/i.test(before.text) || before.tags.includes('Noun')) return text;
  return `${before.text.toLowerCase()} ${phrase.map((term) => term.text).join(' ')}`.replace(/[.,!?]+$/, '');
}

function asTitle(text: string): string {
  const clean = withoutCutOrdinal(text)
    // "Dancing at a hall beside (it)": a phrase whose words were cut off is left out whole.
    .replace(
      /(?:\s+(?:the|a|an|along|to|at|in|on|of|and|by|with|near|beside|behind|from|for|into|about|over|under|around|past|my|your|his|her|our|their|its))+\s*$/i,
      '',
    )
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}'’)]+$/gu, '')
    // "marta's on her phone": "'s" is her "is" or a thing of hers cut off; the title names her. Ending a phrase
    // ("Working at Sainsbury's", "Lunch at Nan's") it is a place named for its owner, and stays.
    .replace(/^([^\s]+)['’]s$/i, '$1');
  return toSnippet(`${clean.charAt(0).toUpperCase()}${clean.slice(1)}`, 60);
}

/**
 * "Passing my registration exam first" (of "…first go in 2021"): a number word left after a noun was cut from the
 * phrase it began; the title ends on the noun. "Coming first", "Getting my first car" keep theirs.
 */
function withoutCutOrdinal(title: string): string {
  const terms = taggedTerms(title);
  const last = terms.at(-1);
  const before = terms.at(-2);
  return last?.tags.includes('Ordinal') && before?.tags.includes('Noun') && !before.tags.includes('Pronoun')
    ? title.slice(0, title.lastIndexOf(last.text)).trimEnd()
    : title;
}
