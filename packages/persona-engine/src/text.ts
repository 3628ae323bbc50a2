import { stemmer } from 'stemmer';

/** Everyday English function words and question fillers that carry no topic. */
const stopWords = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below ' +
    'between both but by can could did do does doing done down during each either else ever every few for from ' +
    'further get gets getting got had has have having he her here hers herself him himself his how i if in into ' +
    'is it its itself just me mine more most my myself no nor not now of off on once only or other our ours ' +
    'ourselves out over own same she should so some such than that the their theirs them themselves then there ' +
    'these they this those through to too under until up upon us very was we were what when where which while ' +
    'who whom whose why will with would you your yours yourself yourselves yes oh hey hi hello please tell ' +
    "let s t don doesn didn isn aren wasn weren won wouldn can't i'm you're i've you've d ll re ve m"
  ).split(' '),
);

/** Words that frame a question ("what's your favourite...") without naming what it is about. */
const framingWords = new Set(
  'favourite favorite like likes liked love loves really kind sort type thing things much many lot lots one two best usually always often sometimes currently these days moment right anything something everything anyone someone people person life go goes going went come came get gets got put take took big great good bad huge'.split(
    ' ',
  ),
);

/** Common irregular English forms, so "grew" meets "grow" and "taught" meets "teach". */
const irregularForms = new Map<string, string>(
  (
    'grew:grow grown:grow went:go gone:go was:be were:be been:be taught:teach met:meet made:make took:take ' +
    'taken:take gave:give given:give got:get gotten:get saw:see seen:see ate:eat eaten:eat drank:drink drunk:drink ' +
    'drove:drive driven:drive flew:fly flown:fly ran:run wrote:write written:write left:leave felt:feel kept:keep ' +
    'slept:sleep spent:spend sent:send built:build bought:buy brought:bring thought:think caught:catch fought:fight ' +
    'sold:sell told:tell found:find held:hold stood:stand lost:lose paid:pay said:say heard:hear began:begin ' +
    'begun:begin sang:sing sung:sing swam:swim swum:swim won:win wore:wear worn:wear broke:break broken:break ' +
    'chose:choose chosen:choose spoke:speak spoken:speak woke:wake woken:wake fell:fall fallen:fall forgot:forget ' +
    'forgotten:forget hid:hide hidden:hide rode:ride ridden:ride rose:rise risen:rise threw:throw thrown:throw ' +
    'knew:know known:know drew:draw drawn:draw did:do done:do had:have became:become came:come struck:strike ' +
    'hung:hang led:lead fed:feed fled:flee dealt:deal meant:mean burnt:burn learnt:learn dreamt:dream shot:shoot ' +
    'sat:sit stuck:stick bit:bite bitten:bite hit:hit read:read children:child men:man women:woman feet:foot ' +
    'teeth:tooth mice:mouse wives:wife lives:life knives:knife leaves:leaf grandchildren:grandchild ' +
    'mum:mother mom:mother mommy:mother mummy:mother dad:father daddy:father grandma:grandmother ' +
    'granny:grandmother grandpa:grandfather kids:child kid:child'
  )
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

/** Lower case, accents removed ("Valparaíso" -> "valparaiso"), apostrophes dropped. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/['’]/g, '');
}

/** Words of a text in order, normalized. */
/** Idioms whose words mislead a word match ("as a kid" is about childhood, not about having children). */
const idioms: Array<[RegExp, string]> = [
  [/\b(as|when i was) an? (kid|child|boy|girl|little one|teenager)\b/g, 'childhood'],
  [/\b(when i was|as) (little|small|young)\b/g, 'childhood'],
  [/\bfor a living\b/g, 'job'],
  [/\b(make|earn) a living\b/g, 'job'],
  [/\bfell in love\b/g, 'romance'],
  [/\bpassed away\b/g, 'died'],
  [/\b(know|knows|knew) how to\b/g, 'can'],
  [/\bwhere (are|is|were) (you|they|he|she) from( originally)?\b/g, 'where hometown'],
  [/\b(your|my|his|her|their|our) own boss\b/g, 'self-employed'],
  [/\bwork(ed|ing|s)? for (yourself|myself|himself|herself|themselves)\b/g, 'self-employed'],
  [/\b(get|got|getting|gets) up\b(?! to)/g, 'wake up'],
  [/\b(one|some) day\b/g, 'someday'],
  [/\bkeep(s|ing)? in touch\b/g, 'stay in contact'],
  [/\b(these days|nowadays|at the moment|right now|at present)\b/g, 'currently'],
  [/\bshow(ed|s)? (me|us|him|her|them) how to\b/g, 'taught $2 to'],
];

export function words(text: string): string[] {
  let normalized = normalize(text);
  for (const [pattern, replacement] of idioms) normalized = normalized.replace(pattern, replacement);
  return normalized.match(/[\p{L}\p{N}]+/gu) ?? [];
}

export const isStopWord = (word: string): boolean => stopWords.has(word);
export const isFramingWord = (word: string): boolean => framingWords.has(word);

/** Base form of a word where English spells it irregularly, else the word itself. */
export const baseForm = (word: string): string => irregularForms.get(word) ?? word;

/** The indexed form of a word: base form, then Porter stem. */
export const stem = (word: string): string => stemmer(baseForm(word));

/** Indexed terms of a text (stop words removed). */
export function terms(text: string): string[] {
  return words(text)
    .filter((word) => !isStopWord(word))
    .map(stem);
}

/** Dictionary forms a word may come from (WordNet's "morphy" detachment rules). */
export function lemmaCandidates(word: string): string[] {
  const base = baseForm(word);
  const candidates = [base];
  const rules: Array<[string, string]> = [
    ['ies', 'y'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['ses', 's'],
    ['xes', 'x'],
    ['es', 'e'],
    ['s', ''],
    ['ied', 'y'],
    ['iest', 'y'],
    ['ier', 'y'],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
    ['er', ''],
    ['est', ''],
  ];
  for (const [suffix, replacement] of rules) {
    if (base.endsWith(suffix) && base.length > suffix.length + 2) {
      candidates.push(base.slice(0, -suffix.length) + replacement);
    }
  }
  const doubled = /([bdgklmnprt])\1(ed|ing)$/.exec(base);
  if (doubled) candidates.push(base.slice(0, -(doubled[2]?.length ?? 0) - 1));
  return candidates;
}
