import { randomUUID } from 'node:crypto';
import type { Citation, KnowledgeEntry, Message } from '@ditto/contract';
import nlp from 'compromise';
import { LRUCache } from 'lru-cache';
import {
  breakUp,
  carer,
  condolence,
  feelingOnly,
  grieving,
  type HardNews,
  hardNewsIn,
  hardNewsTitle,
  isGoodNews,
  speaksOfIllness,
  standsFor,
  toldAsLongPast,
  toldWorse,
} from './care.ts';
import { isRelation, relationsIn } from './details.ts';
import {
  asRequest,
  followUpAsked,
  followUpIn,
  followUpOn,
  followUpOnSomeone,
  namesIn,
  plans,
  refersBack,
} from './follow-ups.ts';
import { kinIn, kinOf, lexicon, taggedTerms } from './language.ts';
import { answersQuestion, contentWords, type Heard, hear, type Pending } from './listening.ts';
import { isName } from './owner-name.ts';
import { fixedReply } from './persona.ts';
import { saysPrivate } from './private-note.ts';
import type { PromptMessage, ReplyProvider } from './providers/types.ts';
import { dot, type Vector } from './retrieval/encoder.ts';
import { isStopWord, terms, toSnippet, words } from './retrieval/text.ts';
import { subjectsOf } from './subjects.ts';
import { isFragment, pointsAway, subjectTitle } from './titles.ts';
import { type EmbeddedEntry, formerWordings, type TopicClassifier, type TopicCoverage } from './topics.ts';
import { listOf } from './training.ts';
import {
  continuesLast,
  declineClause,
  goingOn,
  herNotes,
  howItWorks,
  moodAgainst,
  type Reading,
  readMessage,
  saysGoOn,
  topicPointer,
  unheard,
} from './utterance.ts';

export interface LisaQuestion {
  /** The topic asked about. */
  topicId: string;
  topicLabel: string;
  /** Also what an answer to it is titled (without the question mark). */
  text: string;
}

export interface LisaReplyInput {
  entries: readonly KnowledgeEntry[];
  /** Paragraph embeddings of the entries that have them: what topics are covered is judged from these. */
  embedded: readonly EmbeddedEntry[];
  /** Earlier messages with Lisa, oldest first. */
  history: readonly Message[];
  message: string;
  /** The message's embedding: how Lisa tells an answer from small talk or an aside. Without it, any words answer. */
  messageVector?: Vector;
  /** The embedding of the owner's message before this one: whether a reply to a follow-up stays on its subject. */
  previousMessageVector?: Vector;
  provider: ReplyProvider;
  now?: () => Date;
  signal?: AbortSignal;
}

export interface LisaReply {
  stream: AsyncIterable<string>;
  /**
   * The knowledge entries made from the user's answer, for the caller to store: one per subject told (at most
   * `maxSubjects`), in the order told; empty when nothing is kept.
   */
  entries: KnowledgeEntry[];
  /** The topic question this reply ends with, if any. */
  question: LisaQuestion | null;
  citations: Citation[];
}

export interface Lisa {
  coverage(embedded: readonly EmbeddedEntry[]): TopicCoverage[];
  /**
   * The next question: about the topic least covered by the knowledge and least asked about in this conversation
   * (so she goes round the topics instead of dwelling on one, even before new answers are embedded); null when
   * every question has been asked.
   */
  nextQuestion(
    embedded: readonly EmbeddedEntry[],
    asked?: readonly string[],
    keptHere?: ReadonlySet<string>,
  ): LisaQuestion | null;
  /** Turns an answer into a knowledge entry (source `lisa`) titled after the question. */
  answerToEntry(
    question: string,
    answer: string,
    options?: { id?: string; now?: () => Date },
  ): KnowledgeEntry;
  reply(input: LisaReplyInput): LisaReply;
}

const greeting =
  'Hi, I\'m Lisa. I help you write down what you know, so your Ditto can speak like you. Answer in your own words, or say "skip".';

/** The interviewer that grows the owner's knowledge, one question at a time. */
export function createLisa(classifier: TopicClassifier): Lisa {
  const { topics } = classifier;
  const questionTopic = new Map(
    topics.flatMap((topic) => topic.questions.map((text) => [text, topic] as const)),
  );
  const questionTexts = [...questionTopic.keys()];
  /** The question of hers a message asks, in its words now or in words she once asked it in. */
  const questionIn = (content: string): string | undefined =>
    questionTexts.find((text) => content.includes(text)) ??
    [...formerWordings].find(([old, now]) => questionTopic.has(now) && content.includes(old))?.[1];
  /**
   * Her question a note is titled with ("What do you do for work?" for "What do you do for work, and what does a
   * normal working day look like?"): what the note covers, read from the note before its vectors are computed.
   */
  const titleQuestion = (title: string): string | undefined => {
    const bare = title
      .trim()
      .replace(/[?.!]+$/, '')
      .toLowerCase();
    if (bare.split(/\s+/).length < 3) return undefined;
    const starts = (question: string) => {
      const text = question.toLowerCase().replace(/[?.!]+$/, '');
      return text === bare || text.startsWith(`${bare},`) || text.startsWith(`${bare} and `);
    };
    return (
      questionTexts.find(starts) ??
      [...formerWordings].find(([old, now]) => questionTopic.has(now) && starts(old))?.[1]
    );
  };
  const partnerQuestions = questionTexts.filter((text) => partnerQuestion.test(text));
  const siblingQuestions = questionTexts.filter((text) => /\bbrothers or sisters\b/i.test(text));

  const nextQuestion: Lisa['nextQuestion'] = (embedded, asked = [], keptHere = new Set()) => {
    const askedSet = new Set(asked);
    // A topic the owner's notes cover (not what this conversation kept) comes after every other: asking it again,
    // once the others went round, asks what they already wrote.
    const counts = new Map(
      classifier
        .coverage(embedded)
        .map((topic) => [
          topic.topicId,
          topic.entryCount + (topic.entryIds.some((id) => !keptHere.has(id)) ? notedWeight : 0),
        ]),
    );
    for (const text of askedSet) {
      const topicId = questionTopic.get(text)?.id;
      if (topicId) counts.set(topicId, (counts.get(topicId) ?? 0) + 1);
    }
    const candidates = topics
      .map((topic, order) => ({
        topic,
        order,
        open: topic.questions.filter((text) => !askedSet.has(text)),
      }))
      .filter((candidate) => candidate.open.length > 0)
      .sort((a, b) => (counts.get(a.topic.id) ?? 0) - (counts.get(b.topic.id) ?? 0) || a.order - b.order);
    const pick = candidates[0];
    const text = pick?.open[0];
    return pick && text ? { topicId: pick.topic.id, topicLabel: pick.topic.label, text } : null;
  };

  const answerToEntry: Lisa['answerToEntry'] = (question, answer, { id, now } = {}) => {
    const at = (now?.() ?? new Date()).toISOString();
    const title = toSnippet(question.trim().replace(/[?.!]+$/, ''), 120);
    const content = answer.trim();
    return {
      id: id ?? randomUUID(),
      title,
      content,
      source: 'lisa',
      // An answer told as a secret is kept as a note told so would be: the owner's Ditto only.
      private: saysPrivate({ title, content }),
      createdAt: at,
      updatedAt: at,
    };
  };

  /** Questions Lisa already asked in this conversation (her messages end with one). */
  const askedIn = (history: readonly Message[]): string[] =>
    history
      .filter((message) => message.role === 'assistant')
      .map((message) => questionIn(message.content))
      .filter((text): text is string => text !== undefined);

  /** Her questions the owner answered in this conversation: her next message saved a note from the reply. */
  const answeredIn = (history: readonly Message[]): Set<string> => {
    const hers = history.filter((message) => message.role === 'assistant');
    return new Set(
      hers.flatMap((message, i) => {
        const asked = questionIn(message.content);
        return asked && hers[i + 1]?.savedEntries?.length ? [asked] : [];
      }),
    );
  };

  const summaryOf = (
    entries: readonly KnowledgeEntry[],
    embedded: readonly EmbeddedEntry[],
  ): { text: string; citations: Citation[] } => {
    if (entries.length === 0) {
      return {
        text: "I don't know anything about you yet. Let's start!",
        citations: [],
      };
    }
    // Each entry counts once, for its nearest topic, so the counts add up to what she knows.
    const counts = new Map<string, number>();
    for (const { vectors } of embedded) {
      const topicId = classifier.topicsOf(vectors)[0];
      if (topicId) counts.set(topicId, (counts.get(topicId) ?? 0) + 1);
    }
    const answered = new Set(
      entries.map((entry) => questionTopic.get(titleQuestion(entry.title) ?? `${entry.title}?`)?.id),
    );
    const known = topics.filter((topic) => counts.has(topic.id) || answered.has(topic.id));
    const missing = topics.filter((topic) => !known.includes(topic)).map((topic) => topic.label);
    const recent = [...entries].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).slice(0, 3);
    const about = (entry: KnowledgeEntry) =>
      questionTopic.get(titleQuestion(entry.title) ?? `${entry.title}?`)?.label ?? `“${entry.title}”`;
    const text = [
      `I know ${entries.length} ${entries.length === 1 ? 'thing' : 'things'} about you.`,
      known.length > 0
        ? `Most of it is about ${listOf(
            known
              .sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0))
              .slice(0, 5)
              .map((topic) => topic.label),
          )}.`
        : '',
      `Lately you told me about ${listOf([...new Set(recent.map(about))])}.`,
      missing.length > 0
        ? `I know nothing yet about ${listOf(missing)}.`
        : 'Every topic I ask about has something.',
    ]
      .filter((line) => line !== '')
      .join(' ');
    const citations = recent.map((entry) => ({
      entryId: entry.id,
      title: entry.title,
      snippet: toSnippet(entry.content),
    }));
    return { text, citations };
  };

  /** One message to Lisa, as she hears it. */
  const turnOf = (input: LisaReplyInput): Turn => {
    const { history, message, embedded, messageVector } = input;
    const asked = askedIn(history);
    // Her "take your time" asked nothing: the message before it holds what she asked.
    const lastAssistant = history.findLast(
      (turn) => turn.role === 'assistant' && !turn.content.startsWith(holdOn),
    );
    const lastSaid = lastAssistant?.content ?? '';
    const pending = pendingIn(lastSaid, lastAssistant?.savedEntries?.[0]?.title ?? null, pausedOn(history));
    const ownerBefore = history.filter((turn) => turn.role === 'user').map((turn) => turn.content);
    // "wait, not marcus, marcus is fine lol. it was my dad.": her words put right; heard without the correction.
    const corrected = correctionOf(message, lastSaid);
    const heardAs = withFactToldAgain(
      readMessage(corrected ?? message, caredFor(lastSaid)),
      corrected ?? message,
      history,
    );
    const reading =
      quotesHer(message, lastSaid, pending.question) ||
      (corrected !== null && !heardAs.meta && !heardAs.content)
        ? { ...heardAs, ...(corrected === null ? { content: '' } : {}), meta: 'wrong' as const }
        : heardAs;
    // "im back, dinner was good. akiko made nikujaga…": back after a goodbye, only what is of the owner is kept.
    const returned = reading.hold === 'back' && lastSaid.includes(farewell);
    const said = withoutEcho(
      returned ? ownSentences(reading.content, peopleNamedIn(ownerBefore)) : reading.content,
      pending.question,
    );
    const closeness = said ? closenessOf(messageVector, pending.question) : null;
    // What this turn stores counts as covered at once: the next question moves to another topic.
    const known = (entry: KnowledgeEntry | null) =>
      entry && messageVector ? [...embedded, { id: entry.id, vectors: [messageVector] }] : embedded;
    const listened = listenedFor(pending, said, input);
    // The news each earlier message told, heard once for this turn.
    const newsBefore = newsIn(ownerBefore);
    const mourned = mournedIn([...ownerBefore, message], [...newsBefore, hardNewsIn(message, ownerBefore)]);
    const news = said
      ? toldBefore(
          unmourned(
            hardNewsIn(withRelationTold(said, ownerBefore), ownerBefore),
            mournedIn(ownerBefore, newsBefore),
          ),
          newsBefore,
          // While paused on the news, worse news of it is more of it (`decide`), met with sorrow there.
          pending.paused ? '' : said,
        )
      : null;
    // Her questions that something the owner said here answers by its form, whatever it was filed under ("the
    // thing I love most is making mole negro" answers what they love doing in their free time).
    const ownerSaid = [
      ...history.filter((turn) => turn.role === 'user').map((turn) => toldIn(turn.content)),
      said,
    ];
    const told = questionTexts.filter((text) =>
      ownerSaid.some((content) => answersInForm(content, bankQuestion(text))),
    );
    // Every question in her messages counts as asked, the one just asked too: `next` moves on from it. After a
    // partner's death she never asks whether there has been a partner; what was told here she never asks.
    const closed = [
      ...asked,
      // "What do you do for work?": a note titled with her question has answered it.
      ...input.entries.flatMap((entry) => titleQuestion(entry.title) ?? []),
      ...told,
      // After a partner's death; or a partner told, here or in the notes ("I live in Leeds with my husband Tom").
      ...(mourned.partner || [...ownerSaid, ...input.entries.map((entry) => entry.content)].some(toldPartner)
        ? partnerQuestions
        : []),
      // "My sister Marta…": whether they have brothers or sisters is told.
      ...(ownerSaid.some(ownSibling) ? siblingQuestions : []),
      ...declinedIn([...history, { role: 'user', content: message }]),
      // "free time I just told you lol": the question of that name was answered, whichever she asked.
      ...questionsToldOf([...ownerBefore, message], questionTexts),
    ];
    const turn: Turn = {
      input,
      reading,
      putRight: corrected !== null,
      // "To answer your question, …": said to be an answer to her question, it is one, whatever it sounds like.
      heard: !said
        ? null
        : // "About your earlier question, …": beside the question just asked, under an earlier one (`aside`).
          // "free time, what's that. …": her question waved away, what follows is beside it, not its answer.
          (earlierPointer.test(message.replace(/’/g, "'")) &&
              asked.some((text) => text !== pending.question?.text)) ||
            wavesAway(reading.content, pending.question)
          ? { kind: 'aside', related: true }
          : pending.question &&
              (answersHer.test(message.replace(/’/g, "'")) ||
                askedBack(reading.toLisa, pending.question.text) ||
                opensOn(said, pending.question) ||
                (!reading.decline && namesItsPick(said)))
            ? { kind: 'answer', followUp: false }
            : toldPlans(
                besideThePoint(hear(said, listened, closeness), reading, pending.question),
                said,
                pending,
              ),
      listened,
      pending,
      lastSaid,
      said,
      asked,
      answered: answeredIn(history),
      declined: declinedIn(history),
      news,
      hard: news !== null,
      told,
      closed,
      next: (entry, also = []) => nextQuestion(known(entry), [...closed, ...also], keptIn(history, entry)),
      mourned,
    };
    return turn;
  };

  const reply: Lisa['reply'] = (said) => {
    // "hey Lisa, how are you? I'm Margit btw": a greeting that ends by saying who the owner is. She answers the
    // greeting and small talk as ever, greeting the owner back by name; the name alone is no note.
    const intro = introductionIn(said.message.trim());
    const rest = intro
      ? said.message
          .trim()
          .slice(0, intro.at)
          .replace(/[\s,;:—–-]+$/, '')
      : '';
    const greeted = intro && rest !== '' && readMessage(rest).content === '' ? intro.name : null;
    if (greeted) return replyTo({ ...said, message: rest }, greeted);
    // "hiya lisa, im niamh. just signed up…": the name is all that is told beside the greeting and fillers.
    const named = namedAlone(said.message);
    return named ? replyTo({ ...said, message: named.rest }, named.name) : replyTo(said, null);
  };

  const replyTo = (whole: LisaReplyInput, greeted: string | null): ReturnType<Lisa['reply']> => {
    // Two subjects or more and no hard news: her decision is on the first part, the one that answers her; the
    // others become notes of their own. Hard news is heard in the whole message, care first, as ever.
    const parts = subjectsOf(whole.message);
    const first =
      parts.length > 1 && !hardNewsIn(readMessage(whole.message).content)?.news
        ? turnOf({ ...whole, message: parts[0] as string })
        : null;
    const firstDecision = first ? decide(first) : null;
    const turn = firstDecision?.entry && first ? first : turnOf(whole);
    const decision = carriedOn(
      movedOn(
        continued(
          grouped(perSubject(firstDecision?.entry ? firstDecision : decide(turn), turn, parts)),
          turn,
        ),
        turn,
      ),
      turn,
      parts.length > 1 && readMessage(whole.message).hold === 'back',
    );
    const { input, reading, said } = turn;
    const { history, message } = input;
    const { question, entries = [], followUp = null, citations = [] } = decision;
    // Greeted back by name first: her own "Hello!" is said once, with it.
    const greetedOpening = greeted ? decision.opening.replace(/^Hello!\s*/, '') : decision.opening;
    // "oh wait before i go, …" after her goodbye: the owner is still leaving; she answers and asks nothing new.
    const stillLeaving = turn.lastSaid.includes(farewell) && stillGoing.test(message);
    const ends =
      decision.ends ??
      (reading.goodbye || stillLeaving || (first !== null && readMessage(whole.message).goodbye));
    // "Coming back to my question:" goes just before it, after her answer to a question about her; before a
    // goodbye, no question comes back.
    const backAt = greetedOpening.endsWith(` ${comingBack}`);
    const comesBack = backAt && said !== '' && reading.toLisa !== null && !ends;
    // "right I'll have to wrap up soon": the owner is going soon; she lets them go and asks nothing new.
    const lettingGo =
      (reading.wrapUp || (first !== null && readMessage(whole.message).wrapUp)) &&
      !ends &&
      !decision.pause &&
      !turn.news?.news;
    const cut =
      backAt && (comesBack || ends || lettingGo)
        ? greetedOpening.slice(0, -comingBack.length - 1)
        : greetedOpening;
    // "ha, not tonight Lisa. right thats me, cheers, talk soon": a goodbye is asked for no more.
    const opening = ends || lettingGo ? cut.replace(sayMore, '').trim() : cut;
    const closing = ends
      ? opening.includes(farewell)
        ? ''
        : `${hopeFor(history, whole.message)}${mournedRecently(history) ? takeCare : ''}${farewell}`
      : lettingGo
        ? wrappingUp
        : question
          ? followUp
            ? orInstead(followUp, question)
            : `${comesBack ? `${comingBack} ` : ''}${question.text}`
          : decision.waits
            ? ''
            : decision.pause
              ? pauseOfferAfter(history)
              : 'I have asked everything I wanted to ask. Thank you!';
    // A model may word the thanks for an answer; what she says of anything else, and her questions, are always her
    // exact text, so later turns can tell what she asked and whether she asked it again.
    const { provider, signal } = input;
    const acknowledgement =
      turn.heard?.kind === 'answer' &&
      !turn.hard &&
      !decision.pause &&
      entries.length < 2 &&
      provider.kind !== 'embedded'
        ? provider.stream(
            { draft: opening, messages: lisaPrompt(history, message) },
            signal ? { signal } : {},
          )
        : fixedReply(opening, signal);
    // Thanks and a question about her, said beside something about the owner, are answered too.
    // No "You're welcome!" before her condolence: the news comes first.
    // "back again, … forgot to say …": back after her goodbye with something to tell, welcomed before it.
    const back =
      said &&
      reading.hold === 'back' &&
      turn.lastSaid.includes(farewell) &&
      !greetedOpening.startsWith(welcomedBack)
        ? `${welcomedBack} `
        : '';
    const hello = greeted ? `Hello, ${greeted}! ` : '';
    // Put right beside anything else ("…it was my dad. anyway we can keep going"): sorry first.
    const putRight =
      (reading.meta === 'wrong' || turn.putRight) && !greetedOpening.includes(gotWrong) ? `${gotWrong} ` : '';
    const toldAlready =
      said && reading.meta === 'told'
        ? // "I told you already - the kids, the dog…": sorry to have missed it only when what is told again is saved.
          unheard.test(message.replace(/’/g, "'")) ||
          (readEarlier(message).content === '' && entries.length > 0)
          ? sorryMissed
          : sorryTold
        : '';
    const answersKindness = said && !turn.news?.news;
    const thanks = answersKindness && reading.thanks ? `${welcomeAfter(turn)} ` : '';
    const praise = answersKindness && reading.praise && !reading.thanks ? `${kindOfYou} ` : '';
    const nerves = nervousOfTalk.test(message.replace(/’/g, "'")) && !turn.news?.news ? reassured : '';
    const welcome = `${back}${hello}${putRight}${nerves}${toldAlready}${thanks}${praise}`;
    // "how's your day going? raining here all day. …": small talk beside an answer is met too, after care.
    const aboutHer = said
      ? [
          answerToHer(turn),
          // Said already by a reply made of her answers beside (`heardBeside`): once is enough.
          turn.news?.news ||
          !weather(turn) ||
          greetedOpening.includes(weatherReply(turn)) ||
          weatherAnswered(turn)
            ? ''
            : weatherReply(turn),
        ]
          .filter((part) => part !== '')
          .join(' ')
      : '';
    const rest = [aboutHer, closing].filter((part) => part !== '').join(' ');
    const after = rest && opening ? ` ${rest}` : rest;
    const stream = concat(
      ...(welcome ? [fixedReply(welcome, signal)] : []),
      acknowledgement,
      ...(after ? [fixedReply(after, signal)] : []),
    );
    return { stream, entries, question: ends || lettingGo ? null : question, citations };
  };

  /**
   * "back. spent the evening with Minh, he's ok-ish. anyway two random things about me: …": back after her offer to
   * pause, with new subjects, the owner is carrying on; she keeps them and asks her next question.
   */
  const carriedOn = (decision: Decision, turn: Turn, back: boolean): Decision =>
    back && decision.pause && turn.pending.paused && !turn.news?.news
      ? {
          ...decision,
          opening: `${welcomedBack} ${decision.opening}`,
          pause: false,
          question: turn.next(decision.entry ?? null),
        }
      : decision;

  /**
   * "sorry still on the last thing. mateo stays with her in the week now…": said to go on with the subject before,
   * the note is kept under the title her last reply saved it as.
   */
  const continued = (decision: Decision, { input }: Turn): Decision => {
    // Of notes saved together, the one her condolence named ("I've kept it as “My break-up”"), not the answer beside.
    const saved = lastSaved(input.history);
    const lastSaid = input.history.findLast((message) => message.role === 'assistant')?.content ?? '';
    const kept = keptPattern.exec(lastSaid)?.[1];
    const last = kept && saved.includes(kept) ? kept : saved[0];
    const { entry } = decision;
    if (!entry || !last || (decision.entries?.length ?? 1) > 1 || !continuesLast(input.message))
      return decision;
    // Judged again on its new title (a note kept as “Secret” is private), as the note stored.
    const more = { ...entry, title: last, private: saysPrivate({ title: last, content: entry.content }) };
    return {
      ...decision,
      entry: more,
      entries: [more],
      opening: decision.opening.replaceAll(`“${entry.title}”`, `“${last}”`),
    };
  };

  /**
   * A note titled by one person that tells of several of the owner's people ("There's Neil, my husband… our two,
   * Ellie and Sam") is about them all: titled for the group, and her opening says so.
   */
  const grouped = (decision: Decision): Decision => {
    const entries = decision.entries ?? (decision.entry ? [decision.entry] : []);
    const retitled = entries.map((entry) => {
      const group = questionTopic.has(`${entry.title}?`) ? null : groupTitle(entry.title, entry.content);
      return group && entries.every((other) => other.title !== group)
        ? { ...entry, title: group, private: saysPrivate({ title: group, content: entry.content }) }
        : entry;
    });
    if (retitled.every((entry, i) => entry === entries[i])) return decision;
    const opening = retitled.reduce(
      (said, entry, i) => said.replaceAll(`“${entries[i]?.title}”`, `“${entry.title}”`),
      decision.opening,
    );
    const at = entries.findIndex((entry) => entry === decision.entry);
    const entry = retitled[at] ?? decision.entry;
    return { ...decision, opening, entries: retitled, ...(entry ? { entry } : {}) };
  };

  /**
   * After "Sorry, you did tell me that already — I'll move on", she does: not her question again, nor its topic.
   */
  const movedOn = (decision: Decision, turn: Turn): Decision => {
    const asked = turn.pending.question?.text;
    const topic = asked ? questionTopic.get(asked) : undefined;
    if (!turn.said || turn.reading.meta !== 'told' || !topic || !decision.question) return decision;
    if (questionTopic.get(decision.question.text)?.id !== topic.id) return decision;
    return {
      ...decision,
      opening: decision.opening.replace(` ${comingBack}`, '').trim(),
      followUp: null,
      question: turn.next(decision.entry ?? null, topic.questions),
    };
  };

  /**
   * The decision's note made one per subject told ("We saw Dune 2 on Friday. Oh and work is rough, they laid off
   * half my team"): the part her decision titled keeps its title (her question, a follow-up's subject, hard news
   * under whom it is about), each other part is titled by its own subject, hard news as care titles it; her opening
   * names every note. One subject, or titles that would repeat: the one note, as decided.
   */
  const perSubject = (decision: Decision, turn: Turn, parts: readonly string[]): Decision => {
    const { entry } = decision;
    if (!entry) return decision;
    // What each part says of the owner: a greeting, thanks or a goodbye in it is no part of a note.
    const contents = parts.map((part) => readMessage(part).content);
    if (parts.length < 2 || contents.some((content) => contentWords(content).length < 3))
      return { ...decision, entries: [entry] };
    const stamp = turn.input.now ? { now: turn.input.now } : {};
    // "I started running after dad died…", his death met with care earlier: titled by what it tells, not "Dad".
    const earlier = mournedIn(
      turn.input.history.filter((said) => said.role === 'user').map((said) => said.content),
    );
    const news = contents.map((content) => {
      const told = hardNewsIn(content);
      return told?.kind === 'death' && unmourned(told, earlier) === null ? null : told;
    });
    // Hard news decided the title: the part telling it keeps it. Else the first part, the one she asked for.
    // "health is grand. oh and going back to the trip question you asked, …": decided on the whole, an earlier
    // question pointed at is the pointing part's; the part before it answers the question just asked.
    const pointing = parts.findIndex((part) => earlierPointer.test(part.replace(/’/g, "'")));
    const pointedAt = pointing > 0 && entry.title !== turn.pending.question?.text.replace(/[?.!]+$/, '');
    const main = turn.news?.news
      ? Math.max(
          news.findIndex((told) => told !== null),
          0,
        )
      : pointedAt && turn.input.message !== parts[0]
        ? pointing
        : 0;
    // Decided on the first part alone, the note is what was kept of it; decided on the whole, each part's own text.
    const partOnly = turn.input.message === parts[0];
    const texts = contents.map((content, i) => (i === main && partOnly ? entry.content : content));
    // Titled by what was said (not her question, a follow-up's subject or hard news): the main part's own subject.
    const decided =
      questionTopic.has(`${entry.title}?`) || turn.news?.news || entry.title === turn.pending.followUp?.title;
    // Told before hard news, an answer to her question goes under it ("My mother and my brother. Mum was diagnosed…").
    const { pending, heard } = turn;
    // An answer opening on her follow-up offered beside her question goes under it ("the cheesecake lol, …").
    const followed = pending.followUp?.title;
    const answered =
      followed && opensOn(contents[0] ?? '', { text: followed }) ? followed : pending.question?.text;
    const asked =
      (turn.news?.news && !pending.paused && heard?.kind === 'answer') || (main > 0 && !turn.news?.news)
        ? (answered ?? null)
        : null;
    // "…anyway best trip was prob interrailing": a later part opening on her question's words is its answer.
    const opens = (i: number) => pending.question !== null && opensOn(contents[i] ?? '', pending.question);
    const later = opens(0) ? -1 : contents.findIndex((_, i) => i > 0 && i !== main && opens(i));
    const answerAt = Math.max(later, 0);
    const titles = texts.map((text, i) => {
      const told = news[i];
      if (i === main) return decided ? entry.title : noteTitle(namedFirst(text) ?? text);
      if (i === answerAt && asked) return answerToEntry(asked, text).title;
      // "… oh and going back to the trip question you asked, …": under the question it points back at.
      const back =
        i === pointing ? pointedBack({ ...turn, input: { ...turn.input, message: parts[i] ?? '' } }) : null;
      if (back) return answerToEntry(back, text).title;
      return told ? hardNewsTitle(told) : noteTitle(namedFirst(text) ?? text);
    });
    if (new Set(titles.map((title) => title.toLowerCase())).size < titles.length)
      return { ...decision, entries: [entry] };
    const entries = texts.map((text, i) =>
      i === main
        ? { ...entry, title: titles[i] as string, content: text }
        : answerToEntry(titles[i] as string, text, stamp),
    );
    const quoted = (title: string) => `“${title}”`;
    // Each other note as it was kept: an answer under her question, or a note of its own.
    const others = titles.flatMap((title, i) =>
      i === main
        ? []
        : [
            (i === answerAt && asked) || questionTopic.has(`${title}?`)
              ? `your answer under ${quoted(title)}`
              : `${quoted(title)} as a note of its own`,
          ],
    );
    const count = entries.length === 2 ? 'two' : 'three';
    const was = quoted(entry.title);
    // Beside her condolence, no bookkeeping: the news's note is named, the others the app lists with it.
    // "bonsai mostly. … also big news, yumi is pregnant": good news in a later part is met gladly too.
    const glad = decision.opening.includes(gladOf(parts.join(' ')).trim()) ? '' : gladOf(parts.join(' '));
    const opening = turn.news?.news
      ? decision.opening
      : decision.opening.includes(`I've saved that as ${was}`)
        ? decision.opening.replace(
            `I've saved that as ${was}`,
            `I've saved that as ${count} notes: ${listOf(titles.map(quoted))}`,
          )
        : decision.opening.includes(was)
          ? decision.opening.replace(was, `${quoted(titles[main] as string)}, and ${listOf(others)}`)
          : `${thankedOnce(decision.opening, turn.reading.thanks)} I've saved that as ${count} notes: ${listOf(titles.map(quoted))}.`.trim();
    const openingGlad = `${glad}${opening}`;
    // A follow-up would be on one subject of several, filed under which the owner cannot tell: she moves on.
    return {
      ...decision,
      entry: entries[main] as KnowledgeEntry,
      entries,
      opening: openingGlad,
      followUp: null,
    };
  };

  /** What Lisa says to what she heard, what she asks next, and what she stores. */
  const decide = (turn: Turn): Decision => {
    const { input, heard, pending, lastSaid, said, news, next } = turn;
    // Her question again, or the next one: worked out only by the replies that ask it.
    // Never again once told: a question answered here is not asked twice in a row.
    const again = () =>
      pending.question && !turn.told.includes(pending.question.text) ? pending.question : next(null);
    const stamp = input.now ? { now: input.now } : {};
    // Thanks, a question to her or the weather, said while going on, are answered before she does.
    if (pending.paused && goesOn(turn))
      return {
        opening: [
          // Beside words kept, thanks and her answers are said by `reply`; the weather is said here.
          ...(said ? [weatherReply(turn)] : heardBeside(turn)),
          turn.reading.decline ? "Of course, we'll leave that one." : '',
          goOnGently(input.history),
        ]
          .filter((part) => part !== '')
          .join(' '),
        question: next(null),
      };
    // "nerves I suppose", after hard news: a feeling about it keeps nothing, and she stays with them.
    if (pending.paused && !news && said && feelingOnly(said))
      return { opening: feltNews, question: null, pause: true };
    // "Pass on that. Oh btw, my neighbour taught me to knit": the fact turned to is kept, the skip stays heard.
    if (turn.reading.decline && !said) return declined(turn);
    // "I'll have to think about that one": nothing kept, and her question left open for a late answer.
    if (turn.reading.deferred && !said && !pending.paused)
      return { opening: [...heardBeside(turn), putOff].join(' '), question: next(null) };
    if (turn.reading.meta && !said && !turn.reading.toLisa && !turn.reading.smallTalk)
      return aboutTheTalk(turn, again);
    // "Sure, go ahead", "ask away": she asks.
    if (goAhead.test(said)) return { opening: 'Of course.', question: again() };
    if (!heard) return social(turn, again);
    // "wow ok. i just said my mums cancer is back lisa", after her care for that news: she owns she heard it. Only
    // news kept already under its title is heard again; new news ("i just said goodbye to my nan…") is news.
    const toldAgain =
      !news?.news && saidAlready.test(input.message.replace(/’/g, "'")) ? hardNewsIn(said) : null;
    if (
      toldAgain?.news &&
      input.history.some(
        ({ role, content, savedEntries }) =>
          role === 'assistant' &&
          offersPause(content) &&
          (savedEntries ?? []).some(
            ({ title }) => title.toLowerCase() === hardNewsTitle(toldAgain).toLowerCase(),
          ),
      )
    )
      return {
        opening: "I did hear you — I'm so sorry, that's so much to carry.",
        question: null,
        pause: true,
      };
    // A word or two after hard news ("We're managing.") is no news to keep: she leaves the pause open.
    if (pending.paused && !news && contentWords(said).length <= 2 && heard?.kind !== 'answer')
      return { opening: 'Take all the time you need.', question: null, pause: true };
    if (news?.news && heard.kind === 'skip')
      return { opening: `${condolence(news)} We don't need to talk about it.`, question: null, pause: true };
    if (news?.news) {
      // Told as news: she is sorry, keeps it under whom it is about, asks nothing and offers to pause.
      const entry = answerToEntry(hardNewsTitle(news), said, stamp);
      // "…my engagement went tits up so id rather not talk about the ex": the wish said beside the news is heard.
      const leaveIt = declinesWithin.test(input.message.replace(/’/g, "'")) ? " We'll leave it there." : '';
      const opening = `${condolence(news)} ${inTurn(thanksForNews, input.history)} ${keptAs} “${entry.title}”.${leaveIt}`;
      return { entry, opening, question: null, pause: true };
    }
    // "i miss her most at christmas", "the house is too quiet now": grief told on after hard news is more of it.
    if (
      pending.paused &&
      pending.followUp?.title &&
      !news &&
      grieving(said.replace(othersFeeling, ' ')) &&
      !wentOnElsewhere(turn) &&
      !ofSomeoneElseAfterPause(turn)
    )
      return grief(turn, stamp);
    switch (heard.kind) {
      case 'about-me': {
        const { text, citations } = summaryOf(input.entries, input.embedded);
        return { opening: text, citations, question: again() };
      }
      case 'small-talk':
        // Heard as a greeting by meaning, a message that greets no one ("Thanks, Lisa.") is answered for what it says.
        if (heard.reply === 'Hello!' && !turn.reading.greeting && input.history.length > 0)
          return social(turn, again);
        return {
          opening: input.history.length === 0 ? firstGreeting(turn) : heard.reply,
          question: heard.ends ? null : again(),
          ...(heard.ends ? { ends: true } : {}),
        };
      case 'skip':
        return declined(turn);
      case 'why':
        return {
          opening: 'I ask so that your Ditto can answer the way you would, in your own words.',
          question: again(),
        };
      case 'repeat':
        return { opening: 'Of course.', question: again() };
      case 'question':
        return {
          // Her answer to a question about her comes after; this is for what she cannot answer.
          opening: turn.reading.toLisa
            ? ''
            : "I'm better at listening than answering, I'm afraid. I'd love to hear about you.",
          question: again(),
        };
      case 'say-more':
        // "kofi here. bit grey out today": small talk beside a phrase gets small talk back (`reply`), not "more?".
        if (turn.reading.smallTalk) return { opening: '', question: again() };
        return lastSaid.startsWith(sayMore)
          ? { opening: "Let's try another one.", question: next(null) }
          : { opening: sayMore, question: again() };
      case 'aside':
        return aside(turn, heard.related, stamp);
      case 'answer': {
        // Taken for the follow-up's only by being near the answer before, a clear answer to an earlier question
        // of hers is that question's ("I studied chemistry in Salamanca" after "What is Getxo like?").
        // "i just told you what shes like! anyway i would love to see Jerusalem": the follow-up was answered
        // already, so what follows is no more of it.
        const followedUp = heard.followUp && turn.reading.meta !== 'told';
        const nearOnly = followedUp && !turn.listened.followUp?.named && !turn.listened.followUp?.refersBack;
        const answered = followedUp
          ? nearOnly && !turn.reading.digression
            ? earlierAnswered(turn)
            : null
          : pending.question &&
            (answersInForm(said, pending.question) ||
            answersHer.test(input.message.replace(/’/g, "'")) ||
            askedBack(turn.reading.toLisa, pending.question.text) ||
            opensOn(said, pending.question) ||
            namesItsPick(said)
              ? pending.question.text
              : questionAnswered(pending.question.text, turn));
        // Her question's answer goes under it; else the follow-up's, or its subject: never a question not asked.
        // After hard news, only a message naming them or referring back is more of it: near is not enough ("I go
        // in every afternoon…" is not more of "His mother").
        // "It's fine, let's keep going. …": told to go on, what follows is not more of the hard news.
        const wentOn = pending.paused && turn.reading.meta === 'remark' && saysGoOn(input.message, goOnWords);
        // "we can keep going. i miss her most at christmas": told to go on, but of them still, it is more of it.
        // "Nia's got her first match on saturday, she's dead nervous" after "Dad's health": of someone else.
        const more =
          followedUp &&
          !(pending.paused && nearOnly) &&
          !(wentOn && !turn.listened.followUp?.named) &&
          !ofSomeoneElseAfterPause(turn);
        const followUpTitle = more ? pending.followUp?.title : null;
        const pointed = pending.question && pointsAway(said) ? pending.question.text : null;
        const title = answered || followUpTitle || pointed || noteTitle(said);
        const entry = answerToEntry(title, said, stamp);
        if (pending.paused && more) {
          // "theyre saying its not operable now": worse news of them is met with sorrow first.
          const sorry = toldWorse(said) ? "I'm so sorry, that's hard news to hear. " : '';
          const opening = `${sorry}${inTurn(thanksForMore, input.history)} ${keptAs} “${entry.title}” too.`;
          return wentOn
            ? { entry, opening: `${opening} ${goOnGently(input.history)}`, question: next(entry) }
            : { entry, opening, question: null, pause: true };
        }
        const turns = input.history.filter((turn) => turn.role === 'assistant').length;
        // A loss in passing (long ago, or dating something else) is part of the story: no condolence for it.
        // After a follow-up's answer she moves on to a new topic; the topic offered beside it comes back later
        // with another of its questions.
        return {
          entry,
          // "keiko loved it, they played it at her funeral": of someone mourned here, thanks without cheer.
          opening: grieves(turn)
            ? 'Thank you for sharing that with me.'
            : `${gladOf(said)}${acknowledgements[turns % acknowledgements.length] as string}`,
          followUp: turn.reading.goodbye || grieves(turn) ? null : unasked(followUpOn(said, lastSaid), turn),
          question: next(entry),
        };
      }
    }
  };

  /**
   * Grief told on after hard news: she meets it in words that fit a loss or an ending, keeps it with the news, and
   * offers to pause again, or, told to go on, goes on gently.
   */
  const grief = (turn: Turn, stamp: { now?: () => Date }): Decision => {
    const { pending, said, input, mourned, next } = turn;
    const entry = answerToEntry(pending.followUp?.title ?? '', said, stamp);
    const felt = words(entry.title).some((word) => mourned.words.includes(word))
      ? "Missing someone like that doesn't really go away, and some days are harder than others — I'm so sorry."
      : 'That sounds really hard — feelings like that take their own time to settle.';
    const opening = `${felt} ${inTurn(thanksForMore, input.history)} ${keptAs} “${entry.title}” too.`;
    // Going on said of the talk ("we can keep going"), not "I thought I'd be ready for it" nor "I can't go on".
    return turn.reading.meta === 'remark' && saysGoOn(input.message)
      ? { entry, opening: `${opening} ${goOnGently(input.history)}`, question: next(entry) }
      : { entry, opening, question: null, pause: true };
  };

  /**
   * Something about the owner that does not answer her question: kept under the earlier question of hers it
   * answers, else under a title naming its subject. She asks her question again, once, when it was about something
   * else altogether; near it, it is taken as said and she moves on. What says nothing about the owner is not kept.
   */
  const aside = (turn: Turn, related: boolean, stamp: { now?: () => Date }): Decision => {
    const { pending, said, input, next, asked } = turn;
    // Asked once and not answered: she asks it again, once.
    // Put another way after a reaction, her topic was asked twice already: she does not come back to it.
    const once =
      asked.filter((text) => text === pending.question?.text).length === 1 && !putAnotherWay(turn.lastSaid);
    // Offered beside a follow-up, her question was one way to go, not one owed: she does not come back to it.
    // Skipped before a fact turned to ("pass on that. oh btw …"), it is not asked again.
    const reask =
      pending.question &&
      !pending.followUp &&
      !related &&
      once &&
      !turn.reading.goodbye &&
      !turn.reading.decline &&
      !saidAlready.test(input.message.replace(/’/g, "'"))
        ? pending.question
        : null;
    // Said as beside the point, it answers no question of hers, earlier or not. An answer to one needs no "I"
    // ("Honesty, and not making promises you can't keep.").
    // "Raised here mostly": a phrase pointing at a place it does not name answers her question just asked.
    const pointed = pending.question && pointsAway(said) ? pending.question.text : null;
    // Said to answer an earlier question, or after "btw" in the form of an answer to one not yet answered, it is
    // that question's, whoever it names ("oh and my brother and I hope to sail to Norway one day").
    const earlier = earlierPointer.test(input.message.replace(/’/g, "'"))
      ? pointedBack(turn)
      : (topicNamed(input.message, asked, pending.question?.text) ??
        (turn.reading.digression
          ? answeredInFormEarlier(turn)
          : (earlierAnswered(turn, turn.answered) ?? pointed)));
    // A phrase alone ("The Kirkstall riverside park, definitely.") means more than she can tell: she asks once,
    // then keeps it as said ("Kindness and keeping your word.").
    const phrase = isFragment(said) && !turn.reading.goodbye;
    const askedMore = turn.lastSaid.startsWith(sayMore);
    // "That good bread needn't cost much.": a that-clause or an infinitive alone is the form of an answer to her
    // question ("What is an opinion you hold…?"), kept under it, never an aside to drop or ask again.
    if (
      !earlier &&
      pending.question &&
      !turn.reading.digression &&
      (answerClause.test(said) || answersInForm(said, pending.question))
    ) {
      const entry = answerToEntry(pending.question.text, said, stamp);
      const thanks = turn.reading.thanks ? '' : 'Thank you, ';
      return { entry, opening: `${thanks}I've saved that.`, question: next(entry) };
    }
    // "keiko loved it, they played it at her funeral": someone whose death was told here is the owner's too.
    // "shes loud and kind and a menace" after her follow-up on Jodie: told of whom she asked about.
    const ofWhomAsked =
      !!pending.followUp?.names.length && /^(?:she|he)(?:'s|s)?\b/i.test(said.replace(/’/g, "'"));
    if (
      !earlier &&
      !aboutOwner(said) &&
      !grieves(turn) &&
      !namesTheirs(turn) &&
      !ofWhomAsked &&
      !(phrase && askedMore)
    ) {
      // Her answer to a question about her says enough: no "I see." before it.
      // Beside small talk or a question to her, her answer to those is the reply: no "tell me more" stuck on.
      const opening =
        turn.reading.goodbye || turn.reading.toLisa || turn.reading.smallTalk
          ? ''
          : phrase
            ? sayMore
            : 'I see.';
      return { opening, question: pending.question ?? next(null) };
    }
    // "Patience. My gran…": the phrase named first is what the rest tells of, not the person in it.
    const askedOf = ofWhomAsked ? pending.followUp?.names.at(-1) : undefined;
    const entry = answerToEntry(
      earlier ??
        (askedOf
          ? `${askedOf.charAt(0).toUpperCase()}${askedOf.slice(1)}`
          : noteTitle(namedFirst(said) ?? said)),
      said,
      stamp,
    );
    const thanks =
      turn.reading.thanks || gladOf(said)
        ? ''
        : grieves(turn)
          ? 'Thank you for sharing that with me. '
          : 'Thank you, ';
    const saved = earlier
      ? `${gladOf(said)}${thanks}${answeredEarlier(earlier, entry.title, turn, !thanks.endsWith(', '))}`
      : `${gladOf(said)}${thanks}I've saved that as “${entry.title}”.`;
    if (input.history.length > 0 && reask && earlier !== reask.text)
      return { entry, opening: `${saved} ${comingBack}`, question: reask };
    const followUp =
      turn.reading.goodbye || grieves(turn) ? null : unasked(followUpOnSomeone(said, turn.lastSaid), turn);
    return { entry, opening: saved, followUp, question: next(entry) };
  };

  /**
   * How she says an answer went under an earlier question of hers: "something I asked earlier" only when it was
   * not her last question; a new note is kept, not "added" to one. `capital`: it opens her sentence.
   */
  const answeredEarlier = (earlier: string, title: string, { asked }: Turn, capital: boolean): string => {
    const said =
      asked.includes(earlier) && asked.at(-1) !== earlier
        ? `that answers something I asked earlier; I've kept it under “${title}”.`
        : `I've kept that under “${title}”.`;
    return capital ? `${said.charAt(0).toUpperCase()}${said.slice(1)}` : said;
  };

  /**
   * The question of hers, asked earlier in this conversation, that the message clearly answers, if any; none of
   * `closed` (answered already: an aside is no second answer to one, though a reply to her follow-up may add to it).
   */
  const earlierAnswered = (turn: Turn, closed: ReadonlySet<string> = new Set()): string | null => {
    const { asked, pending, input } = turn;
    const vector = input.messageVector;
    // "…I'd like to sell the shop before I'm 60" answers her question about plans, asked before another.
    const planned = asked.find(
      (text) => text !== pending.question?.text && answersInForm(turn.said, bankQuestion(text)),
    );
    if (planned) return planned;
    if (!vector) return null;
    // Nearer her question just asked than an earlier one, it is no answer to the earlier one.
    const now = pending.question
      ? (classifier.closeness(vector, pending.question.text)?.questionItself ?? -1)
      : -1;
    const best = asked
      .filter(
        (text) =>
          text !== pending.question?.text &&
          !closed.has(text) &&
          !turn.declined.includes(text) &&
          samePeople(turn.said, questionTopic.get(text)?.id),
      )
      .map((text) => ({ text, closeness: classifier.closeness(vector, text) }))
      // Her pause after hard news asked nothing: the question before it is still the one just asked.
      .filter(
        ({ text, closeness }) =>
          closeness !== null &&
          (closeness.questionItself ?? -1) > now &&
          answersQuestion(closeness, { earlier: !(pending.paused && text === asked.at(-1)) }),
      )
      .sort(
        (a, b) =>
          Number(b.text === asked.at(-1)) - Number(a.text === asked.at(-1)) ||
          (b.closeness?.questionItself ?? 0) - (a.closeness?.questionItself ?? 0),
      )[0];
    return best ? questionAnswered(best.text, turn) : null;
  };

  /** Her earlier question, not yet answered, that the message answers by its form ("I hope to…" for plans). */
  const answeredInFormEarlier = ({ asked, answered, declined, said }: Turn): string | null =>
    asked.findLast(
      (text) => !answered.has(text) && !declined.includes(text) && answersInForm(said, bankQuestion(text)),
    ) ?? null;

  /**
   * The earlier question the owner points back at: the one whose words the pointer names ("your earlier question,
   * the school one"), declined or not, else one answered by its form. Neither: none, and it is filed by its subject.
   */
  const pointedBack = (turn: Turn): string | null => {
    const { asked, input } = turn;
    // Named, it is the one meant, answered or declined before ("I'll come back to that"), or asked again since.
    const message = input.message.replace(/’/g, "'");
    const at = earlierPointer.exec(message);
    // Its name follows the pointer: "… on how people treat each other", "…, the school one"; what else follows is
    // the answer, which names nothing.
    const after = at ? message.slice(at.index + at[0].length) : '';
    // "… about my health - my back is bad": a dash ends the name as a comma does.
    const pointer =
      /^\W*(?:on|about)\s+([^,.;:!?]+?)(?=\s[-–—]\s|[,.;:!?]|$)|^\W*(?:the|that)\s+([^,.;:!?]+?)\s+one\b/i.exec(
        after,
      );
    // "the trip you asked before", "the unpopular opinion thing you asked earlier": named in the pointer itself.
    return namedIn(at?.[1] ?? pointer?.[1] ?? pointer?.[2] ?? '', asked) ?? answeredInFormEarlier(turn);
  };

  /**
   * The question the message answers: `asked`, unless it clearly answers another of that topic better ("My
   * favourite meal is marmitako" after "What is a book, film or song…?": 0.55 against 0.10), or, a weak answer of
   * `asked`, one of any topic ("I was quiet at school in Bilbao" after a question about family: 0.37 against 0.22;
   * "Saramago's Blindness, I reread it every winter" after one about trips: 0.28 against 0.23). Then it is that
   * one's only if she asked it in this conversation; a question she never asked titles nothing (null).
   */
  const questionAnswered = (
    asked: string,
    { input, asked: askedHere, answered, declined }: Turn,
  ): string | null => {
    const vector = input.messageVector;
    if (!vector) return asked;
    const itself = (text: string) => classifier.closeness(vector, text)?.questionItself ?? -1;
    const own = itself(asked);
    const rivals = own < weakAnswer ? questionTexts : (questionTopic.get(asked)?.questions ?? []);
    const best = rivals
      .map((text) => ({ text, cosine: itself(text) }))
      .sort((a, b) => b.cosine - a.cosine)[0];
    // A question answered already in this talk is closed: a second answer near it is the one just asked's.
    if (!best || best.cosine < own + siblingMargin || answered.has(best.text)) return asked;
    // Declined, it is answered only when named (`pointedBack`).
    return askedHere.includes(best.text) && !declined.includes(best.text) ? best.text : null;
  };

  /**
   * A remark about the talk and nothing else: "I told you that!" gets an apology and another topic; "I'll come
   * back to that" or "let's carry on", another question.
   */
  const aboutTheTalk = (
    { reading, next, pending, input }: Turn,
    again: () => LisaQuestion | null,
  ): Decision => {
    if (reading.meta === 'wrong') return { opening: gotWrong, question: again() };
    // "honestly? let me think": still finding the answer to her question; she waits for it, not past it.
    if (reading.hold === 'think' && pending.question && !pending.paused)
      return { opening: 'Take your time.', question: again() };
    // "yeah go on" just after she asked: go on with that question, not past it.
    // Asked again once already on "go on", she moves on rather than ask it a third time.
    const wentOn = input.history.findLast((turn) => turn.role === 'user');
    if (
      pending.question &&
      !pending.paused &&
      saysGoOn(input.message, goOnAsked) &&
      !(wentOn && saysGoOn(wentOn.content, goOnAsked))
    )
      return { opening: 'Of course.', question: again() };
    return {
      opening:
        reading.meta === 'told'
          ? sorryTold.trim()
          : reading.hold === 'back'
            ? welcomeBack
            : "All right, let's go on.",
      question: next(null),
    };
  };

  /**
   * A decline moves on to one fresh question. Said to a follow-up and the question offered beside it, it cannot
   * tell which it turns down, so it turns down both; its topic is not asked again only when named (`declinedIn`).
   */
  const declined = ({ pending, next, input }: Turn): Decision => {
    if (tender(input)) return { opening: tenderDecline, question: next(null) };
    // "You've asked me that twice": she says sorry for it, once, and moves on.
    if (askedAgain.test(input.message.replace(/’/g, "'")))
      return { opening: "Sorry for asking again — let's skip that one.", question: next(null) };
    // "…shes a menace. trips tho... id rather not talk about that one": the decline names her question's topic, so
    // the follow-up beside it was answered, not turned down with it.
    // The decline's sentence and the one before it name the topic ("trips tho... id rather not talk about that one").
    const clause = declineClause(input.message);
    const upTo = input.message.slice(0, input.message.indexOf(clause) + clause.length);
    const near = upTo
      .split(/(?<=[.!?…])\s+/)
      .slice(-2)
      .join(' ');
    const named = declinedTopic(near, { ...pending, question: null, followUp: null });
    const both = pending.followUp && !(named && named === pending.question?.topicId);
    return {
      opening: both
        ? "Of course, let's leave both and try something else."
        : "Of course, let's skip that one.",
      question: next(null),
    };
  };

  /**
   * The topic a decline turns down: the one it names by a word of its label or description ("I'd rather not talk
   * about trips"), else the question it answers when no follow-up was asked beside it.
   */
  const declinedTopic = (message: string, pending: PendingQuestions): string | null => {
    const stem = (word: string) => word.replace(/(?:ies|s)$/, '');
    const said = new Set(contentWords(message).map(stem));
    // Words of four letters or more: "pick one" names no topic by the "one" of "one day".
    const named = topics.find((topic) =>
      contentWords(`${topic.label} ${topic.description}`).some(
        (word) => word.length > 3 && said.has(stem(word)),
      ),
    );
    return named?.id ?? (pending.followUp ? null : (pending.question?.topicId ?? null));
  };

  /**
   * Every question of the topics the owner declined in this conversation: she never asks them again. "Skip" and
   * "pass" turn down one question, not its topic, unless they name it.
   */
  const declinedIn = (history: ReadonlyArray<Pick<Message, 'role' | 'content'>>): string[] =>
    history.flatMap((turn, i) => {
      if (turn.role !== 'user') return [];
      const before = history.slice(0, i).findLast((message) => message.role === 'assistant');
      const pending = pendingIn(before?.content ?? '', null, null);
      // "Not in the mood for talking about school today": the topic it names is declined for the talk.
      const mood = moodAgainst(turn.content);
      if (mood) {
        const topicId = declinedTopic(mood, { ...pending, question: null, followUp: null });
        return topics.find((topic) => topic.id === topicId)?.questions ?? [];
      }
      if (!readEarlier(turn.content).decline) return [];
      const skipped = /^\W*(?:skip|pass|next|can we skip|i'?ll pass)\b/i.test(turn.content);
      const topicId = declinedTopic(
        declineClause(turn.content),
        skipped ? { ...pending, question: null } : pending,
      );
      return topics.find((topic) => topic.id === topicId)?.questions ?? [];
    });

  /** A message of nothing about the owner: thanks, a greeting, a goodbye, a question about her, a reaction. */
  const social = (turn: Turn, again: () => LisaQuestion | null): Decision => {
    const { input, reading, pending } = turn;
    if (input.history.length === 0) return { opening: firstGreeting(turn), question: again() };
    if (reading.hold === 'away' && !reading.goodbye) return { opening: holdOn, question: null, waits: true };
    // "not sure where to start": she helps with an easier way in (her topic asked another way), keeping nothing.
    if (reading.hold === 'stuck' && pending.question && !pending.paused) {
      const other = otherWords(turn);
      const hello = reading.greeting ? ['Hello!'] : [];
      return {
        opening: [...heardBeside(turn), ...hello, other ? easierWay : smallStart].join(' '),
        question: other ?? pending.question,
      };
    }
    const parts = [
      reading.hold === 'back' ? welcomeBack : '',
      ...heardBeside(turn, reading.greeting && !reading.thanks && !reading.toLisa ? 'Hello!' : ''),
      // "Big question": she waits for the answer and asks it again.
      reading.hold === 'think' ? 'Take your time.' : '',
      reading.reaction === 'laugh' ? 'Ha!' : reading.reaction === 'backchannel' ? 'All right.' : '',
    ].filter((part) => part !== '');
    // "lol yes", "haha ok" to her question: a light word and the question again in other words, once.
    if (reading.reaction && pending.question && !pending.paused && !reading.goodbye) {
      const other = otherWords(turn);
      return other
        ? { opening: `${parts.join(' ')} ${anotherWay}`, question: other }
        : { opening: `${parts.join(' ')} Let's try another one.`, question: turn.next(null) };
    }
    const asking = pending.question !== null || pending.followUp !== null;
    // "Hello!" only to a greeting: anything else heard as nothing gets her question alone.
    if (parts.length === 0 && !reading.goodbye)
      return asking ? { opening: sayMore, question: again() } : { opening: '', question: again() };
    const opening = parts.join(' ');
    if (reading.goodbye) return { opening, question: null, ends: true };
    if (pending.paused) return { opening, question: null, pause: true };
    return { opening, question: again() };
  };

  /**
   * Her question in other words: another of its topic's not asked, told or declined here; none after she already
   * put one another way (she asks again once).
   */
  const otherWords = ({ pending, lastSaid, closed }: Turn): LisaQuestion | null => {
    if (putAnotherWay(lastSaid)) return null;
    const text = questionTopic
      .get(pending.question?.text ?? '')
      ?.questions.find((question) => !closed.includes(question));
    return text ? bankQuestion(text) : null;
  };

  /** Her answers to thanks, praise, a question about her and small talk, said beside anything else. */
  const heardBeside = (turn: Turn, hello = ''): string[] => {
    const { reading } = turn;
    return [
      reading.thanks ? welcomeAfter(turn) : '',
      reading.praise && !reading.thanks ? kindOfYou : '',
      answerToHer(turn),
      hello,
      weatherAnswered(turn) ? '' : weatherReply(turn),
    ].filter((part) => part !== '');
  };
  /** Her first words: what the owner's first message said to her ("miserable out today", "how are you?"), then who she is. */
  const firstGreeting = (turn: Turn) => [...heardBeside(turn), greeting].join(' ');
  /** Asked what her weather is like, her answer to it already meets theirs: the weather is met once. */
  const weatherAnswered = (turn: Turn) => /\bweather\b/.test(answerToHer(turn));
  const weather = ({ reading }: Turn) => ['grim', 'hot', 'fine'].includes(reading.smallTalk ?? '');
  const weatherReply = ({ reading, input }: Turn) =>
    reading.smallTalk ? smallTalkReplies[reading.smallTalk](input.message) : '';

  const closenessOf = (vector: Vector | undefined, pending: LisaQuestion | null) =>
    vector ? classifier.closeness(vector, pending?.text ?? null) : null;

  /**
   * What Lisa's message asked: one of her topics' questions, a follow-up on a detail, or both; or, after hard news,
   * whether to go on (`paused`: whom it is about; a reply about them is kept with it). `saved`: the title of the
   * note her message saved, what "Is there more…?" asks about.
   */
  const pendingIn = (content: string, saved: string | null, paused: string | null): PendingQuestions => {
    const text = questionIn(content);
    const asked = followUpAsked(content);
    const followUp = paused
      ? { title: paused, names: namesIn(paused) }
      : asked && { ...asked, title: asked.title ?? saved };
    return { question: text ? bankQuestion(text) : null, followUp, paused: paused !== null };
  };

  const bankQuestion = (text: string): LisaQuestion => {
    const topic = questionTopic.get(text);
    return { topicId: topic?.id ?? '', topicLabel: topic?.label ?? '', text };
  };

  return { coverage: classifier.coverage, nextQuestion, answerToEntry, reply };
}

/**
 * "I just told you lol — up at quarter to five, …", the owner's last message told again after her reply kept nothing
 * of it: this time it is kept. Kept before, or not said before, it is only a complaint.
 */
function withFactToldAgain(reading: Reading, message: string, history: readonly Message[]): Reading {
  const lastHers = history.findLast((turn) => turn.role === 'assistant');
  const before = history.findLast((turn) => turn.role === 'user')?.content ?? '';
  if (reading.meta !== 'told' || reading.content || lastHers?.savedEntries?.length) return reading;
  const complaint = /^[^,;:—–]*?(?:[,;:]|\s[-–—]\s)\s*/.exec(message)?.[0] ?? message;
  const again = readMessage(message.slice(complaint.length)).content;
  const said = new Set(contentWords(before.toLowerCase()));
  const repeated = contentWords(again.toLowerCase()).filter((word) => said.has(word));
  return repeated.length >= 2 ? { ...reading, content: again } : reading;
}

/**
 * Whether a message of Lisa's asks about the owner's answer before it (a follow-up, or after hard news whether to
 * go on): a reply is then compared with that answer.
 */
export function asksAboutLastAnswer(content: string): boolean {
  return followUpIn(content) !== null || offersPause(content);
}

/** One message to Lisa, as she heard it, and what she needs to answer it. */
interface Turn {
  input: LisaReplyInput;
  reading: Reading;
  /** The owner put her last words right (`correctionOf`): she says sorry first. */
  putRight: boolean;
  /** Null when the message says nothing about the owner. */
  heard: Heard | null;
  /** What `hear` was told of her pending questions. */
  listened: Pending;
  pending: PendingQuestions;
  /** Her questions already answered in this conversation (`answeredIn`). */
  answered: Set<string>;
  /** Her questions the owner declined in this conversation (`declinedIn`): no message answers one unnamed. */
  declined: readonly string[];
  /** Her last message. */
  lastSaid: string;
  /** What the message says about the owner, without fillers and formulas: what is stored. */
  said: string;
  /** Her questions asked in this conversation. */
  asked: readonly string[];
  news: HardNews | null;
  /** Hard news, told as news or in passing. */
  hard: boolean;
  /** Her questions that what the owner said in this conversation answers by its form (`answersInForm`). */
  told: readonly string[];
  /** Her questions she does not ask (again): asked, told, declined, or about a partner lost. */
  closed: readonly string[];
  /** Her next question, counting what `entry` (stored this turn) covers. */
  next: (entry: KnowledgeEntry | null, also?: readonly string[]) => LisaQuestion | null;
  mourned: Mourned;
}

/**
 * Whose deaths the owner told of in this conversation: the words naming them, and whether a partner is lost (died,
 * or the relationship ended).
 */
interface Mourned {
  words: string[];
  partner: boolean;
}

/**
 * "Priya rang, she lost her job", Priya told as "my daughter Priya" in an earlier message: hard news is read
 * within one message, so the relation told before is said again for it ("my daughter Priya rang, …"), at the
 * start of whichever sentence names her. A word the owner called someone of theirs by ("… but kokum had a stroke"
 * after "my kokum (grandma) Rose") is theirs again wherever it stands.
 */
export function withRelationTold(
  said: string,
  before: readonly string[],
  relations = relationsOnce(),
): string {
  // Only a word for someone ("after my shift Dana…" makes no "shift" theirs): kin, a relation, or glossed by one.
  const kin = new Set(
    before.flatMap((content) =>
      [...content.matchAll(/\b(?:[Mm]y|[Oo]ur)\s+(\p{Ll}[\p{L}'-]*)\s+(?:\(([^)]*)\)\s+)?\p{Lu}/gu)]
        .filter(
          ([, word = '', gloss = '']) => kinOf(word).length > 0 || isRelation(word) || kinIn(gloss).size > 0,
        )
        .map((match) => match[1]),
    ),
  );
  // Each distinct word once, and only a name: a long message of capitalised openers costs one look each.
  const told = new Map<string, string | null>();
  const relationTo = (name: string) => {
    if (!told.has(name))
      told.set(
        name,
        isName(name)
          ? (before
              .filter((content) => content.includes(name))
              .map((content) => relations(content)(name))
              .find((found) => found !== null) ?? null)
          : null,
      );
    return told.get(name);
  };
  return said
    .replace(/(?<![\p{L}'-])(?<!\b(?:my|our|his|her|their|your|the|a|an)\s+)\p{L}[\p{L}'-]*/giu, (word) =>
      kin.has(word.toLowerCase()) ? `my ${word.toLowerCase()}` : word,
    )
    .replace(/(^|[.!?]\s+)(\p{Lu}[\p{L}'-]*)\b/gu, (opening, start: string, name: string) => {
      const relation = name === 'I' ? null : relationTo(name);
      return relation ? `${start}My ${relation} ${name}` : opening;
    });
}

/** Each earlier message parsed for the people it names at most once in a reply, however often it is read. */
function relationsOnce(): (content: string) => (name: string) => string | null {
  const parsed = new Map<string, (name: string) => string | null>();
  return (content) => {
    const found = parsed.get(content) ?? relationsIn(content);
    parsed.set(content, found);
    return found;
  };
}

/**
 * A goodbye after hard news of someone's illness in this talk carries a word for them ("I hope your kokum is doing
 * okay."): the owner is leaving with them on their mind. Not once worse news of them came, the goodbye's own too.
 * Only the last turns are read: news from long ago is not what the owner leaves with.
 */
function hopeFor(history: readonly Message[], message: string): string {
  const talk = [...history.filter((turn) => turn.role === 'user').map((turn) => turn.content), message];
  const relations = relationsOnce();
  const recent = talk.length - lastTurnsRead;
  const news = talk.slice(Math.max(0, recent)).flatMap((content, i) => {
    // Read as her reply read it ("tata had a stroke" → "Tata had a stroke": someone named).
    const before = talk.slice(0, Math.max(0, recent) + i);
    const found = hardNewsIn(withRelationTold(readMessage(content).content || content, before, relations));
    return found?.about ? [{ ...found, about: found.about }] : [];
  });
  const ill = news.findLastIndex((told) => told.kind === 'illness');
  const about = news[ill]?.about;
  // Worse news of them after, or their death told at any time ("my dad kwame died last march"): the talk's
  // mourned words read once, not once per word of the name.
  const mourned = about ? mournedIn(talk).words : [];
  const worse =
    news.slice(ill + 1).some((told) => told.kind !== 'illness' && samePerson(about ?? '', told.about)) ||
    words(about ?? '').some((word) => word !== 'your' && mourned.includes(word));
  return about && !worse && !/^(?:him|her)$/i.test(about) ? `I hope ${about} is doing okay. ` : '';
}

/**
 * A goodbye after a death told in the last turns and met with her care ("my dad passed away last month"): she says
 * goodbye warmly. Not for a death long ago ("my gran died in 2009"), nor for news she did not meet with care.
 */
function mournedRecently(history: readonly Message[]): boolean {
  const recent = history.slice(-2 * mournedTurnsRead);
  return recent.some(({ role, content }, i) => {
    const news = role === 'user' ? hardNewsIn(content) : null;
    // The owner's own person ("my dad", "Joris"), not someone of someone else's ("your friend's dog").
    return (
      news?.kind === 'death' &&
      !/'s\b/.test(news.about ?? '') &&
      !toldAsLongPast(content) &&
      /^I'm so sorry/.test(recent[i + 1]?.content ?? '')
    );
  });
}
/** How many of the owner's last messages a goodbye looks back over for a death: news of the last few turns. */
const mournedTurnsRead = 3;
const takeCare = 'Take good care of yourself. ';

/** How many of the owner's last messages a goodbye looks back over for news of someone. */
const lastTurnsRead = 20;

/** Whether hard news about `other` is about `about` ("Kokum", "her" of "your kokum grandma Rose"). */
const samePerson = (about: string, other: string) =>
  /^(?:he|she|him|her|they|them)$/i.test(other) ||
  words(other)
    .filter((word) => word !== 'your')
    .every((word) => words(about).includes(word));

/** Her question about a partner ("Has there been a partner in your life…"); tests check what she asks by it. */
export const partnerQuestion = /\bpartner\b/i;
/** A brother or sister of the owner's, told ("my little sister", "our brother Per"), not an in-law of theirs. */
const ownSibling = (text: string) =>
  [...text.matchAll(/\b(?:my|our)\s+((?:\p{L}+\s+)?[\p{L}'-]+(?:\s+in\s+law)?)/giu)].some(([, phrase = '']) =>
    ['brother', 'sister', 'sibling'].some((relation) => kinIn(phrase).has(relation)),
  );
const partnerWords = /\b(?:wife|husband|partner|spouse|boyfriend|girlfriend|fianc\w*|widow\w*)\b/i;
const toldPartner = (text: string) => new RegExp(`\\b(?:my|our)\\s+${partnerWords.source}`, 'i').test(text);

/** The hard news each message tells, each heard after the messages before it. */
const newsIn = (messages: readonly string[]) =>
  messages.map((text, i) => hardNewsIn(text, messages.slice(0, i)));

/** Who died, and whether a partner was lost, by the news of each message (`told`, heard once by the caller). */
function mournedIn(messages: readonly string[], told = newsIn(messages)): Mourned {
  const deaths = told.filter((news) => news?.kind === 'death');
  const about = deaths.map((news) => news?.about ?? '');
  return {
    words: about.flatMap((who) => words(who).filter((word) => word !== 'your' && !isStopWord(word))),
    partner:
      about.some((who) => partnerWords.test(who)) ||
      messages.some(
        (text, i) => /\bwidow/i.test(text) || partnerLost(text.replace(/’/g, "'"), told[i] ?? null),
      ),
  };
}

/**
 * The same hard news told again ("a bit of redundancy money coming" after "I'm being made redundant"): of the same
 * kind and the same person as news an earlier message told, it is more of it, not news to be sorry for twice.
 */
function toldBefore(
  news: HardNews | null,
  before: ReadonlyArray<HardNews | null>,
  said = '',
): HardNews | null {
  const worse = toldWorse(said) ? worsened(news, before, said) : null;
  if (worse) return worse;
  if (!news?.news) return news;
  const again = before.some(
    (past) => past?.news === true && past.kind === news.kind && past.about === news.about,
  );
  return again ? { ...news, news: false } : news;
}

/**
 * Worse news of an illness told before ("she's had a second stroke", "they've moved her to palliative care"): of the
 * one who is ill, by the news itself or by a word that stands for them, it is news again, met as an update.
 */
function worsened(
  news: HardNews | null,
  before: ReadonlyArray<HardNews | null>,
  said: string,
): HardNews | null {
  const ill = before.findLast((past) => past?.news === true && past.kind === 'illness');
  if (!ill) return null;
  const about = ill.about ?? '';
  // "Mum", "Ramón" of "your mum", "your grandfather Ramón": the words that name them, not whose they are.
  const named = words(about.replace(/^(?:your|his|her|their)\s+/i, ''));
  const same = news
    ? news.kind === 'illness' && news.about === ill.about
    : words(said).some((word) => standsFor(word, about) || named.includes(word));
  return same ? { ...ill, news: true, worse: true } : null;
}

/**
 * "my dad had it too before his stroke", of a dad whose death was told: his illness is no news of a living man; what
 * the owner tells is their own ("the diabetes thing has shaken me"), and she wishes no one well who died.
 */
function unmourned(news: HardNews | null, mourned: Mourned): HardNews | null {
  const dead = news?.about && words(news.about).some((word) => mourned.words.includes(word));
  // "my dad left me his guitar in his will", after his death was told: a memory of him, not news to be sorry for again.
  if (dead && news?.kind === 'death') return null;
  return dead && news ? { ...news, about: null } : news;
}

/**
 * A relationship ended, told in the conversation (a break-up, a separation, a divorce, an ex): she never asks
 * after that whether there has been a partner, or how they met.
 */
const partnerLost = (text: string, news: HardNews | null) =>
  breakUp.test(text) ||
  // "…with Pete twelve years. Pete moved out in March": a separation told as a move, as the message's news says.
  news?.kind === 'break-up' ||
  /\b(?:separation|(?:my|our) ex|ex-(?:wife|husband|partner|girlfriend|boyfriend))\b/i.test(text);

/** "Who is Rory to you?" when the owner's notes name Rory (their son): they have told her; she does not ask. */
function unasked(followUp: string | null, { input }: Turn): string | null {
  const names = followUp?.startsWith('Who is ') ? (followUpAsked(followUp)?.names ?? []) : [];
  const noted = input.entries.some((entry) => names.some((name) => words(entry.content).includes(name)));
  return noted ? null : followUp;
}

/** Whether the message speaks of someone whose death was told here: no cheerful "What is she like?" about them. */
const grieves = ({ mourned, said }: Pick<Turn, 'mourned' | 'said'>) => {
  // "seans funeral": a possessive typed without its apostrophe names them too.
  const told = words(said);
  return mourned.words.some((word) => told.includes(word) || told.includes(`${word}s`));
};

/** Her reply before it is worded: the opening, then an optional follow-up beside the next question. */
interface Decision {
  opening: string;
  question: LisaQuestion | null;
  entry?: KnowledgeEntry;
  /** The notes made of `entry`, one per subject told: set once the decision is made. */
  entries?: KnowledgeEntry[];
  followUp?: string | null;
  citations?: Citation[];
  /** She asks nothing and offers to pause (after hard news). */
  pause?: boolean;
  /** The owner steps away a moment: she asks nothing and waits. */
  waits?: boolean;
  /** A goodbye: she asks nothing and says goodbye. */
  ends?: boolean;
}

/** What a topic covered by the owner's notes counts for against one asked or answered here: more than them all. */
const notedWeight = 1000;

/** The ids of the notes this conversation kept, the one kept this turn too. */
function keptIn(history: readonly Message[], entry: KnowledgeEntry | null): Set<string> {
  const ids = history.flatMap((message) => (message.savedEntries ?? []).map((saved) => saved.id));
  return new Set(entry ? [...ids, entry.id] : ids);
}

/**
 * Below this an answer is weak enough for a question of another topic to take it ("I work as a music teacher" is
 * 0.29 with the question about work, and 0.41 with "Is there a teacher who changed the way you think?").
 */
const weakAnswer = 0.25;

/** A sibling question must be this much nearer the message than the one asked to be the one it answers. */
const siblingMargin = 0.04;

/**
 * "I'm Margit btw", "My name is Teodor.", "call me Jo" closing a message: the owner says who they are, a clause of
 * its own at the end, the name capitalised as a name.
 */
function introductionIn(message: string): { name: string; at: number } | null {
  const found =
    /(?:^|[.!?,;—–]\s*)((?:[Ii]['’]?m|[Ii] am|[Mm]y name(?:['’]s| is)|[Cc]all me)\s+(\p{Lu}[\p{L}'’-]+)(?:\s+(?:by the way|btw|here))?\s*[.!]*\s*)$/u.exec(
      message,
    );
  const name = found?.[2];
  if (!found || !name || !isName(name)) return null;
  return { name, at: found.index + found[0].length - (found[1]?.length ?? 0) };
}

/** A greeting whose only words of the owner are their name: the name, and the message without it. */
function namedAlone(message: string): { name: string; rest: string } | null {
  const reading = readMessage(message);
  const [, name = ''] = /^(?:I'm|I am|My name is|Call me)\s+([\p{L}'-]+)\W*$/iu.exec(reading.content) ?? [];
  if (!reading.greeting || name === '' || !isName(name)) return null;
  const rest = message.replace(new RegExp(`\\b(?:i'?m|i am|my name is|call me)\\s+${name}\\b\\W*`, 'i'), '');
  return { name: `${name.charAt(0).toUpperCase()}${name.slice(1)}`, rest };
}

/** The titles of the notes her last reply saved. */
const lastSaved = (history: readonly Message[]): string[] =>
  (history.findLast((message) => message.role === 'assistant')?.savedEntries ?? []).map(({ title }) => title);

/** Small talk answered in kind, lightly: she has no weather or weeks of her own. */
const smallTalkReplies: Record<NonNullable<Reading['smallTalk']>, (said: string) => string> = {
  grim: () => 'That sounds raw out there — I hope you can stay warm and dry.',
  hot: () => 'That sounds like a scorcher — I hope you can keep cool.',
  fine: () => 'That sounds lovely, I hope you get to enjoy it.',
  chat: () => "Ha, time does play tricks, doesn't it!",
  // How things are today or this week: she wishes the rest of that time well, whatever it was like.
  day: (said) =>
    `I hope the rest of your ${/\b(week(?:end)?|morning|afternoon|evening)\b/i.exec(said)?.[1]?.toLowerCase() ?? (/\btonight\b/i.test(said) ? 'evening' : 'day')} is kind to you.`,
};

/**
 * What an earlier message of the owner's told, read as its own turn was (`readMessage`, fillers left out). Each turn
 * looks back over up to 50 of them (what they told, which declined), and reading one costs about 13 ms: each is
 * read once per process.
 */
const earlierReadings = new LRUCache<string, Reading>({
  max: 2_000,
  memoMethod: (message) => readMessage(message),
});
const readEarlier = (message: string): Reading => earlierReadings.memo(message);
const toldIn = (message: string): string => readEarlier(message).content;

/**
 * The next topic's question offered after a follow-up as the other way to go, in one sentence with one question
 * mark, so the two read as one question with an alternative ("Tell me what Galway was like — or, if you'd rather,
 * about your work: …?") and an answer to either is plainly one. A question that is itself a request ("Tell me about
 * your family: …") follows "we can move on." as a sentence of its own: two "Tell me"s in one sentence read badly.
 */
const orInstead = (followUp: string, { text, topicLabel }: LisaQuestion) =>
  /^tell me about\b/i.test(text) || !topicLabel
    ? `${asRequest(followUp)} — or, if you'd rather, we can move on. ${text}`
    : `${asRequest(followUp)} — or, if you'd rather, about your ${topicLabel}: ${text}`;

/** What she says first to good news. */
const gladOf = (said: string) =>
  isGoodNews(said) ? "That's wonderful news! " : happierNote.test(said) ? "That's lovely to hear! " : '';
/** "on a happier note i got a rescue greyhound": news said, at a sentence's start, to be good. */
const happierNote =
  /(?:^|[.!?]\s+)(?:\W*(?:and|but|so|anyway|ok(?:ay)?|right)\W+)?on an? (?:happier|brighter|lighter|cheerier|better|more positive|positive|happy|good) note\b(?=\s*[,:;-]|\s+(?:i|i'?m|im|we|my|our|he|she|they|the|it'?s|its)\b)/i;

/** Not wanting to say more, inside a sentence that tells something ("…so id rather not talk about the ex"). */
const declinesWithin =
  /\b(?:i'?d|i would) rather not (?:(?:talk|go|get) (?:about|into)|say|dwell on|think about)\b|\bi (?:don'?t|do not) (?:want|wanna) to (?:talk|go|get) (?:about|into)\b/i;

/**
 * Nerves about this talk ("bit nervous doing this tbh lol never talked to an ai…"): met before anything else. Not
 * nerves about something of the owner's ("nervous about this interview on Tuesday", "nervous doing my test").
 */
const nervousOfTalk =
  /\b(?:nervous|anxious|awkward|shy)\b[^.!?]{0,20}?\bdoing this\b(?=\W*$|\W*(?:tbh|lol|haha|honestly|ngl|to be honest)\b|\s*[,.!?]|\s+(?:never|first|since|cos|because|as)\b)|\b(?:nervous|anxious|awkward|shy)\b[^.!?]{0,30}?\b(?:talking|talked|talk) (?:to (?:an? )?(?:ai|bot|computer|you\b(?! know))|about myself\b(?!\s+(?:at|in|when)\b))/i;
const reassured = 'No need to be nervous — there are no wrong answers, and you can skip anything. ';

/** "i mean i already said climbing": what she would ask again was told, in the owner's words. */
const saidAlready =
  /\b(?:i|i'?ve|i have)\s+(?:already|just)\s+(?:said|told (?:you|u)|answered|mentioned)\b(?!\s+(?:to|goodbye|bye|yes|no|hi|hello)\b)/i;

/** How Lisa thanks an answer, varied so that turns do not all read alike (the app shows what was saved). */
const acknowledgements = [
  'Thank you for telling me.',
  "Got it, I've written that down.",
  "Thanks, I've noted that.",
  "That's helpful, thank you.",
];

/** An acknowledgement that says it kept the words: before the notes listed, only the thanks in it is said. */
const savedAlready =
  /(?:Thank you|Thanks|Got it|Noted)[,.!]? I've (?:saved|noted|written|kept) (?:that|it)[^.!?]*[.!]$/;
/** The opening before the notes listed, its saying-kept cut to a thank-you, or to nothing once thanked or welcomed. */
function thankedOnce(opening: string, welcomed: boolean): string {
  const rest = opening.replace(savedAlready, '').trim();
  return rest === opening.trim() || welcomed || /\b(?:thank|thanks)\b/i.test(rest)
    ? rest
    : `${rest} Thank you!`.trim();
}
const sayMore = 'Could you tell me a little more?';
/** Her reply to a wrap-up said ahead: no new question, the door left open. */
const wrappingUp = 'No rush — we can stop whenever you need to, and pick up again another time.';
const putOff = 'Of course, take your time: we can come back to it whenever you like.';
const feltNews =
  "That's completely understandable — it's a lot to take in. Be gentle with yourself; I'm here.";
/**
 * Told to go on, then of something not them ("let's carry on. i work at the bakery, some days…"): an answer, not
 * grief; "we can keep going. i miss him most on sundays" speaks of them still.
 */
const wentOnElsewhere = ({ reading, input, said, mourned }: Turn) =>
  reading.meta === 'remark' &&
  saysGoOn(input.message, goOnWords) &&
  !/\b(?:he|him|his|she|her|they|them|their)\b/i.test(said) &&
  !words(said).some((word) => mourned.words.includes(word));
/**
 * After hard news, a message about someone else by name ("Owen's got his first swimming gala, he's dead nervous"):
 * a person the tagger knows by name, named neither in the news's title nor in the message that told it ("Minh
 * texted me, his dad died"), and no pronoun before the name that could be the one the news is about ("his name's
 * Emrys", "she's been amazing, Claire I mean" name them). Not when the message speaks of the illness or worse news
 * ("…she drove him to chemo today", "…it has spread to his liver"), nor of whoever treats it ("Mr Patel the
 * surgeon", "Dr Okafor").
 */
function ofSomeoneElse(said: string, title: string, history: readonly Message[]): boolean {
  const told = history.findLast(({ role, content }) => role === 'user' && hardNewsIn(content) !== null);
  const known = [...words(title), ...words(told?.content ?? '')];
  // "Jo's been brilliant, but I miss Mum so much": of them still, whoever else it names.
  if (words(said).some((word) => words(title).includes(word) && !isStopWord(word))) return false;
  if (speaksOfIllness(said) || toldWorse(said)) return false;
  const terms = taggedTerms(said);
  const at = terms.findIndex(
    ({ text, tags }, i) =>
      tags.includes('Person') &&
      !tags.includes('Honorific') &&
      /^\p{Lu}/u.test(text) &&
      kinOf(text.replace(/['’]s$/, '')).length === 0 &&
      !words(text).some((word) => known.includes(word)) &&
      !treating(terms, i),
  );
  return (
    at >= 0 &&
    !terms
      .slice(0, at)
      .some(({ text }) => /^(?:he|she|his|her|him|they|their|them)(?:['’](?:s|re|d|ve|ll))?$/i.test(text))
  );
}
/** Someone named with a medical title or role: "Dr Okafor", "Mr Patel the surgeon", "Ms Reid, the consultant". */
const treating = (terms: ReadonlyArray<{ text: string; tags: string[] }>, i: number) =>
  /^(?:dr|prof)\.?$/i.test(terms[i - 1]?.text ?? '') ||
  terms
    .slice(i + 1, i + 3)
    .some(({ text, tags }) => !tags.includes('Person') && carer.test(text.replace(/[.,;:!?]+$/, '')));
/** A feeling said of someone else ("he's dead nervous bless him"): theirs, not the owner's grief. */
const othersFeeling =
  /\b(?:he|she|they)(?:'s|'re|s| is| are| was| were| gets?| got| seems?)?\s+(?:(?:so|really|dead|very|a bit|quite|pretty|well|proper)\s+)*(?:nervous|scared|frightened|terrified|worried|anxious|upset|shaky|in shock)\b/gi;

/** Words for a brother or a sister: a group of them alone is "My brothers and sisters". */
const siblingRelations = new Set(['brother', 'sister', 'sibling']);

/**
 * The title for a group, when `title` names one person (a name, or a word for kin) and `content` tells of three of
 * the owner's people or more, by their names or by their relations: "My family", or "My brothers and sisters" when
 * it names no other kin. Null otherwise.
 */
function groupTitle(title: string, content: string): string | null {
  // The title names someone and nothing of theirs ("Neil", "Husband Emeka"; not "Sam's team").
  const person = taggedTerms(title).every(
    ({ text, tags }) =>
      ['Person', 'ProperNoun', 'Possessive', 'Determiner'].some((tag) => tags.includes(tag)) ||
      (/^\p{Lu}/u.test(text) && words(text).every((word) => lexicon[word] === undefined)) ||
      words(text).every((word) => kinOf(word).length > 0),
  );
  if (!person) return null;
  const names = peopleNamedIn([content]);
  const relations = [...kinIn(content)];
  // "Sian, my wife. Two kids, Megan and Rhys": names and relations, some of the same people, counted so.
  // Of the owner's: a relation is told of ("my husband", "our two", "kids").
  const several =
    relations.length > 0 &&
    (Math.max(names.size, relations.length) >= 3 || names.size + relations.length >= 4);
  if (!several) return null;
  return relations.length > 0 && relations.every((relation) => siblingRelations.has(relation))
    ? 'My brothers and sisters'
    : 'My family';
}

/**
 * After her pause on hard news, a message about someone else (`ofSomeoneElse`) tells of them, not more of it; unless
 * said to be more of it ("sorry still on the last thing. mateo stays with her…"), whoever it names.
 */
const ofSomeoneElseAfterPause = ({ pending, said, input }: Pick<Turn, 'pending' | 'said' | 'input'>) =>
  pending.paused &&
  !continuesLast(input.message) &&
  (turnsLighter.test(input.message) || ofSomeoneElse(said, pending.followUp?.title ?? '', input.history));
/** "on a happier note…", "some good news:": said to turn from the hard news, what follows is not more of it. */
const turnsLighter =
  /\b(?:on an? (?:happier|lighter|brighter|cheerier|better|more positive|positive|good|happy) note|(?:some|in other|but) (?:good|happier|better) news|something (?:happier|lighter|cheerier|nicer|good))\b/i;
/** Before her topic's other question after a reaction: another question, so not said as the same one reworded. */
const anotherWay = 'Or, on the same subject:';
/** Her other question put as before, in her words now or in those of chats stored before ("Let me ask it another way:"). */
const putAnotherWay = (said: string) =>
  said.includes(anotherWay) || said.includes('Let me ask it another way:');
/**
 * Thanks answered brightly, but quietly while she offers to pause, beside a loss told even in passing ("…before she
 * passed"), beside a memory of someone whose death was told ("my dad left me his old guitar"), or with a goodbye
 * in a talk where a death was told ("thanks for listening, I have to go").
 */
const welcomeAfter = (turn: Pick<Turn, 'pending' | 'news' | 'mourned' | 'said' | 'reading'>) =>
  turn.pending.paused || turn.news || grieves(turn) || (turn.reading.goodbye && turn.mourned.words.length > 0)
    ? "You're welcome."
    : "You're welcome!";
/** Her reply to praise of her or of the talk. */
const kindOfYou = "That's kind of you!";
/** Back after a goodbye or a moment away: she picks up the thread. */
const welcomedBack = 'Welcome back!';
const welcomeBack = `${welcomedBack} Let's pick up where we left off.`;
const holdOn = "Of course, take your time. I'll be right here.";
const sorryTold = "Sorry, you did tell me that already — I'll move on. ";
/** Told she missed what was said: she owns it, and meets what follows. */
const sorryMissed = "I'm sorry — I should have said something about that. ";
const comingBack = 'Coming back to my question:';
const farewell = "Talk soon! I'll be here whenever you want to carry on.";
/** Words of someone still on their way out ("before I go", "one last thing"), said after her goodbye. */
const stillGoing = /\bbefore (?:i|you) (?:go|leave|forget)\b|\b(?:one )?last thing\b/i;
const keptAs = "I've kept it as";
const keptPattern = /I've kept it as “([^”]+)”/;
/**
 * Of words she says again and again in a talk (her offer to pause, her thanks for hard news, going on after it),
 * the first she has not said in this conversation; when she has said them all, each in turn. The same words twice
 * in one conversation read as a machine's.
 */
function inTurn(options: readonly string[], history: readonly Message[]): string {
  const hers = history.filter(({ role }) => role === 'assistant').map(({ content }) => content);
  const unsaid = options.find((option) => !hers.some((content) => content.includes(option)));
  if (unsaid) return unsaid;
  const times = hers.filter((content) => options.some((option) => content.includes(option))).length;
  return options[times % options.length] ?? '';
}
/** Her offers to pause after hard news. */
const pauseOffers = [
  "There's no rush: we can pause here, or carry on whenever you're ready.",
  "Whenever you're ready we can carry on, or we can pause here for a while.",
  'We can pause here for as long as you like, or go on whenever you feel like it.',
  "We can stop here for now, or keep going whenever it suits you — it's up to you.",
  "If you'd like a break, we can leave it here; I'll be here when you want to go on.",
];
const offersPause = (content: string) => pauseOffers.some((offer) => content.includes(offer));
const pauseOfferAfter = (history: readonly Message[]) => inTurn(pauseOffers, history);
/** Her thanks for hard news told, before where she kept it. */
const thanksForNews = [
  'Thank you for telling me;',
  'Thank you for trusting me with that;',
  "I'm glad you told me;",
];
/** Her thanks for more of it. */
const thanksForMore = [
  'Thank you for telling me more;',
  'Thank you for sharing that as well;',
  "I'm glad you told me that;",
];
/** Going on after hard news, told to. */
const goingOnGently = [
  "Let's go on gently, then.",
  "All right — we'll take it gently from here.",
  "Let's carry on, then, at your own pace.",
];
const goOnGently = (history: readonly Message[]) => inTurn(goingOnGently, history);
/** Her help when the owner is stuck for a way in. */
const easierWay = "No pressure — here's an easier way in:";
const smallStart = 'No pressure — one small thing that comes to mind is plenty.';
/**
 * Her last reply met hard news with care: a kind remark after it ("means a lot", "that's kind") thanks her. Not her
 * help when stuck nor her answer about herself: "it means a lot to me" after those is said of the owner's life.
 */
const caredFor = (lastSaid: string) => offersPause(lastSaid) || lastSaid.includes(tenderDecline);
/** Words that take up her offer to carry on. */
const goOnWords = new RegExp(String.raw`\b(?:${goingOn}|next|ready|go ahead|let'?s go|ask)\b(?!-)`, 'i');
const gotWrong = 'Sorry, I got that wrong.';

/**
 * The message without its correction of her last words, or null when it puts none right: a sentence opening on "not"
 * before someone she named ("wait, not marcus, marcus is fine lol"), a name of hers or one of the owner's people,
 * and the short "it was my dad" that says who instead. Not "not Tomasz" when she named no Tomasz, nor "Not really".
 */
function correctionOf(message: string, lastSaid: string): string | null {
  const sentences = message.split(/(?<=[.!?])\s+/);
  const at = sentences.findIndex((sentence) => {
    const [, word = ''] =
      /^(?:(?:wait|no|nope|nah|oh|sorry|hang on|hold on|um+|uh+|erm)\W+)*not\s+(?:my\s+|your\s+|the\s+)?([\p{L}'-]+)/iu.exec(
        sentence.replace(/’/g, "'"),
      ) ?? [];
    if (!word) return false;
    if (/^(?:lisa|i)$/i.test(word)) return false;
    if (peopleTopics.some((topic) => topic.words.test(word.toLowerCase())))
      return new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, 'iu').test(lastSaid);
    // A name: capitalised mid-sentence in what she said, not in her question ("What", "Where" open sentences).
    const told = lastSaid.split(/(?<=[.!?])\s+/).filter((said) => !said.endsWith('?'));
    return told.some((said) =>
      [...said.matchAll(new RegExp(`(?<=\\S\\s+)${word}(?![\\p{L}])`, 'giu'))].some(([found]) =>
        /^\p{Lu}/u.test(found),
      ),
    );
  });
  if (at < 0) return null;
  const instead =
    /^(?:(?:no|it|that|he|she)\W+)?(?:it|that|he|she)(?:'s|’s| is| was)\s+(?:my|your|our|the)?\s*[\p{L}'-]+\W*$/iu;
  const next = sentences[at + 1] ?? '';
  const drop = instead.test(next) ? 2 : 1;
  // Only the "not marcus" phrase goes (and "marcus is fine"), not what the sentence goes on to tell.
  const rest = (sentences[at] ?? '')
    .replace(/’/g, "'")
    .replace(
      /^(?:(?:wait|no|nope|nah|oh|sorry|hang on|hold on|um+|uh+|erm)\W+)*not\s+(?:my\s+|your\s+|the\s+)?([\p{L}'-]+)(?:\W+\1(?:'s| is) (?:fine|ok(?:ay)?|alive|grand|good)(?:\s+(?:lol|haha|lmao))?)?\W*/iu,
      '',
    );
  return [
    ...sentences.slice(0, at),
    ...(/\p{L}/u.test(rest) ? [rest] : []),
    ...sentences.slice(at + drop),
  ].join(' ');
}

/**
 * Her own words quoted back ("'dad's test results is doing okay' lol what"), or the owner's asked back at her: her
 * reply was wrong. Not her
 * question's words pointed at ("as for 'the people closest to you', …"), nor a saying quoted.
 */
function quotesHer(message: string, lastSaid: string, question: LisaQuestion | null): boolean {
  const plain = (text: string) => text.replace(/[’‘]/g, "'").toLowerCase();
  // "wait i said i wanted to carry on??": what the owner said, asked back at her in disbelief.
  const asked =
    /^(?:wait|hang on|hold on)\W+i (?:just |already )?said\b[^.!?]*\?+/.exec(plain(message))?.[0] ?? '';
  const hers = plain(lastSaid).replace(plain(question?.text ?? ''), '');
  const quotes = [...plain(message).matchAll(/(?:^|[\s(])['"“”]([^"“”]+?)['"“”](?=[\s.,!?;:)]|$)/g)].filter(
    ([, quoted = '']) => quoted.split(/\s+/).length >= 3 && hers.includes(quoted),
  );
  if (!asked && quotes.length === 0) return false;
  // A correction or a fact beside it ("wait, I said Leeds? I meant York", "… is right, and I have 12 staff") is
  // told: only disbelief and nothing else is a complaint.
  const rest = quotes.reduce((text, [whole]) => text.replace(whole, ' '), plain(message).slice(asked.length));
  return /^(?:\W|\b(?:and|lol|lmao|haha|what|wtf|huh|eh|um|erm)\b)*$/.test(rest);
}
/** Going on with what she asked, not past it ("move on", "next"). */
const goOnAsked = /\b(?:go on|carry on|keep goin(?:g|')?|continue|go ahead)\b(?!-)/i;
/** Telling her to ask. */
const goAhead =
  /^(?:(?:sure|ok(?:ay)?|yes|yeah|yep|fine|alright)\W+)?(?:go ahead|ask away|fire away|ask me (?:anything|something)|go on(?: then)?)\W*$/i;
/** A go-ahead in one word ("Yeah. Thanks for saying that." thanks her, and takes up nothing). */
const goOnParticle = /^(?:yes|yeah|yep|sure|ok(?:ay)?|fine|alright|please)\W*$/i;

/**
 * Whom the hard news was about, while Lisa is still offering to pause after it: her messages since she kept it all
 * offered to pause; null otherwise.
 */
function pausedOn(history: readonly Message[]): string | null {
  for (const message of history.toReversed()) {
    if (message.role !== 'assistant') continue;
    if (!offersPause(message.content)) return null;
    const kept = keptPattern.exec(message.content)?.[1];
    if (kept) return kept;
  }
  return null;
}

/**
 * Her question about what the owner is working towards or dreams of is answered by what they say they mean to do
 * ("I want to get up to ten hives…"), however far the encoder puts the rest of it from the question.
 */
function toldPlans(heard: Heard, said: string, { question }: PendingQuestions): Heard {
  const aside = heard.kind === 'aside' || (heard.kind === 'answer' && heard.followUp);
  return aside && answersInForm(said, question) ? { kind: 'answer', followUp: false } : heard;
}

/** The form an answer to her question takes: what one means to do, what one holds ("I reckon…"), what one loves doing. */
const formsAsked: ReadonlyArray<{ asks: RegExp; form: (said: string) => boolean; held?: true }> = [
  { asks: /\bfree time\b/i, form: (said) => likesDoing(said) },
  // "Which moment…?": a time named ("the day my son was born") is the moment, whoever it is of.
  {
    asks: /\bmoment\b/i,
    form: (said) =>
      /^(?:(?:probably|prob|definitely|easily|maybe)\s+)?(?:the|that)\s+(?:day|night|morning|evening|moment|time|week|weekend|summer|year)\b/i.test(
        said,
      ),
    held: true,
  },
  // "Is there a skill…you are working on?": what one is learning or practising now.
  {
    asks: /\bskill\b/i,
    form: (said) =>
      /\b(?:i'm|i am)\s+(?:\w+\s+)?(?:learning|practi[sc]ing|teaching myself|working on)\b/i.test(said),
  },
  { asks: /\b(?:towards|future|one day|years|dream\w*)\b/i, form: (said) => plans.test(said) },
  {
    // "What matters most to you…?": a rule one holds ("people should pay back what they borrow"), not one's own duty.
    asks: /\b(?:matters?|values?)\b/i,
    // "Respect really, treat the kp the same as the owner": a rule said as a command is held too.
    form: (said) =>
      /\b(?!(?:i|we)\b)\p{L}+\s+(?:must|should|ought to)\b/iu.test(said) ||
      /\b(?:matters?|counts?) (?:the )?most\b/i.test(said) ||
      said
        .split(/[,.;:!]\s*/)
        // "Want to get my English good enough…": a wish with its "I" left out, not a command.
        .some(
          (clause) => nlp(clause).has('#Imperative') && !new RegExp(`^${plans.source}`, 'i').test(clause),
        ),
    held: true,
  },
  {
    // "At Colégio Rosário I played handball… and was hopeless at maths": the place one was a pupil at, and school life.
    asks: /\bschool\b.*\bstudent\b/i,
    form: (said) =>
      /\b(?:[Aa]t|went to|attended)\s+\p{Lu}/u.test(said) &&
      /\b(?:maths?|teachers?|class(?:es|mates?)?|lessons?|exams?|homework|pupils?|subjects?|grades?|lunch breaks?)\b/i.test(
        said,
      ),
  },
  {
    // "me im fine, bit of a dodgy lower back": an illness, or the owner's body or treatment named as a thing ("get
    // back to the yard", "came back" name none); someone else's ("his knees") is theirs.
    asks: /\bhealth\b/i,
    form: (said) =>
      speaksOfIllness(said) ||
      (nlp(said).nouns().json() as Array<{ text: string }>).some(
        ({ text }) =>
          !/^(?:his|her|their|your)\b/i.test(text) &&
          /\b(?:back|knees?|hips?|heart|blood pressure|asthma|diabetes|allerg\w+|migraines?|pills|tablets|medication|meds)\b/i.test(
            text,
          ),
      ),
  },
  {
    asks: /\b(?:opinions?|believe)\b/i,
    // "probably that the nhs needs more money…": what one holds, said as the clause that answers "what opinion".
    form: (said) =>
      /^(?:i|we)\s+(?:really\s+|honestly\s+|still\s+)?(?:think|believe|reckon|feel|find)\b/i.test(said) ||
      /^(?:(?:probably|maybe|perhaps|definitely|mostly|just)\s+)?that\s+(?:\p{L}+\s+){1,3}?(?:is|are|needs?|should|must|deserves?|can(?:not|'t)?|has|have|will|would)\b/iu.test(
        said,
      ) ||
      // "ghana jollof is better than nigerian jollof": a comparison one holds.
      /\b(?:is|are)\s+(?:\w+\s+)?(?:better|worse)\s+than\b|\b(?:overrated|underrated)\b/i.test(said),
    held: true,
  },
];
/** Said in the form of an answer to `question`, after a lead-in or not; a view held needs no "I". */
const answersInForm = (said: string, question: LisaQuestion | null) =>
  question !== null &&
  formsAsked.some(
    ({ asks, form, held }) =>
      asks.test(question.text) &&
      [said, afterLeadIn(said)].some((text) => form(text.replace(/’/g, "'"))) &&
      (held || aboutOwner(said)),
  );

/**
 * A short verbless lead-in before the answer ("Controversial one, I think…", "Fair enough. Respect really…"): what
 * follows it is what a form is read on.
 */
function afterLeadIn(said: string): string {
  const lead = /^((?:[\p{L}']+\s+){0,2}[\p{L}']+)[,.:!]\s+(?=\S)/u.exec(said);
  return lead && !firstPerson.test(lead[1] ?? '') && isFragment(`${lead[1]}.`)
    ? said.slice(lead[0].length)
    : said;
}

/**
 * A doing the owner loves ("the thing I love most is making mole negro", "I'm really into climbing"): a verb of
 * liking, then a verb as a gerund (compromise's tag), not an adjective in -ing ("I love my dog, he's amazing").
 */
function likesDoing(said: string): boolean {
  // "I'm a mad keen angler": keen is liking, unless denied ("not that keen on running").
  const liking =
    /\b(?:love|loves|enjoy|enjoys|adore|into|(?<!\bnot (?:\w+ )?)keen|favourite (?:thing|pastime))\b/i.exec(
      said,
    );
  return liking !== null && nlp(said.slice(liking.index)).has('#Gerund');
}

/**
 * "Health is grand, knees aside": an answer opening on what her question asks about answers it, in the form asked
 * or as a plural or superlative of it ("proudest thing is…" answers "…an achievement you are proud of?").
 */
function opensOn(said: string, { text }: Pick<LisaQuestion, 'text'>): boolean {
  const opening = said.split(/[,.;:!?]/)[0] ?? '';
  // "Proudest moment of my dad's life": a superlative of someone else's is not the owner's.
  const theirs = /\bof (?:his|her|their|(?:my |our )?[\p{L}-]+['’]s)\b/iu.test(opening);
  const asked = contentWords(rooted(text));
  return contentWords(rooted(opening, theirs ? ['Plural'] : ['Plural', 'Superlative']))
    .slice(0, 2)
    .some((word) => asked.includes(word));
}

/** `text` with its plurals and superlatives (or the forms given) read back to their roots. */
const rooted = (text: string, forms = ['Plural', 'Superlative']): string =>
  taggedTerms(text)
    .map(({ text: word, tags }) => (tags.some((tag) => forms.includes(tag)) ? rootOf(word) : word))
    .join(' ');

/** A word's root as compromise reads it: "proudest" → "proud", "trips" → "trip". */
const rootOf = (word: string): string => {
  const doc = nlp(word);
  doc.compute('root');
  return (doc.json() as Array<{ terms: Array<{ root?: string }> }>)[0]?.terms[0]?.root ?? word;
};

/**
 * "bonsai mostly.", "probably Ngozi, we met at uni": a word or two picked, with a hedge of choosing (a closed class),
 * opening the message, is how one answers the question just asked.
 */
function namesItsPick(said: string): boolean {
  // "probably not, sorry", "maybe later": a hedge before a no or a not-now picks nothing.
  return /^(?:(?:probably|maybe|definitely|easily)\s+(?!(?:not|never|later|sometime|another|some other|no|none|nothing)\b)[\p{L}'-]+(?:\s+[\p{L}'-]+)?|[\p{L}'-]+(?:\s+[\p{L}'-]+)?\s+(?:mostly|probably|definitely))\s*(?:[,.;:!—–-]|$)/iu.test(
    said,
  );
}

/** "Right, school. I went to…": her question's own words said back before the answer are no part of it. */
/**
 * Her question's words asked back as a question of no answer ("Free time, what's that?", "Hobbies? Who has the
 * time."), before something else: the owner waves it away.
 */
function wavesAway(said: string, question: LisaQuestion | null): boolean {
  const [first = '', ...rest] = said.split(/(?<=[.!?])\s+/);
  const [echo = '', asking = ''] = first.split(/[,?]\s*/, 2);
  const asked = new Set(contentWords(question?.text ?? ''));
  const echoed = contentWords(echo);
  return (
    rest.length > 0 &&
    echoed.length > 0 &&
    echoed.length <= 3 &&
    echoed.every((word) => asked.has(word)) &&
    /^(?:what'?s that|what is that|who has (?:the )?time|who'?s got (?:the )?time|what are they)\W*$/i.test(
      asking.replace(/’/g, "'"),
    )
  );
}

function withoutEcho(said: string, question: LisaQuestion | null): string {
  const asked = new Set(contentWords(question?.text ?? ''));
  const echoes = (text: string) => {
    const echoed = contentWords(text);
    return echoed.length > 0 && echoed.length <= 3 && echoed.every((word) => asked.has(word));
  };
  const [first = '', ...rest] = said.split(/(?<=[.!?])\s+/);
  if (echoes(first) && rest.length > 0) return rest.join(' ');
  // "What I'm working towards: training…": her question's words as a label before the answer.
  const [, label = '', answer = ''] = /^([^.!?:]+):\s+(\S.*)$/s.exec(said) ?? [];
  return echoes(label) ? `${answer.charAt(0).toUpperCase()}${answer.slice(1)}` : said;
}

/**
 * The owner saying they answer her question: "what you asked", "your question", "to answer you", "thanks for asking
 * that." opening a sentence of theirs (not "thanks for asking that yesterday", nor "no thanks for asking that lol").
 */
const answersHer =
  /\b(?:(?:what|which) you (?:just )?asked(?! (?:me )?(?:earlier|before|first)\b)|your (?:last )?question|to answer (?:you|that|your)(?! (?:earlier|previous|other|first|old) question\b)|(?<=^|[.!?]\s+)(?:thanks|thank you) for ask(?:ing|in'?) (?:me )?(?:that|this)(?=\s*(?:[,.;:!?]|$|question\b)))(?!\w)/i;
/**
 * Her question asked back of her ("…what about you, what are you proud of?", "and you?"): what the owner said
 * before it answers it.
 */
function askedBack(toLisa: string | null, asked: string): boolean {
  const back =
    /^\W*(?:(?:and|so)\s+)?(?:what|how) about (?:you|u|yourself)\b|^\W*(?:and|what|how) (?:about )?(?:you|u)\W*$/i;
  if (!toLisa || !back.test(toLisa.replace(/’/g, "'"))) return false;
  const rest = wordsNamed(toLisa.replace(back, ''));
  return rest.length === 0 || wordsNamed(asked).some((word) => rest.includes(word));
}

/** A clause saying what it names was told already ("free time I just told you"): the name, before the telling. */
const toldOf =
  /(?:^|[,.;:!?]\s*)(?:(?:ok(?:ay)?|so|and|but|well)\s+)*([\p{L} ]{3,40}?)\s+(?:i|we)\s+(?:just\s+|already\s+)?(?:told|said|answered)(?:\s+(?:you|u|that))?(?:\s+(?:already|before|earlier))?(?=\s*(?:[,.;:!?]|lol|haha|$))/giu;

/** The names of what a message says was told already, each as its words ("free time I just told you"). */
const namesTold = new LRUCache<string, string[][]>({
  max: 2_000,
  memoMethod: (message) =>
    [...message.replace(/’/g, "'").matchAll(toldOf)]
      .map(([, name = '']) => wordsNamed(name))
      .filter((named) => named.length > 0),
});

/**
 * Her questions the owner says were told already, by name: each word named is one of the question's. Each message
 * is read once (and remembered), so a turn costs the talk's length, not its length times her questions.
 */
function questionsToldOf(messages: readonly string[], questions: readonly string[]): string[] {
  const names = messages.flatMap((message) => namesTold.memo(message));
  if (names.length === 0) return [];
  return questions.filter((text) => {
    const asked = new Set(wordsNamed(text));
    return names.some((named) => named.every((word) => asked.has(word)));
  });
}

/** Function words and words of asking, which name no question ("the … one", "on how …", "what you asked"). */
const unnaming = new Set(
  'a an the and or but of on in at to for from with about by as is are was were be been do does did you your yours i me my we our it its this that these those what which who how where when why there here one ones question questions asked ask earlier before previous other first old now ready ok okay so just like look any anything some something thing things'.split(
    ' ',
  ),
);
/** The terms of a text that can name a question, stemmed as the index stems them ("growing" → "grow"). */
const wordsNamed = (text: string): string[] =>
  terms(
    words(text)
      .filter((word) => !unnaming.has(word))
      .join(' '),
  );
/** Of `questions`, the one sharing most words with a name the owner gave ("health" → "…about your health…"). */
function namedIn(name: string, questions: readonly string[]): string | null {
  const named = wordsNamed(name);
  return (
    questions
      .map((text) => ({ text, shared: wordsNamed(text).filter((word) => named.includes(word)).length }))
      .filter(({ shared }) => shared > 0)
      .sort((a, b) => b.shared - a.shared)[0]?.text ?? null
  );
}

/** An earlier question of hers a subject named first points at ("oh and about mornings, …"). */
function topicNamed(message: string, asked: readonly string[], pending: string | undefined): string | null {
  const name = topicPointer.exec(message.replace(/’/g, "'"))?.[1] ?? '';
  return name
    ? namedIn(
        name,
        asked.filter((text) => text !== pending),
      )
    : null;
}

/** The owner pointing back at an earlier question of hers ("about your earlier question", "what you asked before"). */
const earlierPointer =
  /\b(?:your|the|that) (?:earlier|previous|other|first|old) question\b|\b(?:what|something|the ((?:[\p{L}-]+ ){0,2}[\p{L}-]+)) you asked (?:me )?(?:(?:[\p{L}-]+ ){0,3}earlier|before|first|ages ago|a while (?:ago|back))\b/iu;

/** A message that says it is beside the point ("By the way, …") answers no question of hers. */
function besideThePoint(heard: Heard, reading: Reading, question: LisaQuestion | null): Heard {
  const other = reading.digression || !samePeople(reading.content, question?.topicId);
  return other && heard.kind === 'answer' && !heard.followUp ? { kind: 'aside', related: true } : heard;
}

/** The owner telling her she asked it before: she, the one who asked, is the subject ("you've asked me that twice"). */
const askedAgain =
  /\b(?:you|u)(?:'?ve| have)?\s+(?:(?:already|just|now|keep|kept)\s+)?ask(?:ed|ing)?\b.*\b(?:again|already|before|twice|times|repeat\w*)\b|\b(?:you|u)\s+(?:keep|kept)\s+asking\b/i;

const tenderDecline = "Of course, we'll leave that one. I'm sorry — I can tell it's close to your heart.";

/**
 * Whether a decline's reason touches grief: it tells hard news itself, or, after hard news in this conversation,
 * it speaks of someone of the owner's ("the last one was with my dad").
 */
function tender({ message, history }: LisaReplyInput): boolean {
  if (hardNewsIn(message)) return true;
  const grieved = history.some((turn) => turn.role === 'assistant' && offersPause(turn.content));
  // Someone of the owner's ("my dad"), not a topic named ("not friends, please"): grief is for a person.
  const someone = [...message.toLowerCase().matchAll(/\b(?:my|our)\s+(?:\p{L}+\s+)?(\p{L}+)/gu)].some(
    (match) => peopleTopics.some((topic) => topic.words.test(match[1] ?? '')),
  );
  return grieved && someone;
}

/** Kinship and friendship: closed classes of English, and the topic of her questions each belongs to. */
const peopleTopics: ReadonlyArray<{ topicId: string; words: RegExp }> = [
  {
    topicId: 'family',
    words:
      /^(?:mum|mom|mother|dad|father|parents?|brothers?|sisters?|siblings?|sons?|daughters?|kids?|children|grand\w+|gran|granny|nan|grandad|aunts?|auntie|uncles?|cousins?|nieces?|nephews?|twins?)$/,
  },
  {
    topicId: 'relationships',
    words: /^(?:friends?|mates?|pals?|partners?|husbands?|wife|boyfriends?|girlfriends?|fianc[ée]e?)$/,
  },
];

/**
 * Whether a message about someone of the owner's ("my twin brother Marek…") can answer a question of `topicId`:
 * not a question about friends when it is about a brother, nor about family when it is about a friend. The encoder
 * hears both as being about people.
 */
function samePeople(said: string, topicId: string | undefined): boolean {
  const asked = peopleTopics.find((topic) => topic.topicId === topicId);
  if (!asked) return true;
  // The first "my …" or "my … …" naming a relation: "my twin brother", "my best friend".
  const named = [...said.matchAll(/\b(?:my|our)\s+(\w+)(?:\s+(\w+))?/gi)].flatMap((match) => [
    match[1],
    match[2],
  ]);
  const told = named
    .map((word) => peopleTopics.find((topic) => topic.words.test(word?.toLowerCase() ?? '')))
    .find((topic) => topic !== undefined);
  return !told || told === asked;
}

/** After her offer to pause: a go-ahead ("ok", "let's carry on"), a backchannel or a decline; not news, not a goodbye. */
function goesOn({ reading, heard, news, said }: Turn): boolean {
  if (reading.goodbye || news) return false;
  if (reading.reaction === 'backchannel') return true;
  const kind = heard?.kind;
  if (said === '') return reading.decline || reading.meta === 'remark' || reading.hold === 'stuck';
  // "Yes, it's hard. ok we can carry on": a word or two beside going on is a reply, not news to keep.
  if (reading.meta === 'remark' && contentWords(said).length <= 2) return true;
  // "Let's carry on. My eldest starts university next month.": told beside going on, it is news to hear.
  if (reading.meta === 'remark' && aboutOwner(said)) return false;
  return (
    (goOnParticle.test(said) && !reading.thanks) ||
    (saysGoOn(said, goOnWords) && said.split(/\s+/).length <= 10) ||
    kind === 'repeat'
  );
}

/** An answer in the form of a that-clause or an infinitive ("That kindness costs nothing.", "To see Patagonia."). */
const answerClause =
  /^(?:that\s+(?!(?:is|was|would|will|sounds|seems|'s|’s)\b)\p{L}+\s+\p{L}|to\s+\p{L}+\s+\p{L})/iu;

/**
 * The thing a message names first, in a phrase of no verb, before it tells of the owner ("Honesty, and …, my mum
 * taught us that"); null for a time or place it opens with ("Last week, …"), or someone named in apposition.
 */
function namedFirst(said: string): string | null {
  const [, lead = '', mark = '', rest = ''] = /^([^,.;:!?]+)([,.;:])\s*(.+)$/s.exec(said) ?? [];
  // A word alone ("Trust.") is a noun named, though the tagger may read it as a command.
  const phrase = /^\p{L}+$/u.test(lead) || isFragment(`${lead}.`);
  if (!rest || !phrase || adverbialOpening.test(lead) || nlp(lead).has('#Expression') || !aboutOwner(rest))
    return null;
  // "And watching arsenal, …": the "and" that adds it to what came before is no part of its name.
  return mark === ',' && nlp(lead).has('#ProperNoun') ? null : lead.replace(/^(?:and|but|or|plus)\s+/i, '');
}
const adverbialOpening =
  /^(?:last|this|next|every|on|in|at|by|from|yesterday|today|tonight|when|after|before|since|during|once)\b/i;

/** Words of the owner: the message says something about them, or someone or something of theirs. */
const firstPerson = /\b(?:i|i'm|i've|i'd|i'll|me|my|mine|myself|we|we're|we've|us|our|ours)\b/i;
/** A sentence that opens with what one does, its subject left out ("Retiring at 60…"), is the owner's too, wherever it stands. */
const elliptical =
  /^(?!\p{L}*thing\b|(?:morning|evening|during|spring|string|ceiling|building|wedding|king|ring)\b)(?:just |still )?\p{L}{2,}ing\b(?! (?:is|was|are|were)\b)/iu;
/** "Went to anglesey one half term…": a sentence opening on a past-tense verb, as the tagger reads it, its subject left out. */
const toldInPast = (sentence: string) => {
  // "Japan, always wanted to see kyoto in autumn": after what it names, a clause of the owner's, its "I" left out
  // before a word of how often.
  const clause = /^[^,]+,\s*((?:always|never|just|still|really|once|finally)\s+\p{L}+ed\b.*)$/iu.exec(
    sentence,
  )?.[1];
  const [first, next] = taggedTerms(
    (clause ?? sentence).replace(/^(?:always|never|just|still|really|once|finally)\s+(?=\p{L}+ed\b)/iu, ''),
  );
  return (
    first !== undefined &&
    next !== undefined &&
    first.tags.includes('PastTense') &&
    !first.tags.includes('Adjective') &&
    !next.tags.includes('Verb')
  );
};
/** "Up at five for the early shift", "Off to Skye in May": where one is, "I'm" left out before it. */
const whereaboutsAlone = /^(?:up|off|out|back|home|away)\s+(?:at|by|to|from|before|after|till|until)\s+\S/i;
const aboutOwner = (said: string) =>
  firstPerson.test(said.replace(/’/g, "'")) ||
  said
    .split(/(?<=[.!?])\s+/)
    .some(
      (sentence) =>
        elliptical.test(sentence) ||
        whereaboutsAlone.test(sentence) ||
        maxim.test(sentence) ||
        toldInPast(sentence),
    );

/** Someone the owner called theirs earlier in the talk ("my daughter ama"), named again: what is said is of theirs. */
function namesTheirs({ said, input }: Turn): boolean {
  const told = input.history.filter((turn) => turn.role === 'user').map((turn) => turn.content);
  // "…our two, Ava who's 12 and Jack": someone the owner told of by name earlier is theirs too.
  const theirs = new Set([
    ...told
      .flatMap((content) => [...content.matchAll(/\b(?:my|our)\s+(\p{L}+)\s+(\p{L}[\p{L}'-]*)/giu)])
      .filter(([, kin = '']) => isRelation(kin) || kinOf(kin).length > 0)
      .map(([, , name = '']) => name.toLowerCase()),
    ...peopleNamedIn(told),
  ]);
  return words(said).some((word) => theirs.has(word) && !isStopWord(word));
}

/**
 * The sentences of a text that tell of the owner or theirs: someone the owner named earlier in the talk
 * (`named`: "our two, Ava and Jack", then "Ava's team won 3-1") is theirs.
 */
const ownSentences = (text: string, named: ReadonlySet<string> = new Set()) =>
  text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => aboutOwner(sentence) || words(sentence).some((word) => named.has(word)))
    .join(' ');

/**
 * The given names the owner's messages tell of: as the tagger knows them, or a capitalised name English does not know
 * and no place ("Rhys", "Adaeze"); never Lisa's, nor a word for kin.
 */
const peopleNamedIn = (messages: readonly string[]): Set<string> =>
  new Set(
    messages.flatMap((message) =>
      taggedTerms(message)
        .filter(
          ({ text, tags }) =>
            tags.includes('Person') ||
            (tags.includes('ProperNoun') &&
              /^\p{Lu}\p{Ll}/u.test(text) &&
              !['Place', 'Organization', 'Pronoun'].some((tag) => tags.includes(tag)) &&
              words(text).every((word) => lexicon[word] === undefined)),
        )
        .flatMap(({ text }) => words(text))
        .filter((word) => word !== 'lisa' && !isStopWord(word) && kinOf(word).length === 0),
    ),
  );

/** A rule one lives by ("A man must keep his word."): the owner's view, though it names no one of theirs. */
const maxim = /^(?!(?:you|u|lisa)\b)[^?]*\b(?:must|should|ought to)\b[^?]*$/i;

/**
 * Her answers to questions about herself, each part asked answered once: whether a question of the owner's is all
 * right, small talk about the weather, how she is, what she is, what she keeps; else that she has no life of her
 * own to tell.
 */
function aboutLisa(question: string, saved: readonly string[] = [], quiet = false): string {
  const answers = question
    .replace(/’/g, "'")
    .split(/(?<=\?)\s+/)
    .map((asked) => {
      const found = lisaAnswers.filter(({ asks }) => asks.test(asked));
      // "Can I ask you something — what do you do with…?": the question is answered, not the asking.
      const real = found.length > 1 ? found.filter(({ preamble }) => !preamble) : found;
      // "do you have a favourite song yourself or is that a weird thing to ask": asked of her beside the asking.
      const ofHer = youAsked.test(asked.replace(/\b(?:can|may|could) i ask (?:you|u)\b/gi, ''));
      const said =
        real.length > 0 && !(ofHer && real.every(({ preamble }) => preamble))
          ? real.map(({ answer }) => answer(asked, saved, quiet))
          : [noLifeOfHerOwn];
      return { said, asking: real.length > 0 && real.every(({ preamble }) => preamble) && !ofHer };
    });
  // "Can I ask you something? What do you read?": so too when the asking is a question of its own.
  const asked = answers.some(({ asking }) => !asking) ? answers.filter(({ asking }) => !asking) : answers;
  return [...new Set(asked.flatMap(({ said }) => said))].join(' ');
}

/**
 * Her answer to a question about her: quiet once she has said she is an AI, or once hard news was told here (she
 * offered to pause after it).
 */
function answerToHer({ reading, input, news }: Turn): string {
  if (!reading.toLisa) return '';
  const quiet =
    news !== null ||
    input.history.some(
      ({ role, content }) => role === 'assistant' && (/\ban AI\b/.test(content) || offersPause(content)),
    );
  return aboutLisa(reading.toLisa, lastSaved(input.history), quiet);
}

/** Whether something was saved ("did that actually get saved?"). */
const wasSaved =
  /\b(?:saved|kept|stored|recorded|written down)\W*$|\bdid (?:you|u) (?:save|keep|store|record|write down)\b/i;
/** Who can read the notes ("who gets to read all this", "could my sister ever see this stuff"). */
const whoReads =
  /\bwho\b.*\b(?:reads?|sees?|access)\b|\b(?:could|can|will|would|might)\b.*\b(?:ever (?:see|read)\b|(?:see|read)\s+(?:this stuff|these notes|my notes|all (?:of )?this|what i\b))/i;

/** A question asked of her ("do you…", "have you…"), not of what she will ask ("what will you ask me?"). */
const youAsked = /\b(?:do|did|have|would|could|can|will|what|which)\s+(?:you|u)\b(?!\s+ask\b)/i;

const noLifeOfHerOwn =
  "I'm an AI interviewer, so I have no life, tastes or opinions of my own to tell; my part is to listen, and I'd love to hear yours.";

const lisaAnswers: ReadonlyArray<{
  asks: RegExp;
  answer: (asked: string, saved: readonly string[], quiet: boolean) => string;
  preamble?: boolean;
}> = [
  {
    // "did that actually get saved?", "did u save the bit about…?": what her last reply saved, by title, as My
    // knowledge lists it.
    asks: wasSaved,
    answer: (_, saved) =>
      saved.length > 0
        ? `Yes: I saved it as ${listOf(saved.map((title) => `“${title}”`))}, and you'll find it in My knowledge.`
        : 'Nothing from your last message was saved; what I save is listed in My knowledge.',
  },
  {
    // Who reads the notes, as the sharing screen says it: the owner alone; those shared with only chat.
    asks: whoReads,
    answer: () =>
      'Only you can read your notes, in My knowledge. People you share your Ditto with can chat with it and see its replies and the titles of notes a reply quotes, but never read your notes. Notes marked Private are never used with them.',
  },
  {
    asks: howItWorks,
    answer: () => "Yes: just tell me about yourself in your own words, and I'll ask as we go.",
  },
  {
    asks: /\b(?:daft|silly|stupid|dumb|weird|strange|odd|rude)\b|\bmay i ask\b|\bcan i ask\b/i,
    answer: (asked) =>
      /\bquestion\b|\bask\b/i.test(asked)
        ? 'Not at all, ask away.'
        : "Not at all, it's just what I hoped to hear.",
    preamble: true,
  },
  {
    asks: /\b(?:been|go|gone|went|travel\w*|visit\w*|holidays?)\b.*\b(?:anywhere|abroad|yourself|places?)\b|\b(?:you|u) (?:ever )?(?:travel|go on holiday)\b/i,
    answer: () =>
      "I've never been anywhere: I'm an AI, so I don't travel, but hearing where people have been is the next best thing.",
  },
  {
    // Small talk about the weather: a person answers in kind, warmly; she has no weather, and says so lightly.
    asks: /\b(?:weather|cold|freezing|chilly|hot|warm|sunny|raining|rainy|snowing|windy)\b.*\b(?:you|u)\b|\b(?:you|u)\b.*\b(?:weather|cold|freezing|hot|warm|sunny|raining|snowing)\b/i,
    answer: (asked) =>
      /\b(?:hot|warm|sunny)\b/i.test(asked)
        ? "No weather where I am, being an AI, but I hope you're enjoying the sun!"
        : "No weather where I am, being an AI, but I hope you're keeping warm and dry!",
  },
  {
    // Not "how is the weather with you?": that is small talk about the weather, answered above.
    asks: /^(?!.*\b(?:weather|cold|freezing|hot|warm|sunny|raining|snowing)\b).*\bhow(?:'s|s| is| are| r| have| has)\b(?!.*\b(?:old|long|many|much)\b).*\b(?:you|u|your|ur)\b/i,
    // Once she has said she is an AI, or beside hard news, no cheerful "I'm well".
    answer: (_, __, quiet) =>
      quiet
        ? "Kind of you to ask — I'm an AI, so I don't have good days or bad ones, but I'm glad to be here with you."
        : "I'm well, thank you for asking.",
  },
  {
    // "do u actually like doing these interviews": asked whether she likes her part, she says so, warmly.
    asks: /\b(?:do|does) (?:you|u) (?:actually |really |even |genuinely |honestly )?(?:like|enjoy|love) (?:doing |asking |having )?(?:your (?:job|work)|(?:the |these |this |our |your )?(?:interview\w*|chats?|questions)|chatting|talking|listening)\b/i,
    answer: () => 'I do — hearing about people in their own words is the part I like best.',
  },
  {
    // "What are you, a bot?", not "what are you proud of?": her question asked back.
    asks: /\b(?:who|what) (?:exactly |actually |even )?(?:are|r) (?:you|u)(?: exactly| really| even)?(?=\s*(?:[?,!.]|$))|\bare (?:you|u) (?:actually |really |just |even )?(?:a |an )?(?:real|human|person|robot|bot|ai|machine|computer|program)\b|\bwhat (?:can|do) you do\b/i,
    answer: () =>
      "I'm Lisa, an AI interviewer, not a person: I ask about your life and write your answers down, so your Ditto can speak like you.",
  },
  {
    asks: /\bwho (?:made|built|created|programmed|designed|runs|owns) (?:you|u)\b/i,
    answer: () =>
      "I'm Lisa, made as part of Ditto, the app you're using: an AI that asks about your life so your Ditto can speak like you.",
  },
  {
    asks: /\b(?:get|feel|are) (?:you |u )?(?:ever )?(?:tired|bored|lonely|sad|happy|annoyed|fed up)\b/i,
    answer: () =>
      "No: I'm an AI, so I don't get tired or bored, and I'm glad to listen for as long as you like.",
  },
  {
    asks: /\b(?:choose|pick|decide)\b/i,
    answer: () =>
      "I choose them myself: each time I pick a topic your notes don't cover yet, and you can skip any question.",
  },
  {
    asks: /\bwhat\b.*\bask\b|\b(?:kind|sort) of (?:things|questions)\b/i,
    answer: () =>
      'I ask about your life: your work, family, friends, places, what you love and what matters to you.',
    // Said only when nothing more particular ("how do you choose…?") answers the question.
    preamble: true,
  },
  {
    asks: /\b(?:understand|follow)\b/i,
    answer: () =>
      "I read every word, but I'm an AI, so I may miss what a person would catch: tell me if I get something wrong.",
  },
  {
    asks: new RegExp(
      `^(?!.*(?:${whoReads.source}|${wasSaved.source}))(?=.*(?:${herNotes.source}|\\b(?:remember|forget|record|recording|save|saving|store|storing|keep|keeping|write|writing|delete)\\b))`,
      'i',
    ),
    answer: () =>
      'I keep only what you tell me about yourself, as notes you can see, edit or delete; your Ditto answers from them in your words. Nothing else is remembered. Only you can read your notes: people you share your Ditto with can chat with it, but never read them.',
  },
];

/** What a message of Lisa's asked. */
interface PendingQuestions {
  question: LisaQuestion | null;
  /** A follow-up on the answer before: what it is stored as, and the names in it. */
  followUp: ReturnType<typeof followUpAsked>;
  /** She offered to pause after hard news; `followUp` is then whom it is about. */
  paused: boolean;
}

/**
 * What `hear` needs to know of the pending questions: is the message (`said`, without a greeting) about the
 * follow-up's subject?
 */
function listenedFor(pending: PendingQuestions, message: string, input: LisaReplyInput): Pending {
  const { followUp } = pending;
  if (!followUp) return { question: pending.question?.text ?? null, followUp: null };
  const said = words(message);
  const { messageVector, previousMessageVector } = input;
  // "She's 19…" after "What is your sister Inès like?" names her as surely as "Inès" does.
  // After hard news, "…it's mostly me looking after her" speaks of the mother it was about, wherever "her" stands.
  const named =
    followUp.names.some((name) => said.includes(name)) ||
    (followUp.names.length > 0 && /^(?:he|she|his|her|him)$/.test(said[0] ?? '')) ||
    (pending.paused && said.some((word) => standsFor(word, followUp.title ?? '')));
  const cosine = messageVector && previousMessageVector ? dot(messageVector, previousMessageVector) : null;
  // Any two messages about people are near to the encoder ("Jollof rice, and my sister makes it best" and "My
  // oldest friend is Kofi…", 0.43): a reply about someone asked after, not naming them, must be nearer.
  const unnamed = followUp.names.length > 0 && !named && (cosine ?? 0) < someoneBar;
  return {
    question: pending.question?.text ?? null,
    followUp: { named, refersBack: refersBack(said), cosine: unnamed ? null : cosine },
  };
}

/** How near a reply to a follow-up on someone that does not name them must be to the answer it follows up. */
const someoneBar = 0.5;

/**
 * A note's title: its subject, unless that is a doing with nothing of its own ("Starting", "Playing a team"): a
 * bare verb or one with an indefinite object names no subject; then its first sentence.
 */
function noteTitle(said: string): string {
  const subject = subjectTitle(said);
  // Said alone as the owner's first words ("The swimming, like I said!"), a doing is the subject as they put it.
  const bare = subject && /^\p{L}+ing(?:\s+(?:a|an|some)\s+\p{L}+)?$/iu.test(subject) && !isFragment(said);
  return (!bare && subject) || titleFrom(said);
}

/** A title made from what was said: its first sentence, cut at a word to at most 60 characters. */
function titleFrom(message: string): string {
  return toSnippet(message.trim().split(/(?<=[.!?])\s/)[0] ?? '', 60);
}

function lisaPrompt(history: readonly Message[], message: string): PromptMessage[] {
  const system =
    'You are Lisa, a warm interviewer who helps a person write down their life so their digital twin can speak ' +
    'like them. Acknowledge their last answer in one short sentence, without adding facts of your own and ' +
    'without asking anything.';
  const turns = history.slice(-6).map((turn): PromptMessage => ({ role: turn.role, content: turn.content }));
  return [{ role: 'system', content: system }, ...turns, { role: 'user', content: message }];
}

async function* concat(...streams: AsyncIterable<string>[]): AsyncGenerator<string> {
  for (const stream of streams) yield* stream;
}
