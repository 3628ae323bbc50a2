import nlp from 'compromise';
import { hardNewsIn, isGoodNews } from './care.ts';
import { isRelation } from './details.ts';
import { kinOf, taggedTerms } from './language.ts';
import { terms } from './retrieval/text.ts';
import { inFullWords } from './shorthand.ts';
import { topicBank } from './topics.ts';

/**
 * What a message to Lisa holds: the sentences that say something about the owner, and around them what is said
 * to Lisa herself (thanks, a greeting, a goodbye, a question about her) and the fillers of talk. Only the first is
 * ever kept. The word lists are closed classes of English conversation (discourse markers, interjections,
 * politeness and leave-taking formulas), not words of any conversation Lisa had.
 */

export interface Reading {
  /** The sentences about the owner, fillers and formulas removed; '' when there are none. */
  content: string;
  greeting: boolean;
  thanks: boolean;
  /** A goodbye, or a pre-closing ("I need to go and pick up the kids now"). */
  goodbye: boolean;
  /** Going soon, said ahead ("right I'll have to wrap up soon"): not yet a goodbye, and never kept. */
  wrapUp: boolean;
  /** Declining her question ("I'd rather not get into that", "skip this one please"): nothing is kept. */
  decline: boolean;
  /** The questions the message asks Lisa about herself ("Do you have opinions of your own?"), joined. */
  toLisa: string | null;
  /**
   * A remark about the conversation itself ("I'll come back to that.", "Let's carry on."): never kept. `told`: a
   * complaint that she already has it ("I told you!", "That's in my notes.").
   */
  meta: 'told' | 'remark' | 'wrong' | null;
  /** Nothing but fillers: laughter ("lol") or a backchannel ("Fair enough.", "ok"). */
  reaction: 'laugh' | 'backchannel' | null;
  /** What is kept opens with a marker of digression ("By the way, …", "I also…"): not an answer to her question. */
  digression: boolean;
  /**
   * Stepping away for a moment ("brb"), back from it ("ok back"), weighing her question ("big question"), or stuck
   * for a way into it ("not sure where to start").
   */
  hold: 'away' | 'back' | 'think' | 'stuck' | null;
  /**
   * Small talk of no owner's, never kept: the weather (grim, hot or fine), how time goes, or how things are here and
   * now ("Quiet round here this week").
   */
  smallTalk: 'grim' | 'hot' | 'fine' | 'chat' | 'day' | null;
  /** Praise of her or of the talk ("you're easy to talk to", "this is fun"): said to her, never kept. */
  praise: boolean;
  /** Her question put off ("I'll have to think about that one", "can I come back to that one"): left open. */
  deferred: boolean;
}

/** The weather and how time goes: what people say to open a chat (closed classes of English small talk). */
const grimWeather =
  /\b(?:(?:chucking|bucketing|tipping|pissing|peeing|teeming) (?:it )?down\b(?=\s*(?:$|[.!?,;]|(?:here|outside|out there|again|today|tonight|all (?:day|morning|week)|since|right now|now|at the moment)\b))|rain\w*|drizzl\w*|pouring|lashing|grey|gray|dull|fog\w*|mist\w*|cold|freezing|chilly|frost\w*|snow\w*|sleet|ice|icy|wind\w*|storm\w*|gales?|soft day|miserable|damp|wet)\b/i;
const hotWeather = /\b(?:hot|heat\w*|scorch\w*|boiling|roasting|degrees|humid|melting|sweltering)\b/i;
const fineWeather = /\b(?:sun(?!day)\w*|warm|blue skies?|gorgeous day|lovely day)\b/i;
const weatherNow =
  /\b(?:today|tonight|here|outside|out there|again|this (?:morning|afternoon|evening|week)|since|all (?:day|week)|at the moment|right now|already|typical)\b/i;
/** A time that is now, of the day or week the owner is in. */
const hereAndNow =
  /\b(?:today|tonight|this (?:morning|afternoon|evening|week|weekend)|round here|at the moment|right now)\b|^\W*(?:what an? |such an? )?(?!(?:typical|usual|normal|average|regular|ordinary)\b)\p{L}+ (?:one|morning|afternoon|evening|day|week|night)\b(?! (?:of|in|at|when|with)\b)/iu;
/** What happens as a rule is an answer, not small talk ("usually chaos here"). */
const habitual = /\b(?:usually|always|normally|every|most|often|generally)\b/i;
const passingTime =
  /\b(?:week|weekend|year|month|day|monday|friday)\b.*\b(?:dragg\w*|flying|flew|flown|gone (?:\w+ )?(?:fast|quick\w*)|never ends?|yet)\b/i;

/**
 * A hedge, the speaker's stance on what they say ("I think", "I reckon", "I'm told"), and the weather "we" get:
 * no fact of the owner's.
 */
const hedge =
  /\b(?:i|we) (?:think|guess|reckon|hear|heard|suppose|bet|imagine|believe)\b|\bi'?m (?:told|sure)\b|\bwe(?:'ll|'re|'ve| will| are| have)? (?:get|getting|got|have|having|had)\b(?= (?:\w+ )?(?:rain|snow|sleet|hail|storms?|frost|sun|sunshine|heat|wind|fog|weather|heatwave))/gi;

/**
 * Praise of her or of the talk itself, a whole clause ("You're a far better listener than my brother", "you've
 * been so easy to talk to", "This is actually quite fun", "I'm enjoying this"): a compliment, not a fact to keep.
 * A comparison only when the talk is named ("it's nicer than I expected talking to a computer", "this chat is
 * easier than I thought"), never of a life ("it was easier than I expected to give up smoking", "…, the new hip").
 */
const praiseOfTalk =
  /^(?:it|this)(?:'s| is| was|'s been| has been) (?:\w+ ){0,2}?(?:nicer|easier|better|more fun|less \w+) than (?:i|i'd) (?:expected|thought|imagined),? (?:(?:talking|chatting|speaking) (?:to|with) (?:you|u|lisa|a computer|an? (?:app|ai|robot|machine|chatbot)|this(?: app| thing)?)|this (?:chat|conversation|talk|app))\b|^(?:(?:talking|chatting|speaking) (?:to|with) (?:you|u|lisa|a computer|an? (?:app|ai|robot|machine|chatbot)|this(?: app| thing)?)|this (?:chat|conversation|talk|app))(?:'s| is| was|'s been| has been) (?:\w+ ){0,2}?(?:nicer|easier|better|more fun|less \w+) than (?:i|i'd) (?:expected|thought|imagined)\b|^(?:(?:you|u)(?:'re| are| r|'ve been| have been| were)|ur) (?:\w+ ){0,4}?(?:good|great|lovely|nicer|nice|kinder|kind|sweet|easier|easy|fun|patient|helpful|brilliant|amazing|awesome|wonderful|better|best|cool|funnier|funny|smart|clever|gentle|pleasure)\b|^(?:this|talking (?:to|with) (?:you|u)|this (?:chat|conversation|talk|interview))(?:'s| is| was| has been)? (?:\w+ ){0,3}?(?:fun|nice|lovely|great|easy|enjoyable|helpful|therapeutic|interesting|a pleasure)(?:\W+(?:actually|really|tbh|honestly|though))*\W*$|^(?:i'?m|i am) (?:really |actually |quite |kind of )*enjoying (?:this|talking|our (?:chat|talk))\b|\b(?:you|u)(?:'re| are)? (?:\w+ ){0,3}(?:easy|easier|nice|nicer|good|better|great|lovely) to (?:talk|chat) (?:to|with)\b/i;

/** What a stretch of small talk is about, when it says nothing of the owner. */
function smallTalkIn(text: string): Reading['smallTalk'] {
  // "rain going sideways since lunch and i forgot my brolly": a short past-tense mishap of the owner's, told after the
  // weather here and now, is more of it; news told beside it is not ("…and I got the job!").
  const after = /^(.*\S)\s*(?:,|\band\b)\s+(i\s+[\p{L}']+(?:\s+[\p{L}']+){0,4})\W*$/iu.exec(
    text.replace(/’/g, "'"),
  );
  if (after?.[1] && after[2]) {
    const [, verb] = taggedTerms(after[2]);
    const weather = smallTalkIn(after[1]);
    if (
      weather &&
      weather !== 'day' &&
      verb?.tags.includes('PastTense') &&
      !isGoodNews(after[2]) &&
      !hardNewsIn(after[2])
    )
      return weather;
  }
  // "…, I think the first snow is coming tonight": a hedge on the forecast says nothing of the owner.
  if (ownerWords.test(text.replace(/’/g, "'").replace(hedge, ''))) return null;
  // The weather is small talk when placed here and now ("…again today"), not in an answer ("Cold shower, coffee").
  const now = weatherNow.test(text);
  if (now && grimWeather.test(text)) return 'grim';
  if (now && hotWeather.test(text)) return 'hot';
  if (now && fineWeather.test(text)) return 'fine';
  if (passingTime.test(text)) return 'chat';
  // A remark on how things are here and now, of no one's life ("Busy one today, the ovens were playing up").
  if (!hereAndNow.test(text) || habitual.test(text) || /\?/.test(text)) return null;
  // Said of a state ("busy", "quiet"), not asked or refused ("No questions about work today").
  const terms = taggedTerms(text);
  const refused = terms.some((term) => term.tags.includes('Negative') || term.normal === 'no');
  return terms.some((term) => term.tags.includes('Adjective')) && !refused ? 'day' : null;
}

/**
 * A sentence after the weather that goes on with it: a short fragment of no owner's ("typical november") and a short
 * past-tense mishap of the owner's things ("my brolly gave up on the way home"); not of people ("my dad died last
 * night", "my wife got the job") nor more than a mishap's few words.
 */
/** What the weather does harm to: a closed list ("my brolly gave up", "my washing got soaked"). */
const weatherThings = /^(?:brolly|umbrella|coat|jacket|shoes|boots|trainers|socks|hair|washing)$/i;

/**
 * "typical november, my car got stolen last night": a short fragment of no owner's opening a sentence after the
 * weather goes on with it; the rest of the sentence is told.
 */
function afterTheWeatherTail(talk: Reading['smallTalk'], sentence: string): string {
  if (!talk || talk === 'day' || talk === 'chat') return sentence;
  const lead = /^([^,;]+)[,;]\s*(\S.*)$/su.exec(sentence);
  if (!lead?.[1] || !lead[2]) return sentence;
  const fragment = lead[1].trim();
  return !ownerWords.test(fragment) && fragment.split(/\s+/).length <= 3 && ownerWords.test(lead[2])
    ? lead[2].charAt(0).toUpperCase() + lead[2].slice(1)
    : sentence;
}

function afterTheWeather(talk: NonNullable<Reading['smallTalk']>, sentence: string): boolean {
  if (talk === 'day' || talk === 'chat') return false;
  const clauses = sentence
    .replace(/\b(?:lol|haha|tbh)\b/gi, '')
    .split(/[,;]\s*/)
    .map((clause) => clause.trim().replace(/[.!…]+$/, ''))
    .filter(Boolean);
  if (clauses.length === 0) return false;
  return clauses.every((clause) => {
    const words = clause.split(/\s+/);
    if (!ownerWords.test(clause) && words.length <= 3) return true;
    // Of the owner's things, not of people ("my sister is visiting", "my dad died"), and short.
    const mishap = /^my\s+([\p{L}']+)\s+(\S.*)$/iu.exec(clause);
    if (!mishap?.[1] || !mishap[2] || !weatherThings.test(mishap[1])) return false;
    const [verb] = taggedTerms(mishap[2]);
    return (
      !!verb?.tags.includes('PastTense') && words.length <= 9 && !isGoodNews(clause) && !hardNewsIn(clause)
    );
  });
}

/** Interjections of laughter, emoticons included. */
const laughter = /^(?:l+o+l+z?|lmf?ao+|rofl|(?:h+a+){1,}h*|(?:h+e+){2,}h*|heh|xd+|:-?\)+|:-?d+|;-?\)+)$/i;

/** Discourse markers that open a clause and say nothing themselves ("Honestly, …", "So …", "Well …"). */
const openers = new Set(
  'well so but wait anyway anyways honestly frankly actually basically literally incidentally btw tbh also ok okay oh ah aw och ach ooh ugh eh gosh golly blimey jeez um umm uh er erm hmm hm mm pff meh ya lisa'.split(
    ' ',
  ),
);
/** Backchannels: a clause of nothing else signals listening, and is not kept ("Fair enough.", "Cool"). */
const backchannels = new Set(
  'ok okay k kk cool nice great grand wow true indeed exactly absolutely totally definitely right alright mhm neat fine fair aye whatever really lisa'.split(
    ' ',
  ),
);
/** Who the owner is ("I'm the only…", "and we are a family of…"): a fact, even in a sentence that leaves. */
const identity = /(?:^|\band\s+|\bbut\s+)((?:i am|i'm|we are|we're)\s+(?:the|a|an|one of)\s.+)$/i;
/**
 * Turn-aways, the one lexicon of them: saying that what follows is another subject ("totally different thing but",
 * "unrelated, but"). Said of the telling, never kept; what follows is.
 */
export const turnAway = String.raw`(?:on\s+an?\s+)?(?:(?:totally|completely|something|a)\s+)?(?:different|unrelated|separate)\s+(?:thing|subject|topic|note)(?:\s+but)?|(?:totally\s+|completely\s+)?unrelated\s+but`;
/** Announcing what one means to tell ("what I actually wanted to tell you is that …"): the telling follows. */
const announced = String.raw`(?:what|the thing|something)\s+i\s+(?:\w+\s+)?(?:want|wanted|meant|need|needed)\s+to\s+(?:tell you|say|mention)\s+(?:is|was)(?:\s+that)?`;
/** A lead-in opening a clause, of the telling: a turn-away or an announcement. */
const leadInOpening = new RegExp(`^(?:${turnAway}|${announced})\\b`, 'i');
/**
 * A clause that turns away to something else ("aroha's great but actually there's something else on my mind"):
 * what it turns from is put aside, not answered; the subject is what follows it.
 */
const turnedAway =
  /\b(?:there'?s|i(?:'ve| have)(?: got)?|got)\s+something\s+else\s+(?:on my mind|i (?:want|wanted|need|meant) to (?:say|tell you|mention|talk about))\W*$/i;
/** Markers that turn a talk towards its end ("Anyway, …"). */
const closingMarker = /^\W*(?:anyway|anyhow|anyways)\b/i;
/** Markers of more than one word. */
const markerPhrases = [
  'you know',
  'i mean',
  'to be honest',
  'fair enough',
  'fair play',
  'fair point',
  'good point',
  'i see',
  'makes sense',
  'that makes sense',
  'sounds good',
  'no worries',
  'of course',
  'oh well',
  "that's fair",
  'got it',
  'good to know',
  // Her "I'm well" met in kind: of her, not of the owner.
  'good to hear',
  'good to hear it',
  'glad to hear',
  'glad to hear it',
  'nice to hear',
  // "thing is, …": announces what follows, says nothing itself.
  'thing is',
  'the thing is',
  'by the way',
  'random thing',
  'random but',
  'side note',
  'oh and',
  'on another note',
  'speaking of which',
  // Said of one's own telling, not of one's life: "As I said, …", "To be fair, …", "Let me think."
  'to be fair',
  'in fairness',
  'as i said',
  'like i said',
  'as i say',
  'as i mentioned',
  'like i mentioned',
  'as i told you',
  'like i told you',
  'let me think',
  'let me see',
  'where to start',
  'where to begin',
  'where do i start',
  'where do i begin',
  'how do i put this',
  'no contest',
  'good question',
  'quick question',
  'great question',
  'hands down',
  'for sure',
  'all good',
  "it's all good",
  'no problem',
  'not a problem',
];

/**
 * Formulas of declining, opening a sentence: "skip (this one)", "pass", "next question", "I'd rather not…", "I'd
 * prefer not to…", "I don't want to talk about…", "not comfortable…", "no comment", "let's not…", "no questions
 * about…". An apology or a politeness word before it ("Sorry, I'd rather not…", "Thanks, but let's not…") leaves
 * it a decline.
 */
const declineFormula =
  /^(?:(?:nah|no|nope|yeah|ok(?:ay)?|eh|please|sorry|so sorry|i'?m sorry|apologies|forgive me|excuse me|pardon|with respect|no offen[cs]e|i'?m afraid|thanks|thank you|but|and|oh|ah|um+|hmm+|well|honestly|actually|to be honest)\W+)*(?:skip\b|no (?:more )?(?:questions?|talk(?:ing)?) (?:about|on)\b|can we not\b|pass\b(?!ed)|next question|no comment|(?:(?:i'?d|i would) )?(?:rather|prefer) (?:not\b|(?:skip|pass)(?: on)?(?: (?:that|this|it|the question))?(?: one)?(?=\s*(?:[,.;!]|$)))|(?:i'?d )?rather keep (?:that|it) (?:private|to myself)|i (?:don'?t|do not) (?:really )?(?:want|wish|feel like) (?:to )?(?:talk|answer|say|get|go|share|discuss)|(?:i'?m )?not (?:really )?comfortable|let'?s not\b|can we skip\b|i'?ll pass\b)/i;

/**
 * A decline of talk joined on inside a sentence ("…, so id rather not talk about the ex"): only of talking, so "…but
 * I'd rather not fly" or "I'd rather not drive at night" stays a fact.
 */
const declinedOn =
  /(?:[,;]|\s(?:so|but|and|though|tho))\s+(?:(?:tbh|honestly|to be honest)\W+)?(?:(?:i'?d|i would) rather not|i (?:don'?t|do not) (?:really )?(?:want|wish|feel like)(?: to)?) (?:(?:talk|chat) about|go into|get into|discuss) (?:it|that|this|him|her|them|(?:that|this) one|(?:the|my) ex)(?:\W+(?:tbh|lol|honestly|to be honest|that'?s a whole thing|right now|rn))*\W*$/i;

/** Markers, anywhere in a sentence, that what follows is beside the point in hand. */
const turnMarker = new RegExp(
  String.raw`\b(?:by the way|btw|incidentally|on another note|another thing|random(?:ly| thing)?|side note|${turnAway}|unrelated(?:ly)?|off[- ]topic|oh and|speaking of which)\b`,
  'i',
);
/** "Also…", "I also…", "Football too": beside the point only opening what is told, not later in an answer. */
const alsoMarker = /^(?:\W*\w+\W+)?(?:also|too)\b|^\W*(?:i|we|my \w+)\s+also\b/i;
/** Markers that what follows is beside the point in hand. */
const digressionMarker = new RegExp(`${turnMarker.source}|${alsoMarker.source}`, 'i');
const greetingFormula =
  /^(?:hi|hello|hey|kia ora|g'?day|aloha|namaste|salaam|salam|shalom|talofa(?: lava)?|m[aā]lō e lelei|bula|howzit|wotcha|buongiorno|buenos d[ií]as|guten (?:tag|morgen)|hiya|heya|howdy|yo|greetings|hola|ol[aá]|hallo|hoi|bonjour|salut|hej|moin|good (?:morning|afternoon|evening|day)|morning|afternoon|evening|(?:nice|lovely|good|great) to (?:meet|chat|talk))(?![a-z])/i;
/** "Thanks to my mum…" is a preposition, "No thanks" a decline: neither is thanks. */
const thanksFormula =
  /^(?:(?:ok(?:ay)?|oh|well|great|perfect|lovely|many|much|so)\s+)?(?:(?:it'?s|this is|that was) (?:so |really )?(?:nice|lovely|good|great) (?:to )?(?:talk|chat)\w*|thanks(?! to\b)|thank (?:you|u)|thx|ty|ta(?: very much| muchly)?(?![- ]?ra)|cheers|(?:i )?(?:really )?appreciate (?:it|that|this|you)|much appreciated|that means (?:a lot|so much))\b/i;
/** Leave-taking; going home to somewhere, for something or on a later day ("home to swansea this weekend") is a trip. */
const goodbyeFormula =
  /^(?:(?:ok(?:ay)?|well|right|anyway)\s+)?(?:bye+|goodbye|bye[- ]bye|cheerio|ciao|tchau|chau|doei|hwyl|tot ziens|hej d[aå]|ha det|adi[oó]s|adeus|adieu|au revoir|tsch[uü]ss?|arrivederci|auf wiedersehen|hasta (?:luego|pronto|mañana|la vista)|sayonara|toodle[- ]?oo|ta[- ]?ra|that'?s me (?:for|done)\b|(?<=^(?:ok(?:ay)?|well|right|anyway)\s+)that'?s me(?=\W*$)|see (?:you|ya|u)\b|talk (?:to you )?(?:soon|later|tomorrow)|good ?night|night(?: night|ie|y)?\W*$|(?:i'?m |i am )?(?:heading|going|off) (?:to bed|home(?!\s+(?:to|for)\s+(?!bed\b|sleep\b)|[^.!?]*\b(?:tomorrow|this|next)\b)|to sleep)\b|take care|later|catch you|ttyl|cya|have a (?:good|nice|great) (?:one|day|evening|night|weekend)|that'?s (?:all|it|enough)(?: from me(?: for (?:now|today|tonight))?| for (?:now|today|tonight))|that'?ll (?:do|have to do)(?: for (?:now|today|tonight))?\W*$|i'?m off\b|off to (?:work|bed)\b|(?:i'?ve|i have|i'?ve got|i have got) (?:got )?(?:\w+ ){1,3}to (?:do|get on with|finish)\b|(?:it'?s )?time (?:for (?:my|the|bed|work)\b|to (?:go|leave|head off|sleep)\b)|signing off|(?:gotta|got to|have to|need to|must) (?:go|run|dash|head off|be off|leave)\b(?!\s+(?:to|into)\b(?!.*\bnow\b))|(?:gotta|got to|have to|need to|must) (?:run|dash) (?:off )?to (?:(?:my|the) (?:shift|work|job|class|lecture|meeting)|work|class)\b(?=\s*(?:$|[.!?,;]|but\b|(?:bye\w*|x+|speak|talk|see|ttyl|later|cya)\b))|(?:i\s+)?(?:really\s+|just\s+)?(?:gotta|got to|have to|need to|must) (?:get some )?sleep (?:now|before (?:my|the) (?:shift|early|work)))\b/i;
/** A subject dropped ("leave the claire stuff", "can we skip the work bit"): said of the talk. */
const leaveTheSubject =
  /^(?:(?:just|please|ok(?:ay)?|so|can we|can you|let'?s)\s+)*(?:leave|drop|skip) (?:the|that|all the) (?:[\w'-]+ ){0,2}(?:stuff|thing|bit|part|topic|subject)(?: (?:out|alone|aside|there|for now))?(?: please)?\W*$/i;
/**
 * Going soon, said ahead: the owner or we must wrap up, stop or go soon ("ok I should wrap up soon", "right I'll have
 * to wrap up soon"); not a project wrapped up, a trip ("I have to go to Madrid soon"), nor someone else stopping.
 */
const wrapUpSoon =
  /^(?:(?:ok(?:ay)?|right|well|so|anyway|but)\W+)*(?:i|we)(?:'ll|'d| will| would)?\s+(?:(?:probably|prob|really|just)\s+)?(?:should|better|have to|need to|gotta|got to|must)\s+(?:(?:probably|prob|really|just)\s+)?(?:wrap (?:this |it |things )?up|(?:stop|finish) (?:here|now|up|this)|(?<=\bwe\b.*)(?:stop|finish)|head off|go|get going|log off|be off)(?:\s+(?:here|now))?\s+(?:soon|shortly|in a (?:minute|min|bit|sec|few(?: mins| minutes)?))(?=\W*$)/i;
/**
 * Leave-taking with a reason: an obligation to go, not to go somewhere ("I have to go to Madrid next week"), or going
 * now ("Colm's here to drive me in so I'll go").
 */
const preClosing =
  /^(?:ok(?:ay)?\s+|well\s+|right\s+|sorry\s+)?(?:i|we)(?:(?:'ll|\s+will)\s+(?=(?:go|head off|be off|get going)(?:\s+now)?\W*$)|(?:'d|\s+had|'ve|\s+have)?\s+(?:really\s+)?(?:need to|have to|must|(?:'ve |have )?got to|gotta|should|better)\s+)(?:go|run|leave|head off|dash|get going|log off|sign off|be off|be going)\b(?!\s+(?:to|into|back to)\b(?!\s+(?:bed|sleep)\b)(?!.*\bnow\b))/i;
/** A shrug at her question ("dunno", "no idea", "dunno about achievements"): nothing of the owner's. */
const shrug =
  /^(?:i )?(?:dunno|(?:don'?t|do not) (?:even |really |quite )?know(?: any ?more)?|idk|no idea|not sure|who knows)(?: about (?:the |that |this |my )?([\p{L}-]+(?: [\p{L}-]+)?))?\W*$/iu;
/** The words of her topics, stemmed as the index stems them: what a shrug can be "about". */
const topicWords = new Set(
  topicBank.flatMap(({ label, description, questions }) =>
    terms([label, description, ...questions].join(' ')),
  ),
);
/** Not one for her subject at all ("I don't really do opinions"): a shrug at it, if it names her subject. */
const notOneFor = /^i (?:don'?t|do not) (?:really |even |actually )?do ([\p{L}-]+)(?: really)?\W*$/iu;
/** Her subjects' names, stemmed: "opinions", "hobbies". */
const topicLabels = new Set(topicBank.flatMap(({ label }) => terms(label)));
/** A shrug about one of her subjects ("dunno about achievements"), not about someone ("dunno about my dad. he left…"). */
function shrugs(text: string): boolean {
  const notOne = notOneFor.exec(text.replace(/’/g, "'"));
  // "I don't do mornings" tells a habit: only her subject by its name ("opinions") is shrugged at.
  if (notOne) return terms(notOne[1] ?? '').every((term) => topicLabels.has(term));
  const found = shrug.exec(text);
  return (
    found !== null &&
    (found[1]?.split(' ') ?? []).every(
      (word) =>
        !/^\p{Lu}/u.test(word) &&
        !isRelation(word) &&
        kinOf(word).length === 0 &&
        terms(word).every((term) => topicWords.has(term)),
    )
  );
}
/** A pointer at an answer given before ("same answer as last time"): the answer follows, or was told. */
const sameAnswer = /^(?:(?:the|my) )?same (?:answer|thing)(?: as (?:before|last time|earlier|i said))?\W*$/i;
/** Thinking her question over aloud ("let me think about that one"): of the question, not of a life. */
const thinkingOver = /^let me (?:think|see)(?: (?:about|on) (?:that|this|it)(?: one)?)?\W*$/i;
/**
 * A reaction to her question's ease ("that's an easy one", "it's simple", "easy one lol"): of the question, not of a
 * life, nor small talk of the day.
 */
const easyOne =
  /^(?:(?:that'?s|thats|it'?s|that is|this is)\s+(?:(?:an?|so|very|really|too|pretty)\s+)*(?:easy|simple|obvious)(?: one| question)?|(?:an?\s+)?(?:easy|simple|obvious)\s+(?:one|question))\W*$/i;
/**
 * The remark of a thanks, of her kindness ("that's very kind of you", "how sweet of you"); after thanks, "of you"
 * goes without saying ("thanks love, that's kind").
 */
const kindRemark =
  /^(?:that'?s|thats|that is|how) (?:(?:so|very|really|too) )?(?:kind|nice|sweet|lovely|good|thoughtful)( of (?:you|u))?\W*$/i;
/** Words of kindness that are said only of her ("that's kind", not "that's nice"). */
const kindWord = /\b(?:kind|sweet|thoughtful)\b/i;
/** What may follow thanks in other words in its sentence: more thanks, a kiss, her name, "honestly". */
const thanksOnly = /^(?:[\s,.!;:—–-]*(?:thanks|thank (?:you|u)|x+|lisa|honestly|truly|really)\b)*[\s\W]*$/i;
const kindOfHer = (text: string, thanked: boolean) => {
  const remark = kindRemark.exec(text.replace(/’/g, "'"));
  return remark !== null && (thanked || remark[1] !== undefined);
};
/** A pointer at her question ("that travel question", "the achievement thing"): names the talk, not a life. */
const pointer =
  /^(?:and )?(?:(?:about|on) )?(?:that|the|this|your) (?:[\p{L}-]+ ){1,2}(?:thing|question|one|bit)\W*$/iu;
/**
 * A lead-in naming her question and nothing else ("ok so about that trip...", "about that one"): the answer is still
 * to come, so she waits for it.
 */
const leadIn = /^(?:about|regarding|as for)\s+(?:that|this|your)(?:\s+[\p{L}-]+){0,2}\W*$/iu;
/** A pointer at one of her questions opening the answer ("About your earlier question", "Back to your first question"). */
const questionPointer =
  /^(?:(?:and|oh|so|also|ok(?:ay)?)\W+)*(?:about|re|regarding|as for|on|back to|coming back to|going back to)\s+(?:your|the|that)\s+(?:[\p{L}-]+\s+){0,2}question(?:\s+(?:on|about)\s.+)?\W*$/iu;
/**
 * A subject named before what is told of it ("oh and about mornings, …", "as for school: …"): a word or two of no
 * name, a pointer at a subject, not part of the note.
 */
export const topicPointer =
  /(?:^|[.!?]\s+|\b(?:and|oh|so|also)\s+)(?:about|regarding|as for)\s+((?:the\s+)?[a-z][\p{L}-]*(?:\s+[a-z][\p{L}-]*)?)\s*(?:,|:|\s[-–—]\s)/u;
/** A clause pointing back at a question of hers ("and what you asked before about my health", "About the trip you asked before"). */
const askedBefore =
  /^(?:(?:and|oh|so|also)\s+)*(?:about\s+)?(?:what|something|the (?:[\p{L}-]+ ){0,3}?(?:thing|one|question|bit)|the [\p{L}-]+) you asked (?:me )?(?:earlier|before|first)(?:\s+(?:about|on)\s.+)?\W*$/iu;
/** No one else, the subject of a remark beside thanks ("nobody asks me that", "no one ever does"). */
const noOneElse =
  /^(?:nobody|no one|no-one|noone|not many (?:people|folk)|few people|people (?:never|rarely))\b/i;
/** What the talk did for the owner ("it actually helped a bit"), beside thanks. */
const talkHelped = /^(?:it|this|that|talking)\b.*\b(?:help\w*|means?|meant)\b/i;
/** An answer particle alone. */
const particle = /^(?:(?:no|nope|nah|yes|yeah|yep|ok(?:ay)?|sure|alright)\W*)+$/i;
/** Time to talk, the owner's reason for coming back ("I've got a bit of time", "have a minute"). */
const timeToTalk =
  /\b(?:got|have|had|has)\s+(?:a (?:bit|little|few|spare)(?: (?:of|more))? |some |more |the )?(?:spare )?(?:time|minutes?|moments?|secs?|seconds?)\b/i;
/** Someone named by a given name, as the tagger knows them ("Nia's got…"); not Lisa, whom the owner talks to. */
const namesSomeone = (text: string) =>
  taggedTerms(text).some(({ text: word, tags }) => tags.includes('Person') && !/^lisa\b/i.test(word));
/**
 * The reason a goodbye gives before "so"/"and" the leaving, when it tells of someone ("…to help mam with dad's
 * appointments so I should go pack"); null for one of no one's ("I'm on an early shift tomorrow so I'm off to bed").
 */
function toldReason(text: string): string | null {
  const [, reason = '', leaving = ''] = /^(.*?)\s+(?:so|and)\s+(.+)$/i.exec(text.replace(/’/g, "'")) ?? [];
  if (!(preClosing.test(leaving) || goodbyeFormula.test(leaving))) return null;
  const told = namesSomeone(reason) || reason.split(/\s+/).some((word) => kinOf(bareWord(word)).length > 0);
  return told && terms(reason).length >= 4 ? text.slice(0, reason.length) : null;
}

/**
 * A life event the owner has on, its "I" left out ("got a job interview at a courier firm at 10"): told, not a reason.
 * An errand given for going (a hair appointment, parents evening) is only the goodbye's reason.
 */
const hasOn = (text: string) =>
  /^got (?:an?|my)\s+(?:[\w-]+\s+){0,2}(?:interview|job|operation|surgery|exam|audition|wedding|funeral)\b/i.test(
    text,
  ) && terms(text).length >= 4;
/** An errand one has to leave for ("I need to get the dinner on"), after a goodbye. */
const obligation =
  /^(?:and |but |so )?(?:i|we)(?:'ve| have)? (?:really )?(?:need to|have to|must|got to|gotta|should|better)\b/i;
/** The closed class of saying to go on; shared so every reading of going on hears the same words. */
// "On you go": "go on" said the other way round; "keep goin": the g dropped, as typed.
export const goingOn = "carry on|go on|on you go|keep goin(?:g|')?|continue|move on";
/** A complaint that she missed what was said ("did you not see what I said about…?", "you didn't read what I wrote"). */
export const unheard =
  /\b(?:did(?:n'?t)? (?:you|u)(?: not)?|(?:you|u) did(?:n'?t| not))(?: even)? (?:see|read|hear|notice|get) what i (?:said|wrote|told (?:you|u))\b/i;
/**
 * "I told you" heads its clause when it complains (after particles only: "no like, I told you that"); after another
 * verb it is reported ("do NOT tell my coworkers I said that", "Nobody believes I told you that").
 */
const saidHead = String.raw`(?<=(?:^|[,;:!?.(-])\s*(?:(?:no|nah|but|and|well|like|as|um+|uh+|yeah|yes|ok(?:ay)?|so|lol|look|wait|honestly)\W+)*)`;
/**
 * Pointing at what was written before: "I literally wrote that already??", "see above lol", "we already did the dad
 * part"; at its clause's end, so "I wrote that before I left" and "we already did the hard part of the renovation" are
 * told of a life.
 */
const toldAbove = String.raw`\b(?:wrote|written|mentioned|answered|covered) (?:that|this|it|about (?:that|this|it)) (?:all )?(?:already|before|earlier)(?=\W*(?:lol|haha|lmao)?\W*$)|\b(?:see|as i said|like i said|as i wrote|like i wrote|said|wrote|mentioned (?:it|that)) above(?=\W*(?:lol|haha|lmao)?\W*$)|(?:^|[,;:!?.(-])\s*(?:(?:just|pls|please|ok(?:ay)?|so)\s+)*scroll up(?=\W*(?:lol|haha|lmao)?\W*$)|\bwe (?:already|just) (?:did|done|covered|went through|talked about) (?:the|that|this) (?:[a-z'-]+ ){0,2}(?:question|topic)(?=\W*(?:lol|haha|lmao)?\W*$)`;
/** A decline said again ("no like, I said I'd rather not"): her question declined, not a complaint. */
const declineAgain = new RegExp(
  String.raw`${saidHead}i (?:said|told (?:you|u))(?: that)? (?:i'?d rather not|i (?:don'?t|do not|didn'?t) want to|not to)(?=\W*$)`,
  'i',
);
/** "we already did the dad part": a part of the talk, named by a word of her questions or a kin word. */
const didThePart =
  /\bwe (?:already|just) (?:did|done|covered|went through|talked about) (?:the|that|this) ((?:[a-z'-]+ ){1,2})(?:part|bit|stuff)(?=\W*(?:lol|haha|lmao)?\W*$)/i;
const pointsBack = (text: string): boolean => {
  const [, named = ''] = didThePart.exec(text) ?? [];
  return named
    .trim()
    .split(/\s+/)
    .some(
      (word) =>
        kinOf(word).length > 0 ||
        (terms(word).length > 0 && terms(word).every((term) => topicWords.has(term))),
    );
};
/**
 * Remarks about the conversation itself, by the closed class of what one says of a talk: its notes, what was
 * already said, coming back to something, going on, or asking something else.
 */
const alreadyTold = new RegExp(
  `${unheard.source}|${String.raw`\b(?:(?:see|saw|seen|read|hear|heard|miss|missed) what i (?:just )?(?:said|wrote|told (?:you|u))\b|(?:in|on|see|seen|read|check|look at|from|forgot|forgotten|forget|miss|missed|ignore|ignored) (?:my|the) notes?\b|(?:already|just) (?:told|said|wrote|written|mentioned|answered|covered|gave)(?: (?:you|u|that|it|this|about)\b|\W*$)|\b(?:i|we) (?:just|already) (?:did|have|done)\W*$|${saidHead}i (?:told|said) (?:(?:you|u)(?: that)?|that)(?=\W*(?:already|before|lol|haha)?\W*$)|(?<!\b(?:should|could|would|might|must|to)(?:'ve|\s+(?:of|have))?\s+)(?:told|said) (?:(?:you|u|that) )?(?:already|before|earlier)\b|${toldAbove})`}`,
  'i',
);
const conversationRemark = new RegExp(
  String.raw`^(?:(?:no|nah|yeah|yea|yes|yep|ok(?:ay)?|so|it'?s (?:ok(?:ay)?|fine|alright))\W+)*(?:(?:go on|go ahead)(?:\W+|\s+and\s+))?(?:ask(?: (?:me )?(?:something|anything|away|a question))?(?=\W*$)|(?:i'?ll|i will|let me|can i|i'?d like to|we can|let'?s) (?:come|get|go) back to (?:that|this|it)|(?:let'?s|we(?: can| should| could)?|can we|shall we|happy to|ok(?:ay)? to|i'?m happy to|i (?:want|wanna|'?d like) to) (?:just )?(?:${goingOn})|(?:(?:i'?ll|i will|let me|i can|i'?d rather|can i|can we|let'?s|shall we|we can) )?(?:tell (?:you )?|say |talk about |answer |ask (?:me )?|do |try )?(?:something|a question|one|another thing) else(?: instead)?|(?:next|another) (?:one|question)(?: please)?|(?:you|u)(?:'ve| have)? (?:just |already |really |still |never )*(?:asked|ask(?:ing)?|said|answer(?:ed)?|repeat\w*|did(?:n'?t| not) (?:really )?answer|keep (?:asking|saying)|forgot|missed)|let me (?:tell (?:you|u)|talk) about .+ instead|(?:i'?m |we'?re )?(?:happy|ready|keen|good|glad) to (?:get )?(?:start(?:ed)?|begin|go|crack on)(?: (?:whenever|when) (?:you(?:'re| are)|ready))?|ready when you are|(?:let'?s|shall we) (?:start|begin|get started|do (?:this|it))|(?:let me|let'?s|can i|can we|i'?d like to) (?:finish|stay|stick|carry on|keep going) (?:on|with) (?:[a-z']+ ){1,3}?first|(?:i'?m|i am|we'?re|we are) (?:ready|set)(?: now)?(?=\W*$))\b`,
  'i',
);
/** Leave to ask ("if you want to ask me more stuff"): said of the talk. */
const askAway =
  /^(?:(?:if|whenever)\s+)?(?:(?:you|u)\s+(?:want|wanna|can|could|may)\s+(?:to\s+)?|feel free to\s+)(?:ask|keep asking)\b/i;
/** Going on asked for alone ("Carry on.", "just keep going please"): said to her, of the talk. */
const goOnAlone = new RegExp(
  String.raw`^(?:(?:just|please|ok(?:ay)?|so|yeah|yes|yep)\W+)*(?:${goingOn})(?:\s+(?:please|then))?\W*$`,
  'i',
);
/**
 * Going on said in so many words, and not said to be what one cannot do ("i can't go on like this", "i don't know
 * how to move on without him"): a negation earlier in its clause undoes it.
 */
export function saysGoOn(
  text: string,
  // "on you go-getters": a hyphen runs the words on into another, so no going on is said.
  words: RegExp = new RegExp(String.raw`\b(?:${goingOn})\b(?!-)`, 'i'),
): boolean {
  const plain = text.replace(/’/g, "'");
  const found = words.exec(plain);
  if (!found) return false;
  const clause =
    plain
      .slice(0, found.index)
      .split(/[.!?;,]/)
      .at(-1) ?? '';
  return !/\b(?:can'?t|cannot|couldn'?t|won'?t|don'?t|do not|didn'?t|not|never|no way|how to|unable to)\b/i.test(
    clause,
  );
}
/**
 * Her question put off for later: the owner will think about it or come back to it ("I'll have to think about that
 * one", "sorry can i come back to that one", "let me get back to you on that").
 */
const deferral =
  /^(?:(?:sorry|so|ok(?:ay)?|hmm+|oh|ah|um+|well|but)\W+)*(?:i'?ll|i will|i'?d|i need to|let me|can i|could i|can we|could we|may i)\s+(?:have to\s+|need to\s+)?(?:think (?:about|on)|sleep on|mull over|come back to|get back to|go back to)\s+(?:(?:you|u)\s+(?:on|about)\s+)?(?:that|this|it|the question)(?: one)?(?:\s+(?:later|first|a bit|for a bit|another time))?\W*$/i;
/** Sorry for how the owner talks today ("sorry I'm a bit all over the place today"): of the talk, not a life. */
const talkApology =
  /^(?:so\s+)?sorry\W+(?:(?:i'?m|i am|i'?ve been|i have been)\s+(?:\S+\s+){0,8}?(?:today|tonight|right now|at the moment|this (?:morning|afternoon|evening|week))|(?:(?:i'?m|i am)\s+)?(?:(?:kind of|kinda|a bit|a little|bit|so|really|very|just)\s+)*(?:distracted|all over the place|scattered|preoccupied|out of it|rambling))\W*$/i;
/**
 * New to the talk ("just signed up", "not sure how this works", "my friend said I should try this", "my daughter set
 * this up for me", "I'm not very techy", "where do we start?"): a filler of starting out, of the app and the talk,
 * not of a life; her question still stands.
 */
const newToTheTalk =
  /^(?:i'?m|i am|im) (?:not (?:very |that |too |really )?(?:great|good|used to)|(?:really |pretty |quite |a bit )?(?:bad|rubbish|terrible|awful|useless|shy)) (?:at |about )?(?:talking|writing|opening up) about (?:myself|me)(?:,?\s+but (?:let'?s|lets|i'?ll|we'?ll) (?:try|see|give it a (?:go|try|shot))(?: it)?)?\W*$|^(?:(?:i'?m|i am|i)\s+)?(?:just\s+)?(?:signed up|joined|new (?:here|to this))\W*$|\b(?:not sure|no idea|(?:don'?t|do not) know|dunno)\s+(?:how (?:this|it) (?:all )?works|what to (?:say|talk about|tell you|write))\b|\btry(?:ing)? this(?: out)?\W*$|\bbear with me\b|^(?:i'?m|i am) not (?:very |that |too |great |good |much )*(?:techy|tech-savvy|(?:with|on) (?:computers|technology|tech|phones))\W*$|^where (?:do|shall|should) (?:we|i) (?:start|begin)\W*$/i;
/**
 * How the owner feels about this talk, or that it is their first ("bit nervous doing this tbh lol never talked to an
 * ai about myself before"): of the talk, not a life. Only of "this" itself and of talking to a machine: "nervous
 * about my driving test", "bit nervous doing this job", "never talked to my dad about it" are told.
 */
const feelingOfTalk =
  /^(?:(?:i'?m|i am|im|feeling|feel)\s+)?(?:(?:a|bit|little|lil|kinda|kind of|so|really|quite|very|abit)\s+)*(?:nervous|anxious|awkward|shy|scared|unsure|weird|strange)\s+(?:doing|trying|about)\s+this(?=\W|$)/i;
const firstTalkWithMachine =
  /^(?:(?:i'?ve|i have|i)\s+)?never\s+(?:(?:talked|spoken|chatted)\s+(?:to|with)\s+(?:an?\s+)?(?:ai|computer|chatbot|bot|app|robot|machine)(?:\s+about\s+(?:myself|me))?|done\s+(?:this|anything like this))(?:\s+before)?(?=\W|$)/i;
const talkFillers = /^(?:\W|\b(?:tbh|lol|honestly|ngl|haha|and|but|so)\b)*/i;
function ofThisTalk(clause: string): boolean {
  let rest = clause.trim();
  let found = false;
  for (const part of [feelingOfTalk, firstTalkWithMachine]) {
    rest = rest.replace(talkFillers, '');
    const match = part.exec(rest);
    if (match) {
      found = true;
      rest = rest.slice(match[0].length);
    }
  }
  return found && rest.replace(talkFillers, '') === '';
}
/**
 * Someone set the app up for the owner ("My son set it all up for me", "my daughter set this up for me so bear with
 * me"): the whole clause, and no thing named after it as what "it" was ("My son set it up for me, the shed, …",
 * "…set it all up for me in the garage").
 */
const setUpForMe =
  /^(?:[\p{L}'-]+\s+){0,3}?set\s+(?:this|it)\s+(?:all\s+)?up\s+for\s+(?:me|us)(?:\W+(?:so|and)\s+(?:bear with me|i'?m not\b).*)?\W*$/iu;
const setUpForMeIn = (clause: string, rest: string) =>
  setUpForMe.test(clause) && !/^\s*[,:;—–-]\s*(?:the|a|an|my|our|his|her|their)\s/i.test(rest);
/** Going on with the last subject ("sorry still on the last thing", "back to that"): what follows is more of it. */
const stillOnLast =
  /^(?:(?:sorry|so|ok(?:ay)?|and|oh)\W+)*(?:still on|back to|more on|going back to)\s+(?:the last (?:thing|one|bit|subject)|that(?: one)?|what i (?:said|was saying))\W*$/i;
/** Whether a message opens by going on with the subject before it. */
export const continuesLast = (message: string) =>
  stillOnLast.test(
    stripMarkers(clausesOf(sentencesOf(withApostrophes(message))[0] ?? '')[0]?.clause ?? '').text,
  );
/**
 * Her subject put off, then something else announced ("Before school stuff, I should tell you something", "I'll get
 * to opinions, but there's something else…"): a clause of putting off, then "something" told, or "something else" there.
 */
const announcedInstead =
  /^(?:before|i'?ll get to|i will get to)\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+\s*,.*\b(?:(?:tell(?: you)?|say|mention|share)\s+something|(?:there'?s|there is|i'?ve got|i have)\s+something else)\b/iu;
/** Her subject put off ("trips can wait", "sorry school stuff can wait"): said of the talk. */
const canWait =
  /^(?:(?:sorry|so|ok(?:ay)?|oh|nah|well)\W+)*(?:that|this|it|(?:the )?([\p{L}-]+)(?:\s+(?:stuff|questions?|bits?))?)\s+(?:can|will have to|could) wait\W*$/iu;
const putsOff = (text: string) => {
  const found = canWait.exec(text);
  return found !== null && (found[1] === undefined || terms(found[1]).every((term) => topicWords.has(term)));
};
/** A slip of typing put right ("its ITS, typo", "autocorrect sorry"). */
const typo = /\b(?:typo|autocorrect\w*|auto-correct\w*)\b/i;
/** A short sentence of a typo and nothing else: no thing named but the typo ("autocorrect hates my name" names one). */
const typoPutRight = (sentence: string) =>
  typo.test(sentence) &&
  sentence.split(/\s+/).length <= 6 &&
  !taggedTerms(sentence).some(
    ({ text, tags }) =>
      tags.includes('Noun') &&
      !['Pronoun', 'Possessive'].some((tag) => tags.includes(tag)) &&
      !typo.test(text),
  );
/** Saying late what one meant to say ("something I should of said earlier actually"): of the telling. */
const meantToSay =
  /^(?:\S+\s+){0,2}(?:i|we)\s+(?:should|could|would|meant to|forgot to)(?:'ve|\s+(?:of|have))?\s+(?:said|told|mentioned|say|tell|mention)(?:\s+(?:you|u|this|that|it))?(?:\s+(?:earlier|before|at the start|first))?(?:\s+(?:actually|really))?\W*$/i;
/** A wish for her ("hope it's nicer wherever you are"): said to her, of no owner's. */
const wishForHer =
  /^(?:i\s+)?hope\b(?=.*(?<![\p{L}\p{N}])(?:you|your|u|ur)(?![\p{L}\p{N}]))(?!.*(?<![\p{L}\p{N}])(?:i|i'm|my|me|we|our)(?![\p{L}\p{N}]))/iu;
/** Turning from the heavy talk ("ok enough heavy stuff"): said of the talk. */
const enoughOf =
  /^(?:(?:ok(?:ay)?|right|well|anyway)\W+)*enough (?:of )?(?:the |that |this )?(?:\p{L}+ )?(?:stuff|talk|chat|things)\b(?: for (?:now|today|tonight))?\W*$/iu;
/** What the owner says they said ("I said …", "like I told you …"), its words after. */
const reportedSpeech =
  /^(?:(?:as|like)\s+)?(?:i|we)\s+(?:already\s+|just\s+)?(?:said|say|told (?:you|u)|meant|mean)\s+(?:that\s+)?(?:(?:ok(?:ay)?|yes|yeah)\W+)?/i;
/**
 * A remark about the talk: going on, coming back, something else; said of itself ("Let's carry on."), asked for
 * alone ("Carry on."), or reported ("I said we can carry on"): what one says one said about the talk is about it.
 */
function talkRemark(clause: string): boolean {
  const reported = reportedSpeech.exec(clause);
  const said = reported ? clause.slice(reported[0].length) : clause;
  return conversationRemark.test(said) || goOnAlone.test(said) || askAway.test(said);
}
/**
 * Reassurance after her condolence ("No, that was years ago, I'm grand about that", "it's been a while"): said to
 * her, not of the owner's life.
 */
const reassurance =
  /^(?:(?:no|nah|ah no|honestly)\W+)*(?:(?:it'?s|i'?m|that'?s|we'?re) (?:\w+ )?(?:fine|ok(?:ay)?|grand|alright|all right)(?: (?:about|with) (?:it|that))?(?: really| now)?|(?:(?:that|it|[a-z]+) was )?(?:\w+ )?(?:years|ages|a (?:long )?(?:time|while)|long(?: time)?) ago|it'?s been (?:a while|years|ages|a long time))\W*$/i;
/** The owner's mood for the talk or a subject of it ("I'm not really in the mood for trips"). */
const notInTheMood =
  /^(?:and\s+)?(?:(?:just\s+)?so\s+you\s+know\W+)?(?:(?:i'?m|i am)\s+)?(?:really\s+)?not\s+(?:really\s+|quite\s+|very\s+)?in\s+the\s+mood\b/i;
/**
 * The owner's mind not on a subject ("sorry, my head's not on books"): a mood about the talk, not a fact of a life;
 * the subject named, and nothing after it ("my head's not on straight since the op" tells of the owner); "not on
 * straight", "right", "properly" or "fire" is how the owner is, not where the mind is.
 */
const mindElsewhere =
  /^(?:(?:so\s+)?sorry\W+)?(?:(?:and|but|so)\s+)?my\s+(?:head|mind)(?:'s|\s+is)\s+(?:just\s+|really\s+)?not\s+on\s+(?!(?:straight|right|properly|fire)\b)(?:the\s+)?[\p{L}-]+(?:\s+(?:today|tonight|right now|at the moment))?\W*$/iu;
/** Asking her not to ask of a subject ("pls dont ask me about work stuff today"): said of the talk, like a mood. */
const notAsked = /^(?:and\s+)?(?:(?:please|pls|plz)\s+)?(?:don'?t|do not)\s+ask\s+(?:me\s+)?(about\s+.+)$/i;
/** After the mood: for a subject, or to talk of one ("to cook" is a habit, not a subject of the talk). */
const moodFor = /^\s+(?:for\s+(.+)|to\s+((?:talk|chat|discuss|go into|get into)\b.*))$/i;
/**
 * What the owner's own clause says they are not in the mood to talk about ("honestly not in the mood for talking
 * about school tonight" → "talking about school tonight"): null for someone else's mood ("my son was not in the
 * mood for school") or a habit ("I'm not in the mood to cook most nights").
 */
export function moodAgainst(message: string): string | null {
  for (const sentence of sentencesOf(message.replace(/’/g, "'")))
    for (const { clause } of clausesOf(sentence)) {
      const opening = stripMarkers(clause).text;
      const mood = notInTheMood.exec(opening);
      const found = mood ? moodFor.exec(opening.slice(mood[0].length)) : notAsked.exec(opening);
      const about = found?.[1] ?? found?.[2];
      if (about && !habitual.test(sentence)) return about;
    }
  return null;
}
/** Stepping away for a moment ("give me a minute", "brb"), and coming back ("ok back"): not a goodbye, not kept. */
const holdFormula =
  /^(?:brb|be right back|back in a (?:sec|second|minute|min|bit|moment)|(?:give|gimme) me (?:a|one|a few) (?:sec(?:ond)?s?|min(?:ute)?s?|moment)|hang on|hold on|one (?:sec(?:ond)?|moment|minute|min)|just a (?:sec(?:ond)?|minute|moment)|gimme a (?:sec|minute|min))\b/i;
const backFormula =
  /^(?:(?:ok(?:ay)?|right|sorry|hi|hiya|hey|hello)\W+)?(?:i'?m )?back(?: now| again)?\W*$|^(?:(?:ok(?:ay)?|right|sorry|so|anyway)\W+)?where were we\b/i;
/** A clause announcing a question or putting off an answer ("Quick one before that", "Before we start"). */
const preface =
  /^(?:(?:just )?(?:a )?quick (?:one|question|thing)(?: (?:before|first)(?: that)?)?|(?:(?:one|a) (?:more )?(?:thing|question)|something)(?: first)?|before (?:that|we (?:start|begin|go on)|i answer(?: that)?|i say)|first(?: though)?|if i (?:may|might)|(?:so|ok(?:ay)?|well) first|not (?:so |too |really )?sure about (?:that|this)(?: one)?|(?:here'?s |there'?s )?(?:something|one thing|a thing) (?:you should|you ought to|you might want to|to) know about me|(?:sorry\W+)?(?:i (?:have|need|want|wanted) to|i'?ve got to|i gotta|let me) tell (?:you )?(?:something|one thing)(?: first| quickly| before (?:that|we go on))?)\W*$/i;
/** "let me think", "hmm lemme have a think": the owner is finding an answer; she waits for it. */
const thinking =
  /^(?:\W*(?:hmm+|um+|erm+|ooh?|ok(?:ay)?|right|well|lol|honestly)\W+)*(?:let me|lemme|i need to|i'?ll have to) (?:think|have a think|think about (?:it|that))\W*$/i;
/** Weighing her question before answering it ("Big question", "That's a tough one"): she waits, not skips. */
const weighing =
  /^(?:(?:that'?s|it'?s|what|ok(?:ay)?|hmm+|ooh?|wow)\W+)*(?:a )?(?:big|tough|hard|good|great|difficult|deep|heavy|tricky) (?:one|question)\W*$/i;
/**
 * Stuck for a way in ("not sure where to start", "hmm, hard to say"): asking for help, not declining. Only the whole
 * clause: "hard to say which I liked more, Rome or Paris" goes on to answer.
 */
const stuck =
  /^(?:(?:hmm+|um+|erm?|oh|well|honestly|tbh)\W+)*(?:(?:i'?m|i am)\s+)?(?:(?:really|just|honestly)\s+)?(?:not sure|no idea|(?:i\s+)?(?:don'?t|do not) know|dunno|can'?t think)\s+(?:where|how)\s+to\s+(?:start|begin)(?:\s+really)?\W*$|^(?:(?:it'?s|that'?s)\s+)?(?:(?:so|really|quite|pretty|very)\s+)?(?:hard|difficult|tough|tricky)\s+to\s+(?:say|tell|answer|choose|pick)(?:\s+really)?\W*$/i;
const plainClause = (clause: string) => clause.trim().replace(/’/g, "'");
/** Asking leave to tell something: a modal, the owner, a verb of telling, then the question's end. */
const askingToTell =
  /^(?:\W*\w+\W+)?(?:can|could|may|shall) (?:i|we) (?:tell|talk|say|share|speak)\b.*\?\W*$|^(?:\W*\w+\W+)?(?:can|could|may) i (?:just )?(?:say|tell you|mention|add) (?:something|one thing|a thing)(?: (?:first|quickly|quick|real quick|before we (?:go on|carry on|start)))?\W*$/i;
/** Second person: the question is about Lisa. */
const secondPerson = /\b(?:you|your|yours|yourself|u|ur)\b/i;
/**
 * Questions about her question or about the owner are hers to hear as intents ("Why do you ask?", "Can you repeat
 * the question?", "What do you mean?", "What do you know about me?", "Do you think I should…?").
 */
const aboutInterviewOrOwner =
  /\bwhy\b.*\b(?:ask|asking|want|need)\b|\b(?:repeat|mean)\b|\b(?:say|ask|read) (?:that |it |the question )?again\b|\bthe question\b|\b(?:i|me|my|mine|we|our)\b/i;

/**
 * Contractions typed without their apostrophe ("im", "id rather", "didnt"), written out, so that a message typed in
 * haste is read as the same words.
 */
export function withApostrophes(message: string): string {
  // Word edges are letters of any script: "ngoại" ends in a letter, so its "i" is no word of its own.
  return (
    message
      .replace(/(?<![\p{L}\p{N}])i(?=\s)/gu, 'I')
      .replace(/(?<![\p{L}\p{N}])[Ii](m|ve)(?![\p{L}\p{N}])/gu, "I'$1")
      .replace(
        /(?<![\p{L}\p{N}])[Ii]d(?= (?:rather|sooner|prefer|love|like|say|be|have|never|go|want|better|need)\b)/gu,
        "I'd",
      )
      .replace(
        /(?<![\p{L}\p{N}])(do|did|does|is|was|were|are|ca|wo|could|would|should|have|has|had|must)nt(?![\p{L}\p{N}])/giu,
        "$1n't",
      )
      .replace(
        /(?<![\p{L}\p{N}])(that|what|there|who|here)s(?= (?:a|an|the|my|it|not|what|all|why|how|just|so|been|when)\b)/giu,
        "$1's",
      )
      .replace(/(?<![\p{L}\p{N}])(you|they)re(?![\p{L}\p{N}])/giu, "$1're")
      .replace(
        /(?<![\p{L}\p{N}])([Ll])ets(?= (?:just |not |go|carry|move|continue|keep|skip|talk|do|get|start|begin|see)\b)/gu,
        "$1et's",
      )
      .replace(/(?<![\p{L}\p{N}])(you|we|they)ve(?![\p{L}\p{N}])/giu, "$1've")
      // "shouldve said earlier": a modal and "ve" are no word of their own.
      .replace(/(?<![\p{L}\p{N}])(should|would|could|must|might)ve(?![\p{L}\p{N}])/giu, "$1've")
      // "its my father": a possessive is never followed by another.
      .replace(
        /(?<![\p{L}\p{N}])([Ii])ts(?= (?:my|your|his|her|our|their|not|a|an|the|just|been|so|very|all|like|only|ok|fine|me)\b)/gu,
        "$1t's",
      )
  );
}

/** Thanks in other words ("means a lot", "it meant so much to me"), said with no subject of the owner's. */
const meansALot =
  /^(?:(?:that|it|this)\s+)?(?:(?:really|truly)\s+)?(?:means?|meant)\s+(?:(?:such\s+)?a lot|so much|the world|a great deal)(?:\s+to\s+me)?\W*$/i;

/**
 * `thanksDue`: her last reply met hard news with care or helped, so a kind remark opening this one ("that's kind",
 * "means a lot") is thanks.
 */
export function readMessage(original: string, thanksDue = false): Reading {
  const message = withApostrophes(original);
  const reading: Reading = {
    content: '',
    greeting: false,
    thanks: false,
    goodbye: false,
    wrapUp: false,
    decline: false,
    toLisa: null,
    meta: null,
    reaction: null,
    digression: false,
    smallTalk: null,
    hold: null,
    praise: false,
    deferred: false,
  };
  let laughed = false;
  let instead = false;
  let fillers = false;
  let ledIn = false;
  const kept: string[] = [];
  /** Per kept sentence: whether it opens with a turn to something else ("oh btw …"). */
  const turned: boolean[] = [];
  let afterMeta = false;
  /** A turn to something else ("Oh btw. My sister…"): the next sentence kept is turned to. */
  let turning = false;
  const sentences = sentencesOf(message);
  for (const [i, whole] of sentences.entries()) {
    const sentence = afterTheWeatherTail(reading.smallTalk, whole);
    const unquoted = sentence.replace(/’/g, "'");
    // "I work as a nurse. I also coach netball.": "also"/"too" turns aside only before anything is kept; later in
    // the answer it adds to what was told.
    turning ||= (kept.length === 0 ? digressionMarker : turnMarker).test(unquoted);
    // "Did you not read my notes? It's all there.": a short sentence after a complaint, of no owner, is part of it.
    // "Its hit me hard.": the owner as object tells of the owner, not of the complaint.
    // "…wrote that already?? fridges. supermarket fridges.": a phrase of no verb is the answer given again.
    const complaint =
      afterMeta &&
      taggedTerms(unquoted).some(isVerb) &&
      !ownerWords.test(unquoted) &&
      !/\b(?:me|us)\b/i.test(unquoted) &&
      unquoted.split(/\s+/).length <= 6;
    afterMeta = false;
    // "ha ok dodged. well my best mate is jo…": a word after laughter, of no owner, before more is said, is a
    // reaction to her, not a fact.
    const firstWord = unquoted.trim().split(/\s+/)[0] ?? '';
    if (
      i < sentences.length - 1 &&
      isLaugh(bareWord(firstWord), firstWord) &&
      !ownerWords.test(unquoted) &&
      stripMarkers(unquoted).text.split(/\s+/).length === 1
    ) {
      laughed = true;
      continue;
    }
    // "It's roasting today. Typical June.": a short sentence of no owner's after small talk goes on with it.
    // "…chucking it down here. typical november, my brolly gave up on the way home lol": a short mishap of the
    // owner's after the weather is more of it.
    if (
      reading.smallTalk &&
      (afterTheWeather(reading.smallTalk, unquoted) ||
        (!ownerWords.test(unquoted) && unquoted.split(/\s+/).length <= 4)) &&
      !formulaOf(unquoted) &&
      // "…the plows haven't come by yet. how's your day going?": asked of her, not more of the weather.
      !isQuestionToLisa(sentence)
    )
      continue;
    // "I told you, the convent school.": a complaint first is all the sentence says; told later ("…, like I told
    // you"), only its own clause goes.
    const opening = clausesOf(unquoted)[0]?.clause ?? '';
    // "As I told you, I grew up in …": a telling that frames what follows is a clause of its own, not a complaint.
    // Said to have been told before ("As I said before, my mum."), it is a complaint still.
    const framing =
      /^(?:as|like)\b/i.test(opening.trim()) &&
      !/\b(?:already|before|earlier)\b/i.test(opening) &&
      opening.trim().length < unquoted.trim().length - 2;
    // "the morning stuff I just told you, did that get saved?": asked of her notes, not a complaint.
    const asked = herNotes.test(unquoted) && isQuestionToLisa(sentence);
    // "no like, I said I'd rather not.": her question declined again; nothing of it is kept.
    if (declineAgain.test(unquoted.replace(/’/g, "'"))) {
      reading.decline = true;
      continue;
    }
    // "I'd rather not talk about that any more than I just did": a decline that says it was told, still a decline.
    const declining = declineFormula.test(opening.trim());
    if (
      ((alreadyTold.test(opening) || pointsBack(opening)) &&
        !hasNews(unquoted) &&
        !framing &&
        !asked &&
        !declining) ||
      complaint
    ) {
      reading.meta = 'told';
      afterMeta = true;
      continue;
    }
    // "Before school stuff, I should tell you something…": her subject put off for a telling announced; the telling
    // itself follows.
    if (announcedInstead.test(unquoted) && !hasNews(unquoted)) {
      reading.meta ??= 'remark';
      continue;
    }
    // "Sorry, kind of distracted.", "lol its ITS, typo.": sorry for how the owner talks, or a typo put right.
    if (talkApology.test(unquoted) || mindElsewhere.test(unquoted) || typoPutRight(unquoted)) {
      reading.meta ??= 'remark';
      continue;
    }
    // "It's my father, not my mother.": a correction of what she said, not a fact to keep.
    if (correction.test(unquoted) || spelledOut.test(unquoted)) {
      reading.meta ??= 'remark';
      continue;
    }
    // '"Starting"?', "his job's job?", "I didn't?", "wait no I didn't??": words of hers echoed back in doubt, a
    // remark about what she said; not a question of its own ("are you ok?", "why not?").
    if (
      /^["“'‘]?\p{L}+(?:\s\p{L}+)?["”'’]?\?+$/u.test(sentence) ||
      (echoedWords(unquoted) &&
        !/^(?:what|who|why|how|where|when|which|is|are|do|does|did|can|could|will|would)\b/i.test(unquoted) &&
        // "My old job? Nurse, …": the owner's own words, naming what the answer is of; "my mum did??" doubts.
        (!/\bmy\b/i.test(unquoted) || disbelief.test(unquoted)) &&
        !isQuestionToLisa(sentence))
    ) {
      reading.meta ??= 'remark';
      continue;
    }
    // "Could I talk about my garden instead?": asking leave to tell is about the talk; what follows is told.
    if (askingToTell.test(unquoted)) {
      reading.meta ??= 'remark';
      instead = true;
      continue;
    }
    // "You know what I do on my days off? Fishing…": a question the owner answers names their own subject, not hers.
    if (ownQuestion.test(unquoted)) instead = true;
    // "who gets to read this? like is it just me or can other people see it": asked on, its question mark left out.
    if (reading.toLisa && !isQuestionToLisa(sentence) && askedOn.test(inFullWords(unquoted))) {
      // One question with the one it goes on from, as it is answered; only up to its clause's end: "…, we have two
      // labradors" after it is told, read as a sentence of its own.
      const [asked, next] = clausesOf(sentence);
      reading.toLisa = `${reading.toLisa.replace(/\?+\s*$/, ',')} ${(asked?.clause ?? sentence).replace(/[.!]*$/, '?')}`;
      if (next) sentences.splice(i + 1, 0, sentence.slice(next.at));
      continue;
    }
    if (isQuestionToLisa(sentence)) {
      reading.toLisa = reading.toLisa ? `${reading.toLisa} ${sentence}` : sentence;
      continue;
    }
    // "are you a real person or a computer program? my son says it's all computers now": said of her question,
    // in its own words, no fact of the owner's.
    if (reading.toLisa && ofHerQuestion(unquoted, reading.toLisa)) continue;
    // "how's your week? mine was hectic, …": the owner's own day told back beside asking after hers is small talk.
    if (reading.toLisa && howAreYou.test(reading.toLisa) && dayToldBack.test(unquoted)) {
      reading.smallTalk ??= 'day';
      continue;
    }
    // What is kept is cut from the sentence as written: its clauses about the owner, without their fillers.
    const spans: Array<{ start: number; end: number }> = [];
    /** Reasons for going that tell of someone (`toldReason`): kept whatever else the goodbye takes with it. */
    const reasons: Array<{ start: number; end: number }> = [];
    const leaving = reading.goodbye;
    // A clause after a remark about the talk ("Let's carry on, it helps.") belongs to it, unless about the owner.
    let remark = false;
    let thankedHere = false;
    /** After a clause of the talk, a clause of no verb names what it was about. */
    let namedNext = false;
    /** After "back" in this sentence, the clauses on say why (a quiet night, a bit of time). */
    let returned = false;
    for (const { clause, at } of clausesOf(sentence)) {
      const bare = stripMarkers(clause);
      // "I'll have to think about that" puts her question off (a deferral), not a wait on it.
      const bareText = bare.text.replace(/’/g, "'");
      if (weighing.test(bareText) || (thinking.test(clause.replace(/’/g, "'")) && !deferral.test(bareText))) {
        reading.hold ??= 'think';
        continue;
      }
      if (stuck.test(bare.text.replace(/’/g, "'")) || stuck.test(plainClause(clause))) {
        reading.hold ??= 'stuck';
        continue;
      }
      // "Something I meant to say earlier: …", "…, as I mentioned before": said of the telling, not of a life.
      if (speaksOfTheTalk(clause) || speaksOfTheTalk(bare.text)) {
        reading.meta ??= 'remark';
        namedNext = true;
        continue;
      }
      // "going back to something you asked, about the most memorable trip - …": the name of what was asked.
      if (namedNext && /^(?:about|on)\s/i.test(bare.text) && !taggedTerms(bare.text).some(isVerb)) continue;
      namedNext = false;
      const unsaid = clause.replace(/’/g, "'");
      if (
        (alreadyTold.test(unsaid) || pointsBack(unsaid)) &&
        !hasNews(clause) &&
        !declineFormula.test(bare.text.replace(/’/g, "'"))
      ) {
        reading.meta = 'told';
        remark = true;
        continue;
      }
      const plain = bare.text.replace(/’/g, "'");
      // "lol a trip, I'll have to think about that one": the question put off, and its echo before it, which has no
      // verb; "my mum was a nurse in Leeds - let me get back to you on that" keeps the fact.
      if (deferral.test(plain)) {
        reading.deferred = true;
        reading.meta ??= 'remark';
        const told = spans.filter(({ start, end }) =>
          taggedTerms(sentence.slice(start, end)).some((term) => term.tags.includes('Verb')),
        );
        spans.splice(0, spans.length, ...told);
        continue;
      }
      if (turnedAway.test(plain)) {
        reading.meta ??= 'remark';
        instead = true;
        continue;
      }
      // "leave the claire stuff": a subject dropped, said of the talk.
      if (leaveTheSubject.test(plain)) {
        reading.decline = true;
        continue;
      }
      if (wrapUpSoon.test(plain)) {
        reading.wrapUp = true;
        continue;
      }
      if (talkApology.test(plain) || enoughOf.test(plain) || meantToSay.test(plain) || putsOff(plain)) {
        reading.meta ??= 'remark';
        continue;
      }
      if (wishForHer.test(plain)) continue;
      if (talkRemark(bare.text.replace(/’/g, "'"))) {
        reading.meta ??= 'remark';
        // "Something else instead: …", "I'll come back to that.": what follows answers none of her questions.
        instead ||= /\b(?:back to|else|another|next|instead)\b/i.test(bare.text);
        remark = true;
        continue;
      }
      // "Not in the mood for trips today": a mood about the talk, not a fact of a life; not a decline either.
      if (notInTheMood.test(plain) || mindElsewhere.test(plain) || notAsked.test(plain)) {
        reading.meta ??= 'remark';
        remark = true;
        continue;
      }
      if (remark && !ownerWords.test(bare.text)) continue;
      const said = clause.trim().replace(/’/g, "'");
      if (preface.test(said) || preface.test(bare.text.replace(/’/g, "'"))) continue;
      if (
        shrugs(bare.text) ||
        pointer.test(bare.text) ||
        questionPointer.test(bare.text) ||
        askedBefore.test(bare.text) ||
        (topicPointer.exec(`${bare.text},`)?.index === 0 &&
          /^[,:;—–-]/.test(sentence.slice(at + clause.length))) ||
        thinkingOver.test(bare.text) ||
        sameAnswer.test(bare.text) ||
        newToTheTalk.test(plain) ||
        (ofThisTalk(plain) && kept.length === 0 && spans.length === 0) ||
        setUpForMeIn(plain, sentence.slice(at + clause.length)) ||
        stillOnLast.test(plain) ||
        easyOne.test(bare.text.replace(/’/g, "'"))
      ) {
        fillers = true;
        continue;
      }
      if (leadIn.test(bare.text)) {
        ledIn = true;
        continue;
      }
      // "thanks lisa, means a lot", "that's kind" after her care: thanks in other words, before anything is told,
      // and the end of its sentence but for thanks ("It means a lot to me, I've been a nurse…" is of the owner's life).
      // "that's nice" or "that's lovely" alone may be said of the news, so it thanks only beside thanks.
      const kindness =
        kindOfHer(bare.text, reading.thanks || kindWord.test(bare.text)) ||
        meansALot.test(bare.text.replace(/’/g, "'"));
      const ends = thanksOnly.test(sentence.slice(at + clause.length));
      if ((thanksDue || reading.thanks) && kindness && ends && spans.length === 0 && kept.length === 0) {
        reading.thanks = true;
        thankedHere = true;
        continue;
      }
      if (praiseOfTalk.test(bare.text.replace(/’/g, "'")) || kindOfHer(bare.text, reading.thanks)) {
        reading.praise = true;
        continue;
      }
      if (reassurance.test(said) || reassurance.test(bare.text.replace(/’/g, "'"))) {
        reading.meta ??= 'remark';
        continue;
      }
      if (holdFormula.test(said) || backFormula.test(said) || backFormula.test(bare.text)) {
        reading.hold ??= holdFormula.test(said) ? 'away' : 'back';
        returned ||= reading.hold === 'back';
        // "Give me a sec, someone's at the door": the reason for stepping away goes with it.
        if (reading.hold === 'away') break;
        continue;
      }
      remark = false;
      // "Wee bit of trivia: I can juggle", "Fun fact: …": an announcement of what follows, of no owner.
      // "Something you should know about me instead: …": one that says only that something is told, owner or not.
      if (
        sentence[at + clause.length] === ':' &&
        ((!ownerWords.test(bare.text) && bare.text.split(' ').length <= 6) ||
          (announcesTelling.test(bare.text) &&
            clauseAfter.test(sentence.slice(at + clause.length + 1).replace(/’/g, "'"))))
      )
        continue;
      const found = formulaOf(clause) ?? formulaOf(bare.text);
      // "Up at 5, morning prayer, …": a greeting opens a talk; after something told it is part of the telling.
      // "well that's me. I'm a baker in Leeds": "that's me" takes leave only as the last thing said.
      const notLast =
        found === 'goodbye' && /that'?s me\W*$/i.test(bare.text) && sentence !== sentences.at(-1);
      const form = (found === 'greeting' && (spans.length > 0 || kept.length > 0)) || notLast ? null : found;
      laughed ||= bare.laughed;
      fillers ||= bare.text !== clause;
      if (form) reading[form] = true;
      thankedHere ||= form === 'thanks';
      // "I'm flying home to Limerick on friday to help mam with dad's appointments so I should go pack": a reason for
      // going that tells of the owner's people is kept, the leaving dropped.
      const reason = form === 'goodbye' ? toldReason(bare.text) : null;
      if (reason) {
        const start = at + clause.indexOf(reason);
        reasons.push({ start, end: start + reason.length });
        continue;
      }
      // "Grand soft day here, the rain hasn't stopped": small talk to the end of the sentence, never kept.
      // "It's 36 degrees here today, the aircon died, I was melting": the weather goes on to the sentence's end.
      // "bit grim out here today, rain … and i forgot my brolly": the weather the sentence goes on to is more than a
      // remark on the day.
      const ofClause = form || spans.length > 0 ? null : smallTalkIn(clause);
      const talk =
        form || spans.length > 0
          ? null
          : ofClause && ofClause !== 'day'
            ? ofClause
            : (smallTalkIn(sentence.slice(at)) ?? ofClause);
      // "I fix up old bikes. Right now a 1962 Gazelle…": after a fact, "now" places the next one, not the day.
      // "losing koro is the big one right now, and deep water, i nearly drowned…": a remark of "now" that the
      // sentence goes on to tell of the owner is part of an answer, not a remark on the day.
      const ofTheDay = !(kept.length > 0 || ownerWords.test(sentence.slice(at).replace(/’/g, "'")));
      if (talk && (talk !== 'day' || ofTheDay)) {
        reading.smallTalk ??= talk;
        break;
      }
      if (form && spans.length > 0) break;
      if (form || bare.text === '') continue;
      // "That'll do for today, I need to get the dinner on", "I'd better go, the kids need their tea": the reason
      // for going is part of the goodbye.
      // "…, her by the range teaching me": the owner as object is the owner's too.
      const owners =
        ownerWords.test(bare.text) ||
        /(?<![\p{L}\p{N}])(?:me|myself)(?![\p{L}\p{N}])/iu.test(bare.text) ||
        hasOn(bare.text);
      // "gotta go. oh ama wants to be a vet btw": a sentence after the goodbye that turns to something is told,
      // not the goodbye's reason.
      // "bye! … Nia's got her first match on saturday, she's dead nervous": a sentence of its own telling of someone
      // by name is news of theirs, not why the owner goes.
      const toldOnLeaving =
        leaving &&
        (digressionMarker.test(unquoted) || (namesSomeone(bare.text) && terms(bare.text).length >= 4));
      if (reading.goodbye && (obligation.test(bare.text.replace(/’/g, "'")) || (!owners && !toldOnLeaving)))
        continue;
      // "back again, quiet night on the station so i've got a bit of time": why the owner is back is part of it.
      if (returned && spans.length === 0 && (timeToTalk.test(bare.text.replace(/’/g, "'")) || !owners))
        continue;
      // "Thanks for asking, nobody ever does": beside thanks, no one else asking is said of the asking.
      // "thanks for listening, it actually helped a bit": what the talk did is the thanks' reason.
      if (
        thankedHere &&
        !ownerWords.test(bare.text) &&
        (noOneElse.test(bare.text) || talkHelped.test(bare.text))
      )
        continue;
      // "my job, but that's going too": after something kept, the "but" or "so" that joins it on is meant.
      const joined =
        spans.length > 0 ? /\b(?:but|so)\s+$/i.exec(clause.slice(0, clause.indexOf(bare.text))) : null;
      const start = at + clause.indexOf(bare.text) - (joined?.[0].length ?? 0);
      spans.push({ start, end: at + clause.indexOf(bare.text) + bare.text.length });
    }
    // "Anyway, Mum is calling me, gotta run!": a sentence that turns to leave is the goodbye's reason, all of it.
    // "Right, tea's ready, I'm off": beside a goodbye, a clause of no owner's is its reason too.
    if (!leaving && reading.goodbye) {
      const of = (test: (text: string) => boolean) =>
        spans.filter(({ start, end }) => test(sentence.slice(start, end).replace(/’/g, "'")));
      const own = of((text) => ownerWords.test(text) || hasOn(text));
      // "Anyway, must run, practice at 7 and I'm the only tenor who can read music": who the owner is stays.
      const who = spans.flatMap(({ start, end }) => {
        const found = identity.exec(sentence.slice(start, end).replace(/’/g, "'"));
        return found ? [{ start: start + found.index + found[0].length - (found[1]?.length ?? 0), end }] : [];
      });
      spans.splice(0, spans.length, ...(closingMarker.test(sentence) ? [...who, ...of(hasOn)] : own));
    }
    spans.push(...reasons);
    spans.sort((a, b) => a.start - b.start);
    const text = spans
      .map(({ start, end }, i) => {
        const before = i === 0 ? '' : sentence.slice(spans[i - 1]?.end, start);
        // "not got strong views tbh, isla's…": a filler left out keeps the comma after it, the clauses' boundary.
        return `${boundaryIn(before)}${i === 0 ? '' : ' '}${sentence.slice(start, end)}`;
      })
      .join('');
    // The sentence's own end when what is kept ends it ("…engaged!"), else a full stop ("…marmitako, and thanks!").
    const ending = (spans.at(-1)?.end ?? 0) >= sentence.replace(/[.!?…]+$/, '').length ? sentence : '.';
    // "the noisy one lol always in the choir": laughter inside a sentence is not part of the fact.
    const told = text
      .split(' ')
      .filter((token) => !isLaugh(bareWord(token), token))
      .join(' ');
    if (told) {
      kept.push(asSentence(told, ending));
      turned.push(turning);
      turning = false;
    }
  }
  // "…my engagement went tits up so id rather not talk about the ex tbh, thats a whole thing": a decline joined on
  // to what was told ends what is kept; the fact before it stays, what is declined goes.
  for (const [i, text] of kept.entries()) {
    const plain = text.replace(/’/g, "'");
    const cut = declineFormula.test(plain) ? null : declinedOn.exec(plain);
    if (cut && cut.index > 0) kept[i] = asSentence(text.slice(0, cut.index).replace(/[\s,;:—–-]+$/, ''), '.');
  }
  // "No. I told you, …": the particle is part of the complaint, not a decline.
  // "No, that was years ago. It's Máire I miss.": the particle goes with the remark, not the note.
  // "lol yes", "hmm yeah": a particle beside laughter or a filler is a reaction, not an answer to ask more of.
  reading.content = kept
    .filter((text) => !((reading.meta || laughed || fillers) && particle.test(text)))
    .join(' ');
  // A decline of her question is all a message says: what follows it is its reason, not a note.
  // "Eish, I'd rather not…": a word of exclamation before it leaves it a decline.
  // "I teach maths. I'd rather not talk about my ex.", "Pass for now. Oh btw, my neighbour taught me to knit.":
  // the facts before it and those it turns away to stay; so does hard news told after it ("Not in the mood for
  // trips. My boyfriend and I broke up last week."), which is no reason for the decline but news of its own.
  const declined = kept.findIndex((text) => {
    const said = text.replace(/’/g, "'");
    return declineFormula.test(said) || declineFormula.test(said.replace(/^[\p{L}']+,\s*/u, ''));
  });
  if (declined >= 0) {
    reading.decline = true;
    reading.content = kept
      .filter((text, i) =>
        i < declined ? ownerWords.test(text) : i > declined && (turned[i] || hardNewsIn(text)?.news === true),
      )
      .join(' ');
  }
  if (ledIn && !reading.content) reading.hold ??= 'think';
  // "…at twenty to six. Thanks for being patient, by the way.": a marker in what is said after the fact, and not
  // kept, turns nothing; "also"/"too" after the first kept sentence adds to the answer ("Mostly the garden. Football
  // too."), so it turns nothing either, as an answer to her question stays filed under it.
  reading.digression = instead || turned.some(Boolean);
  const social =
    reading.hold ||
    reading.smallTalk ||
    reading.greeting ||
    reading.thanks ||
    reading.goodbye ||
    reading.toLisa ||
    reading.decline ||
    reading.praise ||
    reading.meta;
  if (!reading.content && !social && (laughed || fillers))
    reading.reaction = laughed ? 'laugh' : 'backchannel';
  return reading;
}

/**
 * "Something you should know about me", "one thing to tell you": a telling announced, of nothing yet. Only the forms
 * that announce ("you should", "I want to", "to"): "One thing I learned to say: no." names the fact.
 */
const announcesTelling =
  /^(?:(?:and|oh|so)\s+)?(?:something|one thing|another thing|a thing)\s+(?:(?:you|u|i)\s+(?:should|must|need\s+to|have\s+to|ought\s+to|want(?:ed)?\s+to|might\s+want\s+to)|to)\s+(?:know|tell|say|mention|share)(?:\s+(?:you|u|about me|instead|first|now))*$/i;
/** A full clause after the colon ("I'm a mad keen angler"), not a bare word or name ("no", "my salary"). */
const clauseAfter =
  /^\s*(?:i|we|you|he|she|they|it|there|(?:my|our|his|her|their)\s+[\p{L}-]+)(?:'[\p{L}]+)?\s+[\p{L}]/iu;

/**
 * The punctuation between two kept clauses: a comma, semicolon or colon; else a spaced dash, kept as written ("Davie
 * Muir — we met…"), so the note does not run its clauses together.
 */
function boundaryIn(between: string): string {
  const mark = /[,;:]/.exec(between)?.[0];
  const dash = /\s([-–—])\s/.exec(between)?.[1];
  return mark ?? (dash ? ` ${dash}` : '');
}

/**
 * The clause of a message that declines ("id rather not talk about that one, most of the good trips were with my ex
 * wife" → "id rather not talk about that one"): the topic is named there; the reason may name others.
 */
export function declineClause(message: string): string {
  return message.split(/[,.;:!?]+\s*|\s[-–—]\s/).find((clause) => readMessage(clause).decline) ?? message;
}

/** "It's my father, not my mother", "My father, not my mother": one thing put right for another. */
const correction =
  /^(?:(?:no|nope|and|but|oh)\W+)?(?:(?:it|that)'s\s+|(?:it|that) (?:is|was)\s+)?(?:my|your|the|his|her)?\s*[\p{L}'-]+,?\s+not\s+(?:my|your|the|his|her)?\s*[\p{L}'-]+(?:\s+(?:by the way|btw|though|tho))?\W*$/iu;

/**
 * A word of the owner's spelled out for her ("jan as in january not a person", "prob = probably"): of what was said,
 * not of a life.
 */
const spelledOutAs =
  /^(?:(?:lol|haha|no|oh)\W+)*[\p{L}'-]+\s+as in\s+[\p{L}'-]+,?\s+not\s+(?:a|an)\s+[\p{L}'-]+\W*$/iu;
const spelledOut = {
  test(text: string): boolean {
    if (spelledOutAs.test(text)) return true;
    // "prob = probably": a shorthand under five letters, and the word it begins.
    const [, short, word] = /^(?:(?:lol|haha|no|oh)\W+)*([\p{L}']+)\s*=\s*([\p{L}']+)\W*$/iu.exec(text) ?? [];
    return !!short && !!word && short.length < 5 && word.toLowerCase().startsWith(short.toLowerCase());
  },
};

/** A question mark doubled or with an exclamation mark ("??", "!?", "?!"): disbelief, not a plain question. */
const disbelief = /(?:\?[?!]|!\?)[?!]*$/;

/**
 * Three words asked back ("his job's job?"), or in disbelief one to four ("I did!?", "wait no I didn't??"), with
 * no question word among them ("what I did?? …" leads in to what is told).
 */
function echoedWords(text: string): boolean {
  const asked = /^([\p{L}']+(?:\s[\p{L}']+)*)[?!]*\?[?!]*$/u.exec(text)?.[1];
  if (!asked) return false;
  const count = asked.split(/\s+/).length;
  const doubt = disbelief.test(text);
  return (
    (doubt ? count <= 4 : count >= 2 && count <= 3) &&
    !/\b(?:what|who|why|how|where|when|which)\b/i.test(asked)
  );
}

/** Verbs of telling: a clause whose verbs are these names the talk itself. */
const tellingVerbs = new Set('say tell mention ask answer add explain repeat'.split(' '));
/** Verbs of writing down, a telling when what they put is a note ("I already put some of that in a note"). */
const notingVerbs = new Set(['put', 'write', 'cover']);
/** Verbs that frame a telling ("I meant to say", "I forgot to mention", "going back to what you asked"). */
const framingVerbs = new Set([
  'mean',
  'forget',
  'go back',
  'come back',
  'get back',
  'want',
  'like',
  'need',
  // "as I think I said": the speaker's stance on their own telling.
  'think',
  'guess',
  'believe',
]);
/** Verbs of the speaker's own mind at the moment of telling ("before I forget", "wait, I was still thinking"). */
const stanceVerbs = new Set('mean forget think guess believe suppose remember wait'.split(' '));
/** Nouns a talk has of its own: "something", "another thing", "at the start", "from before". */
const talkNouns = new Set(
  'something nothing lot much thing one start beginning question questions point bit earlier before note notes'.split(
    ' ',
  ),
);
/** Words that may stand beside them in a clause of no verb ("One more thing", "Oh, and another thing"). */
const talkFrame = new Set('a an another one more other last quick and oh also that'.split(' '));
/** What a remark of no verb can be about: her question ("Heavy question", "That's a big one"), or the next thing. */
const remarkHeads = new Set(['question', 'one', 'thing']);

/**
 * Whether a clause speaks only of the conversation: its verbs are of telling, or frame one, and it names nothing
 * but the talk's own things ("To answer you from before", "as I told you", "Something I should have said at the
 * start"); or it has no verb and names only "another thing". "I told my boss I was leaving" names a boss: kept.
 */
export function speaksOfTheTalk(clause: string): boolean {
  const terms = taggedTerms(clause.replace(/’/g, "'"));
  // "thinking", tagged a noun: a doing of the mind, as its verb would be.
  const minding = terms.filter((term) => stanceVerbs.has(term.normal.replace(/ing$/, '')));
  const nouns = terms.filter(
    (term) => term.tags.includes('Noun') && !term.tags.includes('Pronoun') && !minding.includes(term),
  );
  // "I'd rather not say" declines: a telling refused (a negation before a verb) is no remark; "not a lot to say" is.
  const spoken = terms.filter((term) => term.text !== '');
  const refused = spoken.some(
    (term, i) => term.tags.includes('Negative') && (spoken[i + 1]?.tags.includes('Verb') ?? false),
  );
  if (!nouns.every((term) => talkNouns.has(term.normal)) || refused) return false;
  const verbs = (nlp(clause).verbs().json() as Array<{ verb?: { infinitive?: string } }>).map(
    (verb) => verb.verb?.infinitive ?? '',
  );
  // "Another thing", "Heavy question", "Tough one": a remark on her question or on what comes next.
  if (verbs.length === 0)
    return (
      nouns.some((term) => remarkHeads.has(term.normal)) &&
      terms.every(
        (term) =>
          talkNouns.has(term.normal) ||
          talkFrame.has(term.normal) ||
          ['Adjective', 'Expression', 'Adverb'].some((tag) => term.tags.includes(tag)),
      )
    );
  // "To come back to your question": a return to a question is a telling too.
  const returning = verbs.some((verb) => verb.endsWith(' back')) && nouns.length > 0;
  const noted = nouns.some((term) => /^notes?$/.test(term.normal));
  const telling = (verb: string) => tellingVerbs.has(verb) || (noted && notingVerbs.has(verb));
  // "Before I forget", "I was still thinking about the last one": the mind on the talk, naming none of a life.
  const minds = [
    ...verbs.filter((verb) => verb !== 'be'),
    ...minding.map((term) => term.normal.replace(/ing$/, '')),
  ];
  const musing =
    minds.length > 0 &&
    terms.some((term) => /^(?:i|we)$/.test(term.normal)) &&
    minds.every((verb) => stanceVerbs.has(verb)) &&
    (nouns.length === 0 || nouns.some((term) => remarkHeads.has(term.normal)));
  return (
    musing ||
    ((returning || verbs.some(telling)) && verbs.every((verb) => telling(verb) || framingVerbs.has(verb)))
  );
}

/** The clauses of a sentence, split at commas, semicolons, colons and dashes, and where each starts. */
function clausesOf(sentence: string): Array<{ clause: string; at: number }> {
  const clauses: Array<{ clause: string; at: number }> = [];
  let at = 0;
  // Not inside a number: "7:30", "1,000".
  for (const separator of [...sentence.matchAll(/\s*(?:;|(?<!\d)[,:]|[,:](?!\d)|\s[-–—]\s)\s*/g), null]) {
    const end = separator ? separator.index : sentence.length;
    const clause = sentence.slice(at, end);
    if (clause.trim() !== '') clauses.push({ clause, at });
    if (separator) at = separator.index + separator[0].length;
  }
  return clauses;
}

/** Sentences, split after end punctuation and ellipses, each on one line. */
function sentencesOf(message: string): string[] {
  return message
    .replace(/\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0F}|\u{200D}/gu, ' ')
    .split(/(?<=[.!?…])\s+|(?<=…)(?=\S)/u)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence) || /[:;]-?[)D]/.test(sentence));
}

function isQuestionToLisa(typed: string): boolean {
  // Text-speak read as words ("r u a real person").
  const sentence = inFullWords(typed);
  // "are you a real person": asked without its question mark.
  // "you don't give up, do you": a tag question, asked of her without its question mark.
  const tag = /\b(?:do|does|are|is|can|will|did|have)(?:n't)? (?:you|u)\W*$/i.test(
    sentence.replace(/’/g, "'"),
  );
  // "like could my sister ever see this stuff": asking about her notes, its question mark left out.
  const aboutNotes = /^(?:(?:like|and|so|but)\s+)?(?:could|can|will|would|does|do)\b/i.test(sentence);
  // "before i answer that, what about you lisa, do you have anyone": a clause turned back on her, unmarked.
  const turnedBack =
    /(?:^|[,;—–]\s*)(?:(?:what|how) about (?:you|u)\b|(?:are|do|can|could|will|would|have|did) (?:you|u)\b(?!\s+know\b))/i;
  if (
    !/\?\W*$/.test(sentence) &&
    !tag &&
    !/^(?:are|do|can|could|will|would|have|did) (?:you|u)\b/i.test(sentence) &&
    !turnedBack.test(sentence) &&
    !(aboutNotes && herNotes.test(sentence))
  )
    return false;
  if (doubtOfOwnQuestion.test(sentence) || howItWorks.test(sentence) || herNotes.test(sentence)) return true;
  // "how r u, bored of me yet?": asking after her, though the owner is named.
  if (howAreYou.test(sentence)) return true;
  // "Before I answer that, have you ever…?": the question is the clauses from the first about her.
  const you = sentence.search(secondPerson);
  const asked = sentence.slice(
    Math.max(0, ...[...sentence.slice(0, you).matchAll(/[,;—–]/g)].map((m) => m.index + 1)),
  );
  if (!secondPerson.test(asked)) return false;
  return !aboutInterviewOrOwner.test(asked) || whatSheAsks.test(asked) || herMemory.test(asked);
}

/**
 * A sentence beside a question to her that reports what someone says of what it asks, in its words ("my son says
 * it's all computers now"), and not of the owner.
 */
function ofHerQuestion(sentence: string, toLisa: string): boolean {
  const stems = (text: string) =>
    (text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).map((word) => word.replace(/e?s$/, ''));
  const asked = new Set(stems(toLisa));
  return (
    !/(?<![\p{L}\p{N}])(?:i|i'm|i've|i'd|me|we|our)(?![\p{L}\p{N}])/iu.test(sentence) &&
    /\b(?:says?|said|thinks?|reckons?)\b/i.test(sentence) &&
    !hasNews(sentence) &&
    stems(sentence).some((stem) => asked.has(stem))
  );
}

/** A question asked on after one to her, in the order of a question ("like is it just me or can others see it"). */
const askedOn =
  /^(?:(?:like|and|so|but|or)\s+)?(?:is|are|can|could|do|does|will|would|did)\s+\p{L}|^(?:and|so|but|or)\s+(?:who|what|where|how|why|when)\s+\p{L}/iu;

const isVerb = (term: { tags: string[] }) => term.tags.includes('Verb');

/** A question the owner asks to answer it ("You know what I love?"): of the owner, not to her. */
const ownQuestion = /^(?:(?:and|so|oh)\s+)?(?:do\s+)?(?:you|u)\s+know\s+what\s+(?:i|we|my)\b[^?]*\?\W*$/i;

/** The owner's day told back, after asking after hers: "mine was long", "my week's been mad". */
const dayToldBack =
  /^(?:and\s+|well\s+)?(?:mine|my (?:day|week|weekend|morning|afternoon|evening|night))(?:'s|\s+(?:was|is|has|had|went|been))\b/i;

/** Asking after her ("how are you", "how's your day"). */
const howAreYou =
  /\bhow (?:are|r) (?:you|u)\b|\bhow(?:'s|s| is| has)? (?:your|ur) (?:day|week|morning|evening|night)\b/i;

/**
 * "What happens to all the stuff I type?", "could my sister ever see this stuff": what she does with what she is
 * told. Not "Can still see it now, the farmhouse…": seeing or reading is of her notes only when it says so.
 */
export const herNotes =
  /\b(?:saved|kept|stored|recorded|written down)\W*$|\bwho\b.*\b(?:reads?|sees?|access)\b|\b(?:could|can|will|would|might)\b.*\b(?:ever (?:see|read)\b|(?:see|read)\s+(?:this stuff|these notes|my notes|all (?:of )?this|what i\b))|\bwhat (?:happens|will happen) (?:to|with)\b|\bwhere does (?:it|this|that|all (?:this|that|of it)|everything)\b.*\b(?:go|end up)\b|\bwhat (?:do|will|are) (?:you|u) (?:actually |really |even )?(?:do|doing|going to do) with\b/i;

/** "Is this where I tell you about myself?": how her interview goes, though it speaks of the owner. */
export const howItWorks =
  /\b(?:is this (?:where|how|the (?:bit|part|place))|how does (?:this|it) (?:work|go)|what (?:do|should|shall) i (?:do|say|tell|write)|where (?:do|should|shall) i (?:start|begin)|do i just (?:talk|type|answer|tell|write))\b/i;
/**
 * "Do you remember everything I say?", "Do you actually understand what I type?": about what she keeps or
 * understands, though it speaks of the owner.
 */
const herMemory = /\b(?:you|u)\b.*\b(?:remember|keep|store|save|record|forget|delete|understand|follow)\b/i;
/** "Is that a daft question?": the owner asks whether their own question is all right. */
const doubtOfOwnQuestion =
  /\b(?:daft|silly|stupid|dumb|weird|strange|odd|rude)\b.*\b(?:question|answer|thing to (?:say|ask))\b|\b(?:question|answer)\b.*\b(?:daft|silly|stupid|dumb|weird|odd|rude)\b|\bmay i ask\b|\bcan i ask (?:you|u)\b/i;

/** The owner speaking of themselves (not "it does me good"), in what follows a remark about the talk. */
const ownerWords = /\b(?:i|i'm|i've|i'd|my|we|our)\b/i;
/** Death and illness told beside "I told you…" are news, not a complaint. */
const hasNews = (sentence: string) =>
  /\b(?:died|passed away|diagnosed|funeral|cancer|hospital)\b/i.test(sentence);

/** "What kind of things will you ask me?": about her interview, hers to answer. */
const whatSheAsks =
  /\b(?:what|which)\b.*\b(?:will|do|would|are) you (?:going to )?ask\b|\b(?:you|u)\b.*\b(?:choose|pick|decide)\b.*\bask|\bwhat (?:kind|sort) of (?:things|questions)\b/i;

/**
 * The clause without the markers it opens with and the laughter it ends with ("Honestly I think…" → "I think…");
 * '' for a clause of nothing but markers and backchannels.
 */
function stripMarkers(clause: string): { text: string; laughed: boolean } {
  const tokens = clause.trim().split(/\s+/);
  const bare = tokens.map(bareWord);
  const laughed = bare.some((word, i) => isLaugh(word, tokens[i] ?? ''));
  const filler = (word: string, i: number) =>
    backchannels.has(word) || openers.has(word) || isLaugh(word, tokens[i] ?? '') || word === 'tbh';
  if (bare.every(filler) || markerPhrases.includes(bare.join(' '))) return { text: '', laughed };
  let start = 0;
  // "I see her most weekends", "you know my cousin": a marker ending in a verb that can take an object is one only
  // when it stands alone, before a mark or the clause's end ("I see.", "you know, …").
  const standsAlone = (p: string) => {
    const last = start + p.split(' ').length;
    return !objectVerb.test(p) || last >= tokens.length || /[^\p{L}\p{N}']$/u.test(tokens[last - 1] ?? '');
  };
  for (;;) {
    const phrase = markerPhrases.find(
      (p) => bare.slice(start, start + p.split(' ').length).join(' ') === p && standsAlone(p),
    );
    const turned = leadInOpening.exec(bare.slice(start).join(' '))?.[0];
    if (phrase) start += phrase.split(' ').length;
    else if (turned) start += turned.split(' ').length;
    else if (openers.has(bare[start] ?? '') || isLaugh(bare[start] ?? '', tokens[start] ?? '')) start++;
    else break;
  }
  let end = tokens.length;
  // "…in April by the way!", "…I love it honestly": markers end a clause too.
  for (;;) {
    const phrase = markerPhrases.find(
      (p) => p.includes(' ') && bare.slice(end - p.split(' ').length, end).join(' ') === p,
    );
    if (phrase && end - phrase.split(' ').length > start) end -= phrase.split(' ').length;
    else if (
      end > start + 1 &&
      (isLaugh(bare[end - 1] ?? '', tokens[end - 1] ?? '') || trailing.has(bare[end - 1] ?? ''))
    )
      end--;
    else break;
  }
  const text = tokens.slice(start, end).join(' ');
  return { text: text.replace(/^[^\p{L}\p{N}]+|[\s,;:…-]+$/gu, ''), laughed };
}

/** A marker of a subject and a verb that can take an object ("I see", "you know", "I mean", "let me see"). */
const objectVerb = /^(?:i|you|let me) (?:see|know|mean|think)$/;

/** Markers that end a clause and say nothing themselves. */
const trailing = new Set(['tbh', 'honestly', 'though', 'tho', 'anyway', 'lol', 'btw']);

const isLaugh = (word: string, token: string) => laughter.test(word) || laughter.test(token);

const bareWord = (token: string) =>
  token
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

type Formula = 'greeting' | 'thanks' | 'goodbye';

/** The politeness or leave-taking formula a clause is, if it is one (with at most a few words around it). */
function formulaOf(clause: string): Formula | null {
  // "…, and thanks for asking!": a conjunction does not make it less of a formula.
  const text = clause
    .replace(/’/g, "'")
    .trim()
    .replace(/^(?:and|but|so|oh)\s+/i, '')
    // "night lisa x": her name and a kiss after a leave-taking are said to her, part of the formula.
    .replace(/(?:[\s,]+(?:lisa|x+))+[\s\W]*$/i, '');
  if (text === '') return null;
  // "I'm on an early shift tomorrow so I'm heading to bed": a reason, then the leaving.
  const leaving = /\b(?:so|and)\s+(.+)$/i.exec(text)?.[1] ?? '';
  if ([text, leaving].some((part) => preClosing.test(part) || goodbyeFormula.test(part))) return 'goodbye';
  if (/^no,? thank/i.test(text)) return null;
  if (thanksFormula.test(text)) return 'thanks';
  const short = text.split(/\s+/).length <= 3;
  return short && greetingFormula.test(text) ? 'greeting' : null;
}

/** The kept words as a sentence: a capital first, and the sentence's end punctuation. */
function asSentence(text: string, sentence: string): string {
  const end = /[.!?]$/.test(text) ? '' : (/[.!?]/.exec(sentence.slice(-1))?.[0] ?? '.');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${end}`;
}
