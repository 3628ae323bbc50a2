import type { KnowledgeEntry, Message } from '@ditto/contract';
import { describe, expect, it } from 'vitest';
import { elenaEntries } from './fixtures/elena-entries.ts';
import { followUpIn, isReaction } from './follow-ups.ts';
import { createLisa, partnerQuestion, withRelationTold } from './lisa.ts';
import { createEmbeddedProvider } from './providers/embedded.ts';
import { createOpenAICompatibleProvider } from './providers/openai-compatible.ts';
import { collect } from './providers/types.ts';
import { testEncoder, withVectors } from './testing/encoder.ts';
import { startLlmServer, streamDeltas } from './testing/llm-server.ts';
import { note } from './testing/notes.ts';
import { createTopicClassifier, type EmbeddedEntry, formerWordings, topicBank } from './topics.ts';
import { readMessage } from './utterance.ts';

const lisa = createLisa(await createTopicClassifier(testEncoder));
const provider = createEmbeddedProvider();
const now = () => new Date('2026-02-01T09:30:00.000Z');

const said = (role: Message['role'], content: string, id = content.slice(0, 8)): Message => ({
  id,
  role,
  content,
  timestamp: '2026-02-01T09:00:00.000Z',
});

const countOf = async (entries: KnowledgeEntry[], topicId: string) =>
  lisa.coverage(await withVectors(entries)).find((topic) => topic.topicId === topicId)?.entryCount;

describe('Lisa topic tracking', () => {
  it('knows which topics the knowledge covers, by meaning', async () => {
    const entries = [
      note(
        '1',
        'Mondays',
        'I start my shift on the children’s ward at seven and hand over to the night team.',
      ),
      note('2', 'Jonas', 'My big brother lives in Oslo with his two boys.'),
    ];
    expect(await countOf(entries, 'work')).toBe(1);
    expect(await countOf(entries, 'family')).toBe(1);
    expect(await countOf(entries, 'hobbies')).toBe(0);
    expect(lisa.coverage([]).map((topic) => topic.topicId)).toEqual(topicBank.map((topic) => topic.id));
  });

  it('finds most topics of the bank in a rich knowledge set', async () => {
    const uncovered = lisa
      .coverage(await withVectors(elenaEntries))
      .filter((topic) => topic.entryCount === 0);
    expect(uncovered.length).toBeLessThanOrEqual(2);
  });

  it('asks first about the topic with the least knowledge', async () => {
    const entries = await withVectors([note('1', 'Job', 'I work as an accountant at a firm in Leeds.')]);
    const question = lisa.nextQuestion(entries);
    expect(question?.topicId).toBe('education');
    expect(question?.text).toBe(topicBank[1]?.questions[0]);
  });

  it('moves on once a topic is covered or its questions were asked', () => {
    const empty: EmbeddedEntry[] = [];
    expect(lisa.nextQuestion(empty)?.topicId).toBe('work');
    const asked = topicBank[0]?.questions ?? [];
    expect(lisa.nextQuestion(empty, asked)?.topicId).toBe('education');
    const allQuestions = topicBank.flatMap((topic) => topic.questions);
    expect(lisa.nextQuestion(empty, allQuestions)).toBeNull();
  });

  it('goes round the topics: one asked about in this conversation waits until the others had their turn', () => {
    const asked: string[] = [];
    for (let turn = 0; turn < topicBank.length; turn++) {
      const question = lisa.nextQuestion([], asked);
      if (question) asked.push(question.text);
    }
    const topicsAsked = new Set(asked.map((text) => topicBank.find((t) => t.questions.includes(text))?.id));
    expect(topicsAsked.size).toBe(topicBank.length);
  });

  it('never comes back to a topic the owner wrote a note on while another has a question left', async () => {
    const notes = await withVectors([
      note('n1', 'Work', 'I am a pharmacist at a hospital in Cork.'),
      note('n2', 'Childhood', 'I was born and raised in a village in Kerry, by the sea.'),
    ]);
    const asked: string[] = [];
    for (let turn = 0; turn < 20; turn++) {
      const question = lisa.nextQuestion(notes, asked, new Set());
      if (question) asked.push(question.text);
    }
    const topicsAsked = asked.map((text) => topicBank.find((t) => t.questions.includes(text))?.id);
    expect(topicsAsked).not.toContain('work');
    expect(topicsAsked.filter((id) => id === 'places')).toHaveLength(0);
  });
});

describe('Lisa answerToEntry', () => {
  it('turns an answer into a knowledge entry from Lisa, titled after the question', () => {
    const entry = lisa.answerToEntry(
      'Where did you grow up, and what was it like?',
      '  In Porto, by the river. ',
      {
        id: 'k1',
        now,
      },
    );
    expect(entry).toStrictEqual({
      id: 'k1',
      title: 'Where did you grow up, and what was it like',
      content: 'In Porto, by the river.',
      source: 'lisa',
      private: false,
      createdAt: '2026-02-01T09:30:00.000Z',
      updatedAt: '2026-02-01T09:30:00.000Z',
    });
  });

  it('keeps an answer told as a secret private, as a note told so', () => {
    const secret = lisa.answerToEntry('What are you saving for?', "A trip to Japan. Don't tell anyone!");
    expect(secret.private).toBe(true);
    const plain = lisa.answerToEntry('Where did you go to school?', 'A private school in Bath.');
    expect(plain.private).toBe(false);
  });

  it('gives each entry its own id by default', () => {
    const a = lisa.answerToEntry('Q?', 'A');
    const b = lisa.answerToEntry('Q?', 'A');
    expect(a.id).not.toBe(b.id);
  });
});

describe('Lisa reply', () => {
  it('greets and asks the next useful question', async () => {
    const reply = lisa.reply({
      entries: [],
      embedded: [],
      history: [],
      message: 'Hello',
      provider,
    });
    const text = await collect(reply.stream);
    expect(text).toMatch(/^Hi, I'm Lisa\./);
    expect(text.endsWith(reply.question?.text ?? '')).toBe(true);
    expect(reply.question?.topicId).toBe('work');
    expect(reply.entries).toEqual([]);
  });

  it.each([
    ['hiya. miserable out today, been raining since 6 this morning', /raw out there/],
    [
      // Round 32: "chucking it down" is heard as the rain it is.
      "hiya. bit grim out today, it's been chucking it down since 6 this morning. how are you?",
      /^I'm well, thank you for asking\. That sounds raw out there/,
    ],
  ])('answers what a first message says before saying who she is: %j', async (message, answered) => {
    const reply = await replyTo(message, []);
    const { text } = reply;
    expect(text).toMatch(answered);
    expect(text.indexOf("Hi, I'm Lisa.")).toBeGreaterThan(0);
    expect(reply.entries).toEqual([]);
  });

  it('acknowledges an answer, records it, and asks about another topic', async () => {
    const first = lisa.nextQuestion([]);
    const history = [said('user', 'Hello'), said('assistant', `Hi! ${first?.text}`)];
    const reply = lisa.reply({
      entries: [],
      embedded: [],
      history,
      message: 'I teach chemistry at a high school.',
      provider,
      now,
    });
    const text = await collect(reply.stream);

    expect(reply.entries[0]).toMatchObject({
      title: first?.text.replace(/\?$/, ''),
      content: 'I teach chemistry at a high school.',
      source: 'lisa',
      createdAt: '2026-02-01T09:30:00.000Z',
    });
    expect(text).toMatch(/^(Thank you|Got it|Thanks|That's really helpful)/);
    expect(reply.question?.topicId).toBe('education');
    expect(text.endsWith(reply.question?.text ?? '')).toBe(true);
  });

  it('skips a question without recording anything', async () => {
    const first = lisa.nextQuestion([]);
    const history = [said('assistant', `Hi! ${first?.text}`)];
    const reply = lisa.reply({
      entries: [],
      embedded: [],
      history,
      message: 'skip',
      provider,
    });
    expect(reply.entries).toEqual([]);
    expect(await collect(reply.stream)).toContain("let's skip that one");
    expect(reply.question?.text).not.toBe(first?.text);
  });

  it('answers "what do you know about me?" from the knowledge', async () => {
    const entries = [
      note('1', 'My job', 'I am a nurse at the city hospital.'),
      {
        ...note('2', 'Brother', 'My brother lives in Oslo.'),
        updatedAt: '2026-01-03T00:00:00.000Z',
      },
    ];
    const reply = lisa.reply({
      entries,
      embedded: await withVectors(entries),
      history: [],
      message: 'What do you know about me?',
      provider,
    });
    const text = await collect(reply.stream);
    expect(text).toContain('I know 2 things about you.');
    expect(text).toContain('Most of it is about');
    expect(text).toContain('Lately you told me about “Brother” and “My job”.');
    expect(text).toContain('I know nothing yet about');
    expect(reply.citations.map((c) => c.entryId)).toEqual(['2', '1']);
    expect(reply.entries).toEqual([]);
  });

  it('reads what the notes cover from their titles before their vectors are ready (audit CG)', async () => {
    const entries = [
      note(
        '1',
        'What do you do for work?',
        "I'm a commercial refrigeration engineer, been doing it 14 years.",
      ),
      note('2', 'Where I grew up', 'Grew up in Tralee, Co. Kerry, youngest of four.'),
    ];
    const reply = lisa.reply({
      entries,
      embedded: [],
      history: [],
      message: 'What do you know about me?',
      provider,
    });
    const text = await collect(reply.stream);
    expect(text).toContain('Lately you told me about');
    expect(text).not.toMatch(/I know nothing yet about [^.]*\bwork\b/);
    expect(reply.question?.text).not.toBe('What do you do for work?');
  });

  it('still counts a note titled in words of its own by its vectors alone', async () => {
    const entries = [note('1', 'Fridges', 'I fix supermarket fridges round Leeds.')];
    const reply = lisa.reply({
      entries,
      embedded: [],
      history: [],
      message: 'What do you know about me?',
      provider,
    });
    // No vectors and no title of hers: nothing is known to be covered.
    expect(await collect(reply.stream)).toMatch(/I know nothing yet about [^.]*\bwork\b/);
  });

  it('says so when it knows nothing yet', async () => {
    const reply = lisa.reply({
      entries: [],
      embedded: [],
      history: [],
      message: 'what do you know about me',
      provider,
    });
    expect(await collect(reply.stream)).toMatch(/^I don't know anything about you yet\./);
  });

  it('lets a model word the acknowledgement but keeps its own question', async () => {
    const server = await startLlmServer(streamDeltas(['Porto sounds ', 'lovely.']));
    try {
      const model = createOpenAICompatibleProvider({
        baseUrl: server.baseUrl,
        model: 'tiny',
      });
      const first = lisa.nextQuestion([]);
      const history = [said('assistant', `Hi! ${first?.text}`)];
      const reply = lisa.reply({
        entries: [],
        embedded: [],
        history,
        message: 'I design boats in Porto.',
        provider: model,
      });
      const text = await collect(reply.stream);
      expect(text).toBe(
        `Porto sounds lovely. Tell me what Porto is like — or, if you'd rather, about your ${reply.question?.topicLabel}: ${reply.question?.text}`,
      );
      expect(server.received[0]?.body.messages?.at(-1)).toEqual({
        role: 'user',
        content: 'I design boats in Porto.',
      });
    } finally {
      await server.stop();
    }
  });
});

/** Her question `i` (the last at -1) on a topic of her bank. */
const question = (topicId: string, i = 0) =>
  topicBank.find((topic) => topic.id === topicId)?.questions.at(i) ?? '';

/** Lisa's reply to `message` after `history`, with the message and the one before embedded as the API does. */
async function replyTo(message: string, history: Message[]) {
  const previous = history.findLast((turn) => turn.role === 'user')?.content;
  const heard = (text: string) => readMessage(text).content || text;
  const [messageVector, previousMessageVector] = await testEncoder.embed(
    previous === undefined ? [heard(message)] : [heard(message), heard(previous)],
  );
  const reply = lisa.reply({
    entries: [],
    embedded: [],
    history,
    message,
    ...(messageVector ? { messageVector } : {}),
    ...(previousMessageVector ? { previousMessageVector } : {}),
    provider,
    now,
  });
  return { ...reply, text: await collect(reply.stream) };
}

describe('Lisa listens', () => {
  const morning = question('routines');
  const work = question('work');
  const education = question('education');

  it('stores nothing for a greeting, answers it in kind and asks her question again', async () => {
    const reply = await replyTo('Hello Lisa!', [said('assistant', `Hi, I'm Lisa. ${morning}`)]);
    expect(reply.entries).toEqual([]);
    expect(reply.text).toBe(`Hello! ${morning}`);
    expect(reply.question?.text).toBe(morning);
  });

  it.each([
    [
      'hey Lisa, hows your evening been? Im Margit btw',
      /^Hello, Margit! I'm well, thank you for asking\. What/,
    ],
    ['Morning! how are you? My name is Teodor.', /^Hello, Teodor! I'm well, thank you for asking\. What/],
    // The name told among fillers of starting out, in lower case.
    ['hiya lisa, im niamh. just signed up, not sure how this works tbh lol', /^Hello, Niamh! What/],
  ])('greets %j back by name and answers the small talk before her question', async (message, opening) => {
    const reply = await replyTo(message, [said('assistant', `Hi, I'm Lisa. ${morning}`)]);
    expect(reply.entries).toEqual([]);
    expect(reply.text).toMatch(opening);
    expect(reply.text).not.toMatch(/tell me a little more|no life, tastes/);
    expect(reply.question?.text).toBe(morning);
  });

  it.each([
    "how's your week been? mine was hectic, painting the hallway every evening haha",
    'hows your day going? mine was slow, sorting invoices all morning',
  ])("keeps nothing of small talk about the owner's day asked back: %j", async (message) => {
    const reply = await replyTo(message, [said('assistant', `Hi, I'm Lisa. ${morning}`)]);
    expect(reply.entries).toEqual([]);
    expect(reply.text).toMatch(/^I'm well, thank you for asking\. /);
    expect(reply.text).not.toMatch(/written that down|saved that|no life, tastes/);
    expect(reply.question?.text).toBe(morning);
  });

  it.each([
    ["I'd rather not say", /^Of course, let's skip that one\. /],
    ['none of your business', /^Of course, let's skip that one\. /],
    ['why do you ask?', /^I ask so that your Ditto can answer the way you would/],
    ['do you think I should go part time next year?', /^I'm better at listening than answering/],
    ['can you repeat the question?', /^Of course\. /],
  ])('stores nothing when told %j', async (message, opening) => {
    const reply = await replyTo(message, [said('assistant', `Let's start. ${work}`)]);
    expect(reply.entries).toEqual([]);
    expect(reply.text).toMatch(opening);
    // A decline moves on; anything else asks her question again.
    expect(reply.question?.text === work).toBe(!/skip/.test(reply.text));
  });

  it('keeps a fact turned to after a skip, and does not ask the skipped question again', async () => {
    const reply = await replyTo('hmm work... pass for now. oh btw my neighbour Ola taught me to knit', [
      said('assistant', `Let's start. ${work}`),
    ]);
    expect(reply.entries[0]?.content).toBe('My neighbour Ola taught me to knit.');
    expect(reply.entries[0]?.title).not.toMatch(/pass|work/i);
    expect(reply.question?.text).not.toBe(work);
  });

  it('does not come back to a question skipped beside a fact about something else', async () => {
    const opinions = question('opinions');
    const reply = await replyTo('hmm... skip that one. oh btw my cousin Bram built our treehouse in 2009', [
      said('assistant', `Hi, I'm Lisa. ${work}`),
      said('user', 'I drive trams.'),
      said('assistant', `Thank you, I've saved that. ${opinions}`),
    ]);
    expect(reply.entries[0]?.content).toBe('My cousin Bram built our treehouse in 2009.');
    expect(reply.text).not.toContain('Coming back');
    expect(reply.question?.text).not.toBe(opinions);
  });

  it('says goodbye without asking anything more', async () => {
    const reply = await replyTo('ok thanks, bye for now', [said('assistant', `Let's start. ${work}`)]);
    expect(reply.entries).toEqual([]);
    expect(reply.question).toBeNull();
    expect(reply.text).toBe("You're welcome! Talk soon! I'll be here whenever you want to carry on.");
    expect(reply.text).not.toContain('?');
  });

  it('leaves the greeting an answer opens with out of the knowledge', async () => {
    const reply = await replyTo('Hello Lisa! I teach maths at a secondary school in Leeds.', [
      said('assistant', `Let's start. ${work}`),
    ]);
    expect(reply.entries[0]?.content).toBe('I teach maths at a secondary school in Leeds.');
  });

  it('meets hard news with care: kept under whom it is about, nothing asked, a pause offered', async () => {
    const family = question('family');
    const reply = await replyTo('My mum died when I was twelve, so my aunt Rosa raised me.', [
      said('assistant', `Let's start. ${family}`),
    ]);
    expect(reply.entries[0]?.title).toBe('Mum');
    expect(reply.question).toBeNull();
    expect(reply.text).toBe(
      "I'm so sorry about your mum. Thank you for telling me; I've kept it as “Mum”. There's no rush: we can pause here, or carry on whenever you're ready.",
    );
  });

  it('asks for more once when a word does not answer, then moves on', async () => {
    const first = await replyTo('Paris', [said('assistant', `Let's start. ${morning}`)]);
    expect(first.entries).toEqual([]);
    expect(first.text).toBe(`Could you tell me a little more? ${morning}`);
    const second = await replyTo('yes', [said('assistant', first.text)]);
    expect(second.entries).toEqual([]);
    expect(second.text).toMatch(/^Let's try another one\. /);
    expect(second.question?.text).not.toBe(morning);
  });

  it('answers a question about her before coming back to her question, never between the two', async () => {
    const reply = await replyTo(
      'My sister Ana just had a baby girl called Rosa. Do you ever get sick of people typing at you all day?',
      [said('assistant', `Let's start. ${work}`)],
    );
    expect(reply.text).toMatch(
      /“Sister Ana”\. I'm an AI interviewer.*Coming back to my question: What do you do/,
    );
  });

  it('files something said beside the question under a title of its own, asks again once, then moves on', async () => {
    const reply = await replyTo('My sister Ana just had a baby girl called Rosa.', [
      said('assistant', `Let's start. ${work}`),
    ]);
    expect(reply.entries[0]).toMatchObject({
      title: 'Sister Ana',
      content: 'My sister Ana just had a baby girl called Rosa.',
      source: 'lisa',
    });
    // Good news is met gladly.
    expect(reply.text).toBe(
      `That's wonderful news! I've saved that as “Sister Ana”. Coming back to my question: ${work}`,
    );
    const again = await replyTo('I am allergic to peanuts.', [
      said('assistant', `Let's start. ${work}`, 'a0'),
      said('user', 'My sister Ana just had a baby girl called Rosa.', 'u1'),
      said('assistant', reply.text, 'a2'),
    ]);
    expect(again.entries[0]?.title).toBe('Peanuts');
    expect(again.text).toMatch(/^Thank you, I've saved that as “Peanuts”\. /);
    expect(again.question?.text).not.toBe(work);
  });

  it('titles an aside by whom or what it is about, not by a piece of its first sentence', async () => {
    const long =
      'My grandmother ran a bakery on the corner of Via Roma for forty years and everyone knew her. She retired in 2001.';
    const reply = await replyTo(long, [said('assistant', `Let's start. ${work}`)]);
    expect(reply.entries[0]?.title).toBe('Grandmother');
  });

  describe('a follow-up on a detail, asked beside the next question', () => {
    const history = [
      said('assistant', `Hi! ${work}`),
      said('user', 'I am a nurse.'),
      said('assistant', education),
    ];
    const answer = 'I went to a convent school in Galway, then trained at Trinity College.';

    it('follows up on a name in the answer and offers the next topic beside it', async () => {
      const reply = await replyTo(answer, history);
      expect(reply.entries[0]?.title).toBe(education.replace(/\?$/, ''));
      expect(reply.question?.topicId).not.toMatch(/^(work|education)$/);
      // One move, one question mark: the follow-up as a request, and the next topic offered as the other way to go.
      expect(reply.text).toMatch(
        /^\S.* Tell me what Galway was like — or, if you'd rather(?:, about your [\w ]+:|, we can move on\.) /,
      );
      expect(reply.text.endsWith(reply.question?.text ?? '')).toBe(true);
      expect(reply.text.match(/\?/g)?.length).toBe(1);
      expect(followUpIn(reply.text)).toBe('Tell me what Galway was like');
    });

    it('files a reply about the detail under it, one about the offered question under that, others apart', async () => {
      const asked = await replyTo(answer, history);
      const after = [...history, said('user', answer), said('assistant', asked.text)];
      const offered = asked.question?.text.replace(/\?$/, '');

      const aboutGalway = await replyTo(
        'Galway is windy and full of music; my parents still live there.',
        after,
      );
      expect(aboutGalway.entries[0]?.title).toBe('Galway');
      // Then a new topic: the question offered beside the follow-up waits its turn.
      expect(aboutGalway.question?.topicId).not.toMatch(
        new RegExp(`^(work|education|${asked.question?.topicId})$`),
      );

      const aboutTopic = await replyTo(topicAnswers[asked.question?.topicId ?? ''] ?? '', after);
      // Under the offered question, or, when it answers another of its topic's she did not ask, its subject.
      const siblings = topicBank.find((topic) => topic.id === asked.question?.topicId)?.questions ?? [];
      const notAsked = siblings
        .filter((text) => text !== asked.question?.text)
        .map((t) => t.replace(/\?$/, ''));
      expect(notAsked).not.toContain(aboutTopic.entries[0]?.title);
      expect(aboutTopic.entries[0]?.title).not.toBe('Galway');
      expect(offered).toBeDefined();

      const aside = await replyTo('I drive a blue Volvo.', after);
      expect(aside.entries[0]?.title).toBe('Driving a blue Volvo');

      // A reply that refers back counts so after a greeting too.
      const greeted = await replyTo(
        'Hi Lisa! It rains there most days, and the pubs are full of fiddles and singing every night.',
        after,
      );
      expect(greeted.entries[0]?.title).toBe('Galway');
    });

    it.each(["I'd rather not.", 'pass', 'skip that'])(
      'hears %j as turning down both, and asks one fresh question',
      async (decline) => {
        const asked = await replyTo(answer, history);
        const after = [...history, said('user', answer), said('assistant', asked.text)];
        const reply = await replyTo(decline, after);
        expect(reply.entries).toEqual([]);
        expect(reply.text).toMatch(/^Of course, let's leave both/);
        expect(followUpIn(reply.text)).toBeNull();
        expect(reply.question?.topicId).not.toMatch(
          new RegExp(`^(work|education|${asked.question?.topicId})$`),
        );
      },
    );
  });

  it('follows up on what an answer names, never from a form, and words its thanks differently', async () => {
    const history: Message[] = [];
    let reply = await replyTo('Hello Lisa', []);
    const reactions: boolean[] = [];
    const openings = new Set<string>();
    const answers = [
      'I work as a carpenter, building kitchens.',
      'I left school at sixteen to learn the trade from my uncle.',
      'My parents were farmers; I have two younger brothers.',
      'My wife and I met at a dance when we were nineteen.',
      'I grew up on a farm near the coast.',
      'We went camping in the mountains every summer.',
    ];
    for (const answer of answers) {
      history.push(said('assistant', reply.text, `a${history.length}`));
      reply = await replyTo(answer, history);
      history.push(said('user', answer, `u${history.length}`));
      expect(reply.entries[0]?.content).toBe(answer);
      reactions.push(isReaction(reply.text));
      openings.add(reply.text.split('.')[0] ?? '');
    }
    // "Working as a carpenter", "growing up on a farm…": named in the follow-up; "My parents were farmers…": none.
    expect(reactions).toEqual([true, false, false, false, true, false]);
    expect(history.map((turn) => turn.content).join(' ')).not.toMatch(
      /How did that come about|What else should/,
    );
    expect(openings.size).toBeGreaterThanOrEqual(3);
  });
});

describe('Lisa answers what was said', () => {
  const work = question('work');
  const farewell = "Talk soon! I'll be here whenever you want to carry on.";

  it('keeps a fact said with a goodbye, and says goodbye without asking anything', async () => {
    const reply = await replyTo("I'm a dentist in Madrid. Anyway, gotta run, bye!", [
      said('assistant', work),
    ]);
    expect(reply.entries[0]).toMatchObject({
      title: work.replace(/\?$/, ''),
      content: "I'm a dentist in Madrid.",
    });
    expect(reply.question).toBeNull();
    expect(reply.text.endsWith(farewell)).toBe(true);
    expect(reply.text).not.toContain('?');
  });

  it('says goodnight to "night lisa x" after an answer, keeping only the answer', async () => {
    const dream = topicBank.find((topic) => topic.id === 'travel')?.questions.at(-1) ?? work;
    const reply = await replyTo(
      'japan, always wanted to see kyoto in autumn. anyway gotta sleep before my shift, night lisa x',
      [said('assistant', dream)],
    );
    expect(reply.entries.map((entry) => entry.content)).toEqual([
      'Japan, always wanted to see kyoto in autumn.',
    ]);
    expect(reply.question).toBeNull();
    expect(reply.text.endsWith(farewell)).toBe(true);
  });

  it.each(['I do night shifts at the hospital lisa x', 'Night shifts mostly, on the children’s ward'])(
    'hears %j as an answer, not a goodnight',
    async (message) => {
      const reply = await replyTo(message, [said('assistant', work)]);
      expect(reply.entries).toHaveLength(1);
      expect(reply.question).not.toBeNull();
      expect(reply.text).not.toContain(farewell);
    },
  );

  it('keeps something said beside the question with a goodbye, and does not come back to her question', async () => {
    const reply = await replyTo('My brother Pau moved to Berlin last month. Right, got to head off!', [
      said('assistant', work),
    ]);
    expect(reply.entries[0]).toMatchObject({
      title: 'Brother Pau',
      content: 'My brother Pau moved to Berlin last month.',
    });
    expect(reply.question).toBeNull();
    expect(reply.text).toBe(`Thank you, I've saved that as “Brother Pau”. ${farewell}`);
  });

  it('keeps a moment named with a goodbye under her question, though it has no "I"', async () => {
    const moment = question('memories', 1);
    const reply = await replyTo(
      'the day leo was born, in the spring. ok thats me done for tonight, night lisa',
      [said('assistant', moment)],
    );
    expect(reply.entries.map((entry) => [entry.title, entry.content])).toEqual([
      [moment.replace(/\?$/, ''), 'The day leo was born, in the spring.'],
    ]);
    expect(reply.question).toBeNull();
  });

  it('keeps what is being learnt now under her question about a skill, beside a goodbye', async () => {
    const skill = question('hobbies', 1);
    const reply = await replyTo(
      'im learning to play with a lighter touch. right i must go, bye for now Lisa!',
      [said('assistant', skill)],
    );
    expect(reply.entries.map((entry) => entry.title)).toEqual([skill.replace(/\?$/, '')]);
  });

  it('keeps news of someone the owner called theirs earlier, told by name alone before a goodbye', async () => {
    const reply = await replyTo('gotta go. oh ama wants to be a vet btw, proud dad. bye for now', [
      said('assistant', question('family')),
      said('user', 'my daughter ama, shes 15, shes my world'),
      said('assistant', question('favourites')),
    ]);
    expect(reply.entries.map((entry) => entry.content)).toEqual(['Ama wants to be a vet, proud dad.']);
    expect(reply.question).toBeNull();
  });

  it('keeps a fact said with thanks, and says "You\'re welcome"', async () => {
    const favourites = question('favourites');
    const reply = await replyTo('I keep rereading Nada by Carmen Laforet. Thanks for asking!', [
      said('assistant', favourites),
    ]);
    expect(reply.entries[0]).toMatchObject({
      title: favourites.replace(/\?$/, ''),
      content: 'I keep rereading Nada by Carmen Laforet.',
    });
    expect(reply.text).toMatch(/^You're welcome! /);
    expect(reply.text).toContain('Tell me what you love about *Nada* — or');
  });

  it.each([
    ['Thanks, Lisa.', /^You're welcome! /, true],
    [
      'Do you have opinions of your own?',
      /^I'm an AI interviewer, so I have no life, tastes or opinions of my own/,
      true,
    ],
    ['How are you doing?', /^I'm well, thank you for asking\. /, true],
    ['What exactly are you?', /^I'm Lisa, an AI interviewer, not a person/, true],
    ['Hallo Lisa, wie gehts? Sorry, English: how are you?', /^I'm well, thank you for asking\. What/, true],
    ['Do you get tired of asking questions?', /^No: I'm an AI, so I don't get tired or bored/, true],
    ['What kind of things will you ask me?', /^I ask about your life: your work, family/, true],
    ['Are you recording this?', /^I keep only what you tell me about yourself, as notes/, true],
    // A question to her after a preface of the owner's, or without "you": answered about her, not "ask away".
    [
      'One thing first, if I may — where does everything I write here end up?',
      /^I keep only what you tell me about yourself, as notes/,
      true,
    ],
    // Asked what she does with it and who sees it: either way, that those shared with only chat is said.
    [
      'what do you even do with everything i type? could anybody else look at it?',
      /as notes.*people you share your Ditto with can chat with it/,
      true,
    ],
    ['So before I say, do you travel much yourself?', /^I've never been anywhere: I'm an AI/, true],
    ['Just a quick question. Have you been abroad yourself?', /^I've never been anywhere/, true],
    // Leave to ask, then the question asked: the question is answered, not the asking.
    ['Can I ask you something? Do you travel much yourself?', /^I've never been anywhere/, true],
    // Asked beside whether it is a weird thing to ask: the question is answered, not the asking.
    [
      'can I ask you something? do you have a favourite painter yourself or is that an odd thing to ask an AI',
      /^I'm an AI interviewer, so I have no life, tastes or opinions of my own/,
      true,
    ],
    ['Sure, go ahead', /^Of course\. /, true],
    ['lol yes', /^Ha! Or, on the same subject: /, true],
    ['Fair enough.', /^All right\. /, true],
    ['haha', /^Ha! /, true],
    ['Okay, I need to go and pick up the kids from school now… bye!', /^Talk soon!/, false],
  ])('keeps nothing of %j and answers it in kind', async (message, opening, asksAgain) => {
    const reply = await replyTo(message, [said('assistant', `Let's start. ${work}`)]);
    expect(reply.entries).toEqual([]);
    expect(reply.text).toMatch(opening);
    expect(reply.text).not.toMatch(/No problem|Hello!/);
    // Her question again, or, after a reaction, its topic's in other words.
    expect(reply.question?.topicId ?? null).toBe(asksAgain ? 'work' : null);
  });

  it('files what follows a subject named first under her earlier question of that name', async () => {
    const mornings = 'What does a typical morning look like for you?';
    const values = 'What matters most to you in how people treat each other?';
    const history = [
      said('assistant', `Thanks. ${mornings}`),
      said('user', 'skip'),
      said('assistant', `Of course. ${values}`),
    ];
    const reply = await replyTo('oh and about mornings, I get up at 6 and swim before work.', history);
    expect(reply.entries.map((entry) => [entry.title, entry.content])).toEqual([
      [mornings.slice(0, -1), 'I get up at 6 and swim before work.'],
    ]);
    expect(reply.question?.text).toBe(values);
  });

  it.each([
    ['About the trip you asked before - the best one was Lisbon in 2019, we ate so well.'],
    // Pointed at "way earlier", its name after the pointer: the name is no part of the answer.
    [
      'going back to something you asked way earlier, about the trip - the best one was Lisbon in 2019, we ate so well.',
    ],
    [
      'going back to something you asked quite a bit earlier, about the trip - the best one was Lisbon in 2019, we ate so well.',
    ],
  ])('files an answer under the earlier question its pointer names: %j', async (message) => {
    const trip = 'What is the most memorable trip you have taken?';
    const values = 'What matters most to you in how people treat each other?';
    const history = [
      said('assistant', `Thanks. ${trip}`),
      said('user', 'skip'),
      said('assistant', `Of course. ${values}`),
    ];
    const reply = await replyTo(message, history);
    expect(reply.entries.map((entry) => [entry.title, entry.content])).toEqual([
      [trip.slice(0, -1), 'The best one was Lisbon in 2019, we ate so well.'],
    ]);
  });

  it('never asks a question the owner said they told already, by its name', async () => {
    // Every topic before free time asked once: free time would be next.
    const before = ['work', 'education', 'family', 'relationships', 'places', 'travel'].map((id) =>
      question(id),
    );
    const history = before.flatMap((question, i) => [
      said('assistant', `Thanks. ${question}`),
      ...(i < before.length - 1 ? [said('user', 'skip')] : []),
    ]);
    const reply = await replyTo('free time I just told you lol. Lisbon in 2019, we ate so well.', history);
    expect(reply.question?.topicId).not.toBe('hobbies');
  });

  it('never asks about their health once they told of it, whatever it was filed under', async () => {
    // Every topic before health asked once: health would be next.
    const before = topicBank.slice(
      0,
      topicBank.findIndex((topic) => topic.id === 'health'),
    );
    const history = before.flatMap((topic, i) => [
      said('assistant', `Thanks. ${topic.questions[0]}`),
      ...(i < before.length - 1
        ? [
            said(
              'user',
              i === 0 ? 'I fix roofs. Me I am fine, bit of a dodgy lower back from lifting.' : 'skip',
            ),
          ]
        : []),
    ]);
    const reply = await replyTo('skip', history);
    expect(reply.question?.topicId).not.toBe('health');
  });

  it.each([
    'I fix roofs. I have to get back to the yard by six.',
    'I fix roofs. My son came back from Leeds last week.',
  ])('still asks about their health after a "back" that is no body: %j', async (told) => {
    const before = topicBank.slice(
      0,
      topicBank.findIndex((topic) => topic.id === 'health'),
    );
    const history = before.flatMap((topic, i) => [
      said('assistant', `Thanks. ${topic.questions[0]}`),
      ...(i < before.length - 1 ? [said('user', i === 0 ? told : 'skip')] : []),
    ]);
    const reply = await replyTo('skip', history);
    expect(reply.question?.topicId).toBe('health');
  });

  it.each([
    'Rebuilding a 1970s Jawa motorbike with my own hands. What about you, what are you proud of?',
    'Rebuilding a 1970s Jawa motorbike with my own hands. What about you?',
  ])('files what is told before her question asked back under it, and answers that: %j', async (message) => {
    const proud = 'What is an achievement you are proud of?';
    const reply = await replyTo(message, [said('assistant', `Thanks. ${proud}`)]);
    expect(reply.entries.map((entry) => entry.title)).toEqual([proud.slice(0, -1)]);
    expect(reply.text).toMatch(/no life, tastes or opinions of my own/);
    expect(reply.text).not.toMatch(/not a person|Coming back/);
    expect(reply.question?.text).not.toBe(proud);
  });

  it.each([
    ['Morning Lisa! Pouring down here again, the garden is a swamp.', /^Hello! That sounds raw out there/],
    ['hiya, scorching out there today, 34 degrees', /^Hello! That sounds like a scorcher/],
    ['Honestly this month has been dragging so much.', /^Ha, time does play tricks/],
    ['"Routine"? lol. Anyway, is it the weekend yet? This week is dragging.', /^Ha, time does play tricks/],
  ])('greets back and answers small talk in a sentence, keeping nothing: %j', async (message, opening) => {
    const reply = await replyTo(message, [said('assistant', `Let's start. ${work}`)]);
    expect(reply.entries).toEqual([]);
    expect(reply.text).toMatch(opening);
    expect(reply.question?.text).toBe(work);
  });

  it('hears a decline without its subject, and moves on', async () => {
    const reply = await replyTo('Rather not talk about that, sorry.', [said('assistant', work)]);
    expect(reply.entries).toEqual([]);
    expect(reply.text).toMatch(/^Of course, let's skip that one\. /);
    expect(reply.question?.text).not.toBe(work);
  });

  it('meets hard news with care, keeps what follows about the same person with it, and goes on when asked', async () => {
    const proud = question('memories');
    const history: Message[] = [said('assistant', `Thanks! ${proud}`, 'a0')];
    const turn = async (message: string) => {
      const reply = await replyTo(message, history);
      history.push(
        said('user', message, `u${history.length}`),
        said('assistant', reply.text, `a${history.length}`),
      );
      return reply;
    };
    const news = await turn('My grandmother Pilar died last week. I keep thinking about her kitchen.');
    expect(news.entries[0]?.title).toBe('Grandmother Pilar');
    expect(news.question).toBeNull();
    expect(news.text).toBe(
      "I'm so sorry about your grandmother Pilar. Thank you for telling me; I've kept it as “Grandmother Pilar”. There's no rush: we can pause here, or carry on whenever you're ready.",
    );
    const thanks = await turn('Thank you, that means a lot.');
    expect(thanks.entries).toEqual([]);
    expect(thanks.question).toBeNull();
    expect(thanks.text).toMatch(/^You're welcome\. Whenever you're ready we can carry on/);
    const short = await turn("We're managing.");
    expect(short.entries).toEqual([]);
    expect(short.text).toMatch(/^Take all the time you need\. We can pause here for as long as you like/);
    const more = await turn('She was the best cook in Zaragoza.');
    expect(more.entries[0]?.title).toBe('Grandmother Pilar');
    expect(more.question).toBeNull();
    const goOn = await turn("ok, let's carry on");
    expect(goOn.entries).toEqual([]);
    expect(goOn.text).toMatch(/^Let's go on gently, then\. /);
    expect(goOn.question).not.toBeNull();
    expect(goOn.question?.text).not.toBe(proud);
  });

  it('answers thanks and a question about her said while going on after hard news', async () => {
    const history = [
      said('user', 'My uncle Tomasz had a stroke on Friday.'),
      said(
        'assistant',
        "I'm so sorry about your uncle Tomasz. Thank you for telling me; I've kept it as “Uncle Tomasz's health”. There's no rush: we can pause here, or carry on whenever you're ready.",
      ),
    ];
    const goOn = await replyTo('cheers. fine to continue. do you keep everything I type?', history);
    expect(goOn.entries).toEqual([]);
    expect(goOn.text).toMatch(/^You're welcome\. /);
    expect(goOn.text).toMatch(/Let's go on gently, then\. /);
    expect(goOn.text.split(' ').length).toBeGreaterThan(20);
  });

  it('hears "it\'s ok, we go on" after hard news as going on, with small talk beside it', async () => {
    const history = [
      said('user', 'My brother Karel died in March.'),
      said(
        'assistant',
        "I'm so sorry about your brother Karel. Thank you for telling me; I've kept it as “Brother Karel”. There's no rush: we can pause here, or carry on whenever you're ready.",
      ),
    ];
    const goOn = await replyTo("it's ok, we go on. windy here today. how are you?", history);
    expect(goOn.entries).toEqual([]);
    expect(goOn.text).toMatch(/Let's go on gently, then\. /);
    expect(goOn.question).not.toBeNull();
  });

  it('goes on when a word or two is said beside going on after hard news', async () => {
    const history = [
      said('user', 'My sister Dana lost her job on Monday.'),
      said(
        'assistant',
        "I'm so sorry to hear about your sister Dana's job. That's hard on all of you. Thank you for telling me; I've kept it as “Sister Dana's job”. There's no rush: we can pause here, or carry on whenever you're ready.",
      ),
    ];
    const goOn = await replyTo("her job? haha. yes, it's tough. ok let's move on now", history);
    expect(goOn.entries).toEqual([]);
    expect(goOn.text).not.toMatch(/pause here/);
    expect(goOn.question).not.toBeNull();
  });

  it.each(['Yeah ok, carry on.', 'I said we can go on.'])(
    'hears %j after hard news as going on, keeping nothing',
    async (message) => {
      const history = [
        said('user', 'My aunt Hilde died on Sunday.'),
        said(
          'assistant',
          "I'm so sorry about your aunt Hilde. Thank you for telling me; I've kept it as “Aunt Hilde”. There's no rush: we can pause here, or carry on whenever you're ready.",
        ),
      ];
      const goOn = await replyTo(message, history);
      expect(goOn.entries).toEqual([]);
      expect(goOn.text).toMatch(/^Let's go on gently, then\. /);
    },
  );

  it('titles a rule said of anyone by the rule, not by the one it is said of', async () => {
    const reply = await replyTo('A craftsman must finish what he starts. Thanks for being patient.', [
      said('assistant', work),
    ]);
    expect(reply.entries[0]?.title).toBe('A craftsman must finish what he starts');
  });

  it('keeps a rule the owner lives by, though it names no one of theirs', async () => {
    const reply = await replyTo('A teacher should never shout at a child. Thanks for listening today.', [
      said('assistant', work),
    ]);
    expect(reply.entries[0]?.content).toBe('A teacher should never shout at a child.');
  });

  it.each([
    // A typo'd fragment of only a doing and where the owner is: not "Raisd here".
    ['Where did you grow up, and what was it like?', 'Raisd here mostly, my whole life.'],
    ['Where did you grow up, and what was it like?', 'Brougt up here, I never left.'],
  ])('files a message with no subject of its own under her question %j', async (question, message) => {
    const reply = await replyTo(message, [said('assistant', question)]);
    expect(reply.entries[0]?.title).toBe(question.replace(/\?$/, ''));
    expect(reply.question?.text).not.toBe(question);
  });

  it.each([
    'Paying my daughter’s university fees in full. She graduated last summer without a cent of debt.',
    'Seeing my son graduate from college, the first in our family with a degree.',
    'Going back to study at forty and finishing my teaching diploma.',
  ])('never files %j under a question of hers already answered in this talk', async (message) => {
    const school = 'Where did you go to school, and what were you like as a student?';
    const proud = 'What is an achievement you are proud of?';
    const history = [
      said('assistant', school, 'a0'),
      said('user', 'A comprehensive in Leeds; I was the class clown.', 'u1'),
      {
        ...said('assistant', `Thanks, I've noted that. ${proud}`, 'a1'),
        savedEntries: [{ id: 'n1', title: 'School' }],
      },
    ];
    const reply = await replyTo(message, history);
    expect(reply.entries[0]?.title).not.toBe(school.replace('?', ''));
    expect(reply.text).not.toMatch(/asked earlier/);
  });

  it('keeps an answer without her question said back as its label', async () => {
    const plans = 'What are you working towards over the next few years?';
    const reply = await replyTo('What I am working towards: qualifying as a paramedic by 2028.', [
      said('assistant', plans),
    ]);
    expect(reply.entries[0]?.content).toBe('Qualifying as a paramedic by 2028.');
  });

  it('says she leaves a question declined while she offers to pause', async () => {
    const history = [
      said('user', 'My grandad Wiremu died on Tuesday.'),
      said(
        'assistant',
        "I'm so sorry about your grandad Wiremu. Thank you for telling me; I've kept it as “Grandad Wiremu”. There's no rush: we can pause here, or carry on whenever you're ready.",
      ),
    ];
    const reply = await replyTo("I'd rather not do the one about trips. Skip it.", history);
    expect(reply.entries).toEqual([]);
    expect(reply.text).toMatch(/^Of course, we'll leave that one\. Let's go on gently, then\. /);
  });

  it.each([
    'I reckon the new bypass has ruined the high street, though my neighbours all love it.',
    'I think zoos should close, and most of my family thinks I am mad.',
    'ok tricky one, i think marathons are pointless and my running club hates me for it.',
    'easy one, cricket is better than football, no contest.',
  ])('hears %j, an opinion held, as the answer to her question about one', async (message) => {
    const opinion = 'What is an opinion you hold that many people around you do not share?';
    const reply = await replyTo(message, [said('assistant', opinion)]);
    expect(reply.entries[0]?.title).toBe(opinion.replace('?', ''));
    expect(reply.text).not.toMatch(/Coming back to my question/);
  });

  it('hears a rule said as a command after a lead-in as the answer to her question about values', async () => {
    const values = 'What matters most to you in how people treat each other?';
    const reply = await replyTo('fair enough. patience mostly, listen before you judge someone.', [
      said('assistant', values),
    ]);
    expect(reply.entries[0]?.title).toBe(values.replace('?', ''));
    expect(reply.text).not.toMatch(/Coming back to my question/);
  });

  it('does not hear a wish with its "I" left out as a rule about how people treat each other', async () => {
    const values = 'What matters most to you in how people treat each other?';
    const reply = await replyTo('want to get my english good enough to train as a driving instructor', [
      said('assistant', values),
    ]);
    expect(reply.entries.map((entry) => entry.title)).not.toContain(values.replace('?', ''));
  });

  it.each([
    ['Trust. My old boss Kwame always said you earn it by the spoonful and lose it by the bucket.', 'Trust'],
    ["loyalty, and never talking behind someone's back, my aunt Brigid hammered that into us.", 'Loyalty'],
    ['and patience, my grandad Tom showed me that on the boat.', 'Patience'],
  ])('titles %j by the thing named first, not the person told of after', async (message, title) => {
    const books = 'What is a book, film or song you keep coming back to?';
    const reply = await replyTo(message, [said('assistant', books)]);
    expect(reply.entries[0]?.title).toBe(title);
  });

  it('thanks once when going on after hard news with words of her own kept', async () => {
    const values = 'What matters most to you in how people treat each other?';
    const history = [
      said('assistant', values, 'a0'),
      said('user', 'My cousin Ruth died on Saturday.', 'u1'),
      {
        ...said(
          'assistant',
          "I'm so sorry about your cousin Ruth. Thank you for telling me; I've kept it as “Cousin Ruth”. There's no rush: we can pause here, or carry on whenever you're ready.",
          'a1',
        ),
        savedEntries: [{ id: 'n1', title: 'Cousin Ruth' }],
      },
    ];
    const goOn = await replyTo('Thanks for that. Fine, go on.', history);
    expect(goOn.text.match(/You're welcome/g)).toHaveLength(1);
  });

  it('waits for an answer when her question is weighed, and asks it again', async () => {
    const morning = 'What does a typical morning look like for you?';
    const history = [said('assistant', `Thanks. ${morning}`)];
    const weighed = await replyTo('heh ok. tricky one', history);
    expect(weighed.entries).toEqual([]);
    expect(weighed.text).toBe(`Take your time. ${morning}`);
  });

  it('is quiet in her thanks beside a loss told in passing', async () => {
    const history = [said('assistant', 'Which values would you never compromise on?')];
    const reply = await replyTo(
      'Patience, my grandmother taught me that before she passed. Thanks for asking, by the way.',
      history,
    );
    expect(reply.text).toMatch(/^You're welcome\. /);
  });

  it('files an answer to a question she asked earlier under that question, not under a piece of it', async () => {
    const hobbies = question('hobbies');
    const opinions = question('opinions');
    const reply = await replyTo('Mostly I knit and I go bouldering twice a week.', [
      said('assistant', hobbies, 'a0'),
      said('user', 'skip', 'u1'),
      said('assistant', `Of course, let's skip that one. ${opinions}`, 'a2'),
    ]);
    expect(reply.entries[0]?.title).toBe(hobbies.replace(/\?$/, ''));
    expect(reply.text).toMatch(/^Thank you, that answers something I asked earlier/);
    expect(reply.text).not.toContain('not quite');
  });

  it('follows up on someone volunteered beside her question, and is glad of good news', async () => {
    const reply = await replyTo('Oh, random thing: my partner Teo and I just got engaged!', [
      said('assistant', question('family')),
    ]);
    expect(reply.entries[0]).toMatchObject({
      title: 'Partner Teo',
      content: 'My partner Teo and I just got engaged!',
    });
    expect(reply.text).toMatch(
      /^That's wonderful news! I've saved that as “Partner Teo”\. Tell me what your partner Teo is like — /,
    );
    // "He…" names him: kept with him, even if it might answer the question offered beside.
    const about = await replyTo("He's a climbing instructor and he plays the guitar.", [
      said('assistant', question('family'), 'a0'),
      said('user', 'Oh, random thing: my partner Teo and I just got engaged!', 'u1'),
      said('assistant', reply.text, 'a2'),
    ]);
    expect(about.entries[0]?.title).toBe('Partner Teo');
  });

  it('does not file a brother under a question about friends, nor a friend under one about family', async () => {
    const friends = question('relationships');
    const brother = await replyTo('My twin brother Marek lives in Oslo with his wife.', [
      said('assistant', friends),
    ]);
    expect(brother.entries[0]?.title).toBe('Twin brother Marek');
    const family = question('family');
    const friend = await replyTo('My best friend Nuria lives round the corner.', [said('assistant', family)]);
    expect(friend.entries[0]?.title).toBe('Best friend Nuria');
    const sister = await replyTo('My sister Ana lives round the corner with her two boys.', [
      said('assistant', family),
    ]);
    expect(sister.entries[0]?.title).toBe(family.replace(/\?$/, ''));
  });

  it('keeps nothing of what is not about the owner', async () => {
    const reply = await replyTo('The weather is lovely today.', [said('assistant', work)]);
    expect(reply.entries).toEqual([]);
    expect(reply.text).not.toContain('saved');
  });
});

/** An answer to the first question of each topic, for replies to the question offered beside a follow-up. */
const topicAnswers: Record<string, string> = {
  family: 'My parents run a bakery and I have one older brother.',
  relationships: 'My best friend is someone I met at football when we were ten.',
  places: 'I grew up in a small town by the sea.',
  travel: 'A month in Vietnam after university, on the back of a scooter.',
  hobbies: 'I play the guitar and go running most evenings.',
  favourites: 'I keep rereading a novel about a lighthouse keeper.',
  routines: 'I get up early, make coffee and walk the dog.',
};

describe('Lisa and what is said about the talk itself', () => {
  const hobby = 'What do you love doing in your free time?';

  it('apologises and moves on when told she already has it, and keeps nothing of it', async () => {
    const reply = await replyTo('You already have that in the notes, I wrote it last week!', [
      said('assistant', hobby),
    ]);
    expect(reply.entries).toEqual([]);
    expect(reply.text).toMatch(/^Sorry, you did tell me that already/);
    expect(reply.question?.text).not.toBe(hobby);
  });

  it('moves to another topic after "I told you that", a fact told beside it too', async () => {
    const values = topicBank.find((topic) => topic.id === 'values')?.questions ?? [];
    const reply = await replyTo(
      'i think i said that already, kindness mostly. anyway, on saturdays I bake rye bread for the whole street',
      [
        said('assistant', `Thanks. ${values[0]}`, 'a0'),
        said('user', 'kindness, and keeping your word', 'u1'),
        said('assistant', `That's helpful. ${values[1]}`, 'a1'),
      ],
    );
    expect(reply.text).toMatch(/^Sorry, you did tell me that already/);
    expect(reply.text).not.toContain('Coming back to my question');
    expect(values).not.toContain(reply.question?.text);
  });

  it('keeps a fact told without its subject beside thanks', async () => {
    const reply = await replyTo(
      'Opening a little bakery one day, if the savings last. Thanks for listening.',
      [said('assistant', hobby)],
    );
    expect(reply.entries[0]?.content).toBe('Opening a little bakery one day, if the savings last.');
    expect(reply.text).toMatch(/^You're welcome!/);
  });

  it('answers each question about her, and keeps nothing of them', async () => {
    const reply = await replyTo('Are you actually human? Do you keep everything I type?', [
      said('assistant', hobby),
    ]);
    expect(reply.entries).toEqual([]);
    expect(reply.text).toMatch(/an AI interviewer, not a person/);
    expect(reply.text).toMatch(/I keep only what you tell me about yourself/);
    expect(reply.text).not.toMatch(/No problem/);
  });

  it('declines gently when the reason touches a loss told earlier, and keeps nothing', async () => {
    const history = [
      said('assistant', hobby),
      said('user', 'My brother Tomás died last winter.'),
      said(
        'assistant',
        "I'm so sorry about your brother Tomás. Thank you for telling me; I've kept it as “Brother Tomás”. There's no rush: we can pause here, or carry on whenever you're ready.",
      ),
      said('user', 'Go on.'),
      said('assistant', "Let's go on gently, then. What is the most memorable trip you have taken?"),
    ];
    const reply = await replyTo("I'd rather not say. The best ones were with my brother.", history);
    expect(reply.entries).toEqual([]);
    expect(reply.text).toMatch(/^Of course, we'll leave that one\. I'm sorry/);
  });

  it('declines plainly after hard news when the reason names a topic, not someone of the owner', async () => {
    const history = [
      said('user', 'My aunt Rhiannon died on Tuesday.'),
      said(
        'assistant',
        "I'm so sorry about your aunt Rhiannon. Thank you for telling me; I've kept it as “Aunt Rhiannon”. There's no rush: we can pause here, or carry on whenever you're ready.",
      ),
      said('user', 'Go on.'),
      said('assistant', "Let's go on gently, then. Who is your closest friend, and how did you meet?"),
    ];
    const reply = await replyTo("I'd rather not talk about mates today, if that's ok.", history);
    expect(reply.entries).toEqual([]);
    expect(reply.text).toMatch(/^Of course, let's skip that one\. /);
    expect(reply.text).not.toMatch(/close to your heart/);
  });

  it.each([
    ['Hectic morning here, the van would not start.', /^I hope the rest of your morning is kind to you\. /],
    [
      'Roasting in the flat today, 31 degrees and the fan is broken, I am dying.',
      /^That sounds like a scorcher/,
    ],
  ])('answers how things are here and now in kind, keeping nothing: %j', async (message, opening) => {
    const reply = await replyTo(message, [said('assistant', hobby)]);
    expect(reply.entries).toEqual([]);
    expect(reply.text).toMatch(opening);
    expect(reply.text).not.toMatch(/I see/);
  });

  it('keeps an answer without her question word said back before it', async () => {
    const hobbies = question('hobbies');
    const reply = await replyTo('Ok, free time. I restore old motorbikes in the shed with my neighbour.', [
      said('assistant', hobbies),
    ]);
    expect(reply.entries[0]?.content).toBe('I restore old motorbikes in the shed with my neighbour.');
  });

  it('keeps what is told of the owner in a sentence opening on a doing, after a word on its own', async () => {
    const reply = await replyTo('Patience. Listening to people before deciding what they meant.', [
      said('assistant', hobby),
    ]);
    expect(reply.entries[0]?.content).toBe('Patience. Listening to people before deciding what they meant.');
  });

  it('files what the owner means to do under her question about plans, asked before the last one', async () => {
    const goals = question('goals');
    const opinions = question('opinions');
    const reply = await replyTo(
      'Looking after my dad for now. After that I hope to retrain as a plumber in my forties.',
      [
        said('assistant', goals, 'a0'),
        said('user', 'Hmm, big one.', 'u1'),
        said('assistant', `All right. ${opinions}`, 'a2'),
      ],
    );
    expect(reply.entries[0]?.title).toBe(goals.replace(/\?$/, ''));
  });

  it('files what is told as an answer to her question under it, whatever the encoder makes of it', async () => {
    const values = question('values');
    const reply = await replyTo('To answer your question, turning up when I said I would, every time.', [
      said('assistant', values),
    ]);
    expect(reply.entries[0]?.title).toBe(values.replace(/\?$/, ''));
    expect(reply.text).not.toMatch(/Coming back to my question/);
  });

  it('answers how she picks her questions with that alone', async () => {
    const reply = await replyTo('how do you choose what to ask?', [said('assistant', hobby)]);
    expect(reply.text).not.toMatch(/I ask about your life/);
  });

  it('answers how she picks her questions', async () => {
    const reply = await replyTo('do you get to pick what you ask me?', [said('assistant', hobby)]);
    expect(reply.text).toMatch(/^I choose them myself/);
  });

  it('meets small talk about the weather warmly', async () => {
    const reply = await replyTo('Pouring with rain here, is it raining where you are?', [
      said('assistant', hobby),
    ]);
    expect(reply.entries).toEqual([]);
    expect(reply.text).toMatch(/^No weather where I am/);
    expect(reply.text).not.toMatch(/^I see|I'm well/);
    const asked = await replyTo('Grey and windy again, how is the weather with you?', [
      said('assistant', hobby),
    ]);
    expect(asked.text).toMatch(/^No weather where I am[^.]*! What do you love/);
  });
});

describe('Lisa after hard news told of someone', () => {
  it('keeps what is said of them by a pronoun with the news, and asks nothing', async () => {
    const news = 'My sister was diagnosed with MS in the spring.';
    const first = await replyTo(news, [said('assistant', topicBank[2]?.questions[0] ?? '')]);
    const history = [
      said('assistant', topicBank[2]?.questions[0] ?? '', 'a0'),
      said('user', news, 'u1'),
      {
        ...said('assistant', first.text, 'a2'),
        savedEntries: [{ id: 'n1', title: first.entries[0]?.title ?? '' }],
      },
    ];
    const reply = await replyTo(
      'Thanks, that means a lot. My cousin Ewan helps out, but mostly it is me driving her to appointments.',
      history,
    );
    expect(reply.entries[0]?.title).toBe("Sister's health");
    expect(reply.question).toBeNull();
    expect(reply.text).not.toMatch(/What is your cousin/);
  });
});

describe('Lisa thanked after hard news', () => {
  it('answers thanks quietly while she offers to pause', async () => {
    const pause =
      "I'm so sorry about your uncle Dai. Thank you for telling me; I've kept it as “Uncle Dai”. There's no rush: we can pause here, or carry on whenever you're ready.";
    const reply = await replyTo('Thanks, that helps a bit.', [
      said('user', 'My uncle Dai died on Friday.', 'u0'),
      { ...said('assistant', pause, 'a1'), savedEntries: [{ id: 'n1', title: 'Uncle Dai' }] },
    ]);
    expect(reply.text).toMatch(/^You're welcome\. /);
  });
});

describe('Lisa after hard news, and with what is not about the owner', () => {
  const talk = async (messages: string[], first: string) => {
    const history: Message[] = [said('assistant', first, 'a0')];
    const replies = [];
    for (const message of messages) {
      const reply = await replyTo(message, history);
      history.push(
        said('user', message, `u${history.length}`),
        said('assistant', reply.text, `a${history.length}`),
      );
      replies.push(reply);
    }
    return replies;
  };

  it('keeps more of the last subject, said to be so, under the title it was saved as', async () => {
    const hobbies = question('hobbies');
    const reply = await replyTo(
      'sorry still on the last thing. our son stays with her in the week now and i get him weekends',
      [
        said('assistant', question('relationships')),
        said('user', 'me and claire are separating, we were together 11 years'),
        {
          ...said('assistant', `Thank you, I've saved that as “Separating”. ${hobbies}`),
          savedEntries: [{ id: 'n1', title: 'Separating' }],
        },
      ],
    );
    expect(reply.entries.map((entry) => [entry.title, entry.content])).toEqual([
      ['Separating', 'Our son stays with her in the week now and I get him weekends.'],
    ]);
  });

  it('files no answer under her follow-up once the owner says they told it already', async () => {
    const [first, second] = await talk(
      [
        'one sister Ana, older, she still lives in Porto, we talk every sunday',
        'i just told you what shes like! anyway i would love to see Jerusalem one day, a pilgrimage',
      ],
      question('family', 1),
    );
    expect(first?.text).toMatch(/Tell me what .* is like — or/);
    expect(second?.entries.map((entry) => entry.title)).not.toContain(first?.entries[0]?.title);
    expect(second?.entries[0]?.title).not.toMatch(/sister/i);
  });

  it.each([
    ["I'd prefer not to get into holidays, if you don't mind.", question('hobbies')],
    ['Please, no questions about work today.', question('values')],
  ])('never asks again about a topic declined by name or as asked: %j', async (decline, first) => {
    const [follow] = await talk(['My aunt Bea taught me to swim in Lake Garda when I was seven.'], first);
    const declinedAsked = follow?.question?.text ?? '';
    const replies = await talk(
      ['My aunt Bea taught me to swim in Lake Garda when I was seven.', decline, ...Array(12).fill('skip')],
      first,
    );
    const topicOf = (text: string) => topicBank.find((topic) => topic.questions.includes(text))?.id;
    const declined = /work/.test(decline) ? 'work' : 'travel';
    const later = replies.slice(1).map((reply) => topicOf(reply.question?.text ?? ''));
    expect(later).not.toContain(declined);
    expect(declinedAsked).not.toBe('');
  });

  it.each([
    [
      "You've asked that already, but fine. I swim in the sea every morning at Sandycove.",
      'I swim in the sea every morning at Sandycove.',
    ],
    [
      'Let me tell you about chess instead: I play at a club in Ghent on Fridays.',
      'I play at a club in Ghent on Fridays.',
    ],
    [
      "Tough one. Not sure about that one. I've kept a diary since I was nine.",
      "I've kept a diary since I was nine.",
    ],
  ])(
    'keeps only what the owner says of their life, not remarks about the talk: %j',
    async (message, kept) => {
      const [reply] = await talk([message], question('values'));
      expect(reply?.entries[0]?.content).toBe(kept);
    },
  );

  it('keeps nothing of reassurance after her condolence, and goes on', async () => {
    const [, after] = await talk(
      ['My brother Luca passed away in May.', "No, honestly it's okay, it was a while ago."],
      question('family'),
    );
    expect(after?.entries).toEqual([]);
    expect(after?.question).not.toBeNull();
  });

  it('waits when the owner steps away, then takes the answer to her question when they are back', async () => {
    const values = question('values');
    const [away, back] = await talk(
      [
        'Hang on a sec, the kettle.',
        "Ok back, thanks for waiting. Honesty, and not making promises you can't keep.",
      ],
      values,
    );
    expect(away?.entries).toEqual([]);
    expect(away?.text).toBe("Of course, take your time. I'll be right here.");
    expect(back?.entries[0]?.title).toBe(values.replace(/\?$/, ''));
    expect(back?.text).not.toMatch(/asked earlier|added/);
  });

  it('says goodbye once when the owner has to run somewhere now', async () => {
    const [bye] = await talk(['Need to run to practice now, bye!'], question('values'));
    expect(bye?.text.match(/Talk soon!/g)).toHaveLength(1);
    expect(bye?.question).toBeNull();
  });

  it('takes what the owner means to do for the answer to her question about their future', async () => {
    const goals = question('goals');
    const [reply] = await talk(
      ["The allotment. I've got two beds of leeks now and I hope to win a prize at the county show."],
      goals,
    );
    expect(reply?.entries[0]?.title).toBe(goals.replace(/\?$/, ''));
    expect(reply?.text).not.toMatch(/Coming back/);
    expect(reply?.question?.text).not.toBe(goals);
  });

  it.each([
    'On Sunday we face a side from Drogheda, top of the table.',
    'Most days I begin at six with the dog and a long walk on the strand.',
  ])('titles a note by its subject, never by a bare doing: %j', async (message) => {
    const [reply] = await talk([message], question('opinions'));
    expect(reply?.entries[0]?.title).not.toMatch(/^\p{L}+ing(?: (?:a|an) \p{L}+)?$/u);
  });

  it('says no "You\'re welcome!" before her condolence for news told with thanks', async () => {
    const [reply] = await talk(
      ["Thanks for asking. My mum was diagnosed with Parkinson's last month."],
      question('family'),
    );
    expect(reply?.text).toMatch(/^I'm so sorry/);
  });

  it('keeps a message after hard news under its own subject when it neither names them nor refers back', async () => {
    const [, next] = await talk(
      [
        'My uncle Piet had a heart attack on Monday.',
        // Near the news in meaning (the encoder would file it as more of it), but about no one it names.
        'Heart trouble runs in our family, my grandad had the same at sixty.',
      ],
      question('family'),
    );
    expect(next?.entries[0]?.title).not.toBe('Uncle Piet’s health'.replace('’', "'"));
    expect(next?.text).not.toMatch(/ too\./);
  });

  it('never asks about a partner once the owner told of their partner’s death', async () => {
    const replies = await talk(
      ['My wife Ama passed away last spring.', 'Thank you. Go on.', ...Array(32).fill('skip')],
      question('work'),
    );
    const asked = replies.map((reply) => reply.question?.text ?? '');
    expect(asked.filter((text) => partnerQuestion.test(text))).toEqual([]);
    expect(asked.filter((text) => text !== '').length).toBeGreaterThan(25);
  });

  it('meets hard news of someone named in an earlier message as theirs, with care', async () => {
    const [, news] = await talk(
      [
        'My daughter Anjali is a nurse in Leeds.',
        'Anjali rang this morning, she lost her job at the hospital.',
      ],
      question('family'),
    );
    expect(news?.text).toMatch(/sorry/i);
    expect(news?.entries[0]?.content).toMatch(/Anjali rang this morning/);
  });

  it('files where the owner was a pupil, and what school was like, under her school question', async () => {
    const school = question('education');
    const [reply] = await talk(
      ['At Escola Gil Vicente I played futsal at every lunch break and hated maths.'],
      school,
    );
    expect(reply?.entries[0]?.title).toBe(school.replace(/\?$/, ''));
  });

  it('never asks whether they are with someone once the owner told of their partner', async () => {
    const replies = await talk(
      ['I live in a flat in Leith with my wife Morag and our cat.', ...Array(32).fill('skip')],
      question('work'),
    );
    const asked = replies.map((reply) => reply.question?.text ?? '');
    expect(asked.filter((text) => partnerQuestion.test(text))).toEqual([]);
    expect(asked.filter((text) => text !== '').length).toBeGreaterThan(25);
  });

  it('names whom hard news is about when the name they were told by opens a later sentence', async () => {
    const [, news] = await talk(
      [
        'My cousin Tobiah lives in Denver.',
        'Not much new here. Tobiah phoned on Friday, his bakery is shutting and he lost his job.',
      ],
      question('family'),
    );
    expect(news?.text).toMatch(/^I'm so sorry to hear about your cousin Tobiah's job\./);
    expect(news?.entries[0]?.title).toBe("Cousin Tobiah's job");
  });

  it('takes a word the owner called someone of theirs by, said bare with hard news, as that person', async () => {
    const [, news] = await talk(
      [
        'My nokomis (grandmother) Delia lives up north.',
        "I didn't want to say it but nokomis had a stroke on monday.",
      ],
      question('family'),
    );
    expect(news?.entries[0]?.title).toBe("Nokomis's health");
    expect(news?.text).toMatch(/your nokomis/);
  });

  it('never asks again about a topic the owner was not in the mood for', async () => {
    const replies = await talk(
      ['honestly not in the mood for talking about school tonight lol', ...Array(20).fill('skip')],
      question('education'),
    );
    expect(replies.map((reply) => reply.question?.topicId)).not.toContain('education');
  });

  it.each([
    ['My son was not in the mood for school this morning, he is eight.', 'education'],
    ["I'm not in the mood to study most nights, so school can wait.", 'education'],
  ])('still asks about a topic after a mood that was not against it (%s)', async (message, topicId) => {
    const replies = await talk([message, ...Array(30).fill('skip')], question('family'));
    expect(replies.map((reply) => reply.question?.topicId)).toContain(topicId);
  });

  it('says a word for someone whose illness the owner told of when they say goodbye', async () => {
    const replies = await talk(
      [
        'My aunt Greet had a stroke on Saturday.',
        'ok we can carry on',
        'Lima, I have wanted to go there since school. ok I have to go and see Greet now, bye Lisa',
      ],
      question('family'),
    );
    expect(replies.at(-1)?.text).toMatch(/I hope your aunt Greet is doing okay\. Talk soon!/);
  });

  it('says a word for someone named in lower case whose illness was told, at goodbye', async () => {
    const replies = await talk(
      [
        'the home rang this morning. opa had a stroke in the night, he is in the hospital now',
        'ok we can carry on',
        'we go to the ward now, bye Lisa',
      ],
      question('family'),
    );
    expect(replies.at(-1)?.text).toMatch(/I hope Opa is doing okay\./);
  });

  it.each([
    ['kokum passed away this morning', 'bye'],
    ['ok we can carry on', 'She died an hour ago, I have to go, bye'],
  ])('wishes no one well at goodbye after their death was told (%s / %s)', async (death, goodbye) => {
    const replies = await talk(
      ['my kokum (grandma) Rose had a stroke yesterday', death, goodbye],
      question('family'),
    );
    expect(replies.at(-1)?.text).not.toMatch(/I hope/);
  });

  it.each([
    ['after my shift I met Dana', 'Night shift again, I own a van now', 'Night shift again, I own a van now'],
    ['it was my own Fiat Panda', 'I own it outright.', 'I own it outright.'],
    ['my kokum (grandma) Rose lives with us', 'kokum had a stroke', 'my kokum had a stroke'],
  ])('makes only a word for someone theirs again (%s / %s)', (before, message, read) => {
    expect(withRelationTold(message, [before])).toBe(read);
  });

  it('never asks whether they have brothers or sisters once the owner told of theirs', async () => {
    const replies = await talk(
      ['My little brother Kwame and I run a bike shop together.', ...Array(32).fill('skip')],
      question('work'),
    );
    const asked = replies.map((reply) => reply.question?.text ?? '');
    expect(asked.some((text) => /brothers or sisters/.test(text))).toBe(false);
    expect(asked.filter((text) => text !== '').length).toBeGreaterThan(25);
  });

  it('still asks about brothers or sisters after the owner told of an in-law', async () => {
    const replies = await talk(
      ['My sister-in-law Ann and I run a bike shop together.', ...Array(32).fill('skip')],
      question('work'),
    );
    expect(replies.some((reply) => /brothers or sisters/.test(reply.question?.text ?? ''))).toBe(true);
  });

  it('hears what follows "let\'s carry on" after hard news as news of its own, not more of it', async () => {
    const [, next] = await talk(
      [
        'My partner and I separated over the summer.',
        "Thanks, I'm alright, let's carry on. She's my eldest, Abena, and she starts university next month.",
      ],
      question('family'),
    );
    expect(next?.entries[0]?.content).toMatch(/Abena/);
    expect(next?.entries[0]?.title).not.toBe('My break-up');
    expect(next?.text).not.toMatch(/pause here/);
    expect(next?.question).not.toBeNull();
  });

  it('keeps an answer given as a that-clause under her question, and moves on', async () => {
    const opinion = 'What is an opinion you hold that many people around you do not share?';
    const [reply] = await talk(
      ['That a decent haircut matters more than new clothes. Cheers for hearing me out, honestly.'],
      opinion,
    );
    expect(reply?.entries[0]?.title).toBe(opinion.replace(/\?$/, ''));
    expect(reply?.question?.text).not.toBe(opinion);
  });

  it('thanks praise of the talk and keeps nothing of it, and greets a greeting with small talk', async () => {
    const [praise, hello] = await talk(
      [
        "Ha, you're honestly easier to talk to than my whole book club.",
        'Morning Lisa! Properly chilly out there today. Keen to get started whenever you are.',
      ],
      question('work'),
    );
    expect(praise?.entries[0] ?? null).toBeNull();
    expect(praise?.text).toMatch(/^That's kind of you!/);
    expect(hello?.entries[0] ?? null).toBeNull();
    expect(hello?.text).not.toMatch(/tell me a little more/);
  });

  it.each([
    "We split up in the spring after eleven years, so it's just me and the cat in the flat now.",
    'The house is quiet since my husband and I got divorced.',
    "Things with my ex are civil at least, for the children's sake.",
  ])('never asks about a partner once a relationship ended: %j', async (ended) => {
    const replies = await talk([ended, 'Fine, go on.', ...Array(32).fill('skip')], question('work'));
    const asked = replies.map((reply) => reply.question?.text ?? '');
    expect(asked.filter((text) => partnerQuestion.test(text))).toEqual([]);
    expect(asked.filter((text) => text !== '').length).toBeGreaterThan(25);
  });

  it('asks no cheerful follow-up about someone whose death was told', async () => {
    const [, , more] = await talk(
      ['My grandfather Tomás died in May.', 'Okay, carry on.', 'My grandfather Tomás built our farmhouse.'],
      question('work'),
    );
    expect(more?.text).not.toMatch(/What is your grandfather Tomás like/);
  });

  it('meets a loss told after something else with care, however it is worded', async () => {
    const reply = await replyTo(
      'I was a designer at an agency for nine years. Then in March they made half of us redundant, me included.',
      [said('assistant', question('work'))],
    );
    expect(reply.text).toMatch(/^I'm sorry about your job/);
    expect(reply.text).not.toMatch(/not quite what I asked|wonderful/);
    expect(reply.question).toBeNull();
  });

  it('keeps the fact of a message that signs off with an errand, and says goodbye', async () => {
    const reply = await replyTo(
      "That'll do for today, I need to get the dinner on. My sister Aoife's wedding is in June.",
      [said('assistant', question('hobbies'))],
    );
    expect(reply.entries[0]).toMatchObject({
      title: "Sister Aoife's wedding",
      content: "My sister Aoife's wedding is in June.",
    });
    expect(reply.question).toBeNull();
    expect(reply.text).toMatch(/Talk soon!/);
  });

  it.each([
    ['Let me think. As I said, the Aran Islands.', 'The Aran Islands.'],
    ['To be fair, I cycle to work every day. No contest.', 'I cycle to work every day.'],
  ])('keeps of %j only %j', async (message, content) => {
    const reply = await replyTo(message, [said('assistant', question('travel'))]);
    expect(reply.entries[0]?.content).toBe(content);
  });

  it('apologises once to "No. I told you…", without a decline on top', async () => {
    const reply = await replyTo('No. I told you, the convent school.', [
      said('assistant', question('hobbies')),
    ]);
    expect(reply.entries).toEqual([]);
    expect(reply.text).toMatch(/^Sorry, you did tell me that already/);
    expect(reply.text).not.toMatch(/No problem/);
  });

  it('answers a question about how the talk goes, then asks hers', async () => {
    const work = question('work');
    const reply = await replyTo('Olá! Is this where I tell you about myself?', [said('assistant', work)]);
    expect(reply.entries).toEqual([]);
    expect(reply.text).toBe(
      `Yes: just tell me about yourself in your own words, and I'll ask as we go. ${work}`,
    );
  });

  it('files a work named to a question of another topic under the work, not under that question', async () => {
    const reply = await replyTo("Saramago's Blindness, I reread it every winter.", [
      said('assistant', question('travel')),
    ]);
    expect(reply.entries[0]?.title).toBe('Blindness');
  });

  it('keeps a long-past loss told in passing as part of the answer, without condolences or a pause', async () => {
    const message =
      'I grew up in Leeds with my mum and two brothers. We lived above the shop on Briggate. My dad died when I was six.';
    for (const asked of [question('places'), question('hobbies')]) {
      const reply = await replyTo(message, [said('assistant', asked)]);
      expect(reply.text).not.toMatch(/sorry|pause|wonderful|What is your dad like/);
      expect(reply.question).not.toBeNull();
      expect(reply.entries[0]?.content).toBe(message);
    }
  });

  it.each([
    // Hard news inside an answer, in a sentence opening on a pronoun.
    [
      'My cousin Farid and I grew up like brothers. He was diagnosed with leukaemia last month and starts chemo soon.',
      'family',
    ],
    ['The one I miss is my aunt Rosa. She passed away in the summer, very suddenly.', 'family'],
  ])(
    'meets hard news told after a first sentence with care and no new question: %j',
    async (message, topic) => {
      const reply = await replyTo(message, [said('assistant', question(topic))]);
      expect(reply.text).toMatch(/^I'm so sorry/);
      expect(reply.question).toBeNull();
    },
  );

  it.each([
    // A funeral as an event, and a death that dates something else: no condolences.
    [
      'Ave Maria. My aunt sang it at every christening and funeral in the village, and I sang it at hers.',
      'books',
    ],
    ['My daughter Lena is nine and loves horses; she has been clingy ever since her granny died.', 'family'],
  ])('hears no hard news in a loss mentioned in passing: %j', async (message, topic) => {
    const reply = await replyTo(message, [said('assistant', question(topic))]);
    expect(reply.text).not.toMatch(/sorry|pause/);
    expect(reply.question).not.toBeNull();
    expect(reply.entries[0]?.title).not.toMatch(/granny|aunt/i);
  });

  it('takes an answer after a pause for the question asked before the hard news', async () => {
    const values = question('values');
    const [, , answer] = await talk(
      [
        'We lost a baby last year.',
        'Thank you for saying that.',
        "Honesty, and not making promises you can't keep.",
      ],
      values,
    );
    expect(answer?.entries[0]?.title).toBe(values.replace(/\?$/, ''));
  });

  it('asks once for more of a phrase alone, then keeps the next as said', async () => {
    const [park, values] = await talk(
      ['The Kirkstall riverside park, definitely.', 'Honestly, kindness and keeping your word. Fair enough?'],
      question('hobbies'),
    );
    expect(park?.entries).toEqual([]);
    expect(park?.text).toMatch(/^Could you tell me a little more\?/);
    expect(values?.entries[0]?.title).toBe('Kindness and keeping your word');
    expect(values?.text).not.toMatch(/kind of you/);
  });

  it('follows up on a work volunteered beside her question by its title', async () => {
    const reply = await replyTo('I keep rereading Nada by Carmen Laforet.', [
      said('assistant', question('relationships')),
    ]);
    expect(reply.text).toContain('Tell me what you love about *Nada* — or');
    expect(reply.text).not.toMatch(/What else should I know/);
  });

  it('does not ask who someone is when the owner’s notes name them', async () => {
    const message = 'I go to the football with Rory every second Saturday.';
    const history = [said('assistant', question('hobbies'))];
    const [vector] = await testEncoder.embed([message]);
    const reply = lisa.reply({
      entries: [note('1', 'Family', 'My son Rory is six.')],
      embedded: [],
      history,
      message,
      ...(vector ? { messageVector: vector } : {}),
      provider,
      now,
    });
    expect(await collect(reply.stream)).not.toMatch(/who Rory is/i);
    expect((await replyTo(message, history)).text).toMatch(/Tell me who Rory is to you/);
  });

  it('does not take a reply for the answer to a follow-up on someone it does not name', async () => {
    const history = [
      said('assistant', question('relationships')),
      said('user', 'My oldest friend is Kofi Mensah, we shared a room at university.'),
      said(
        'assistant',
        `Thank you for telling me. Who is Kofi Mensah to you — how did you two meet? Or, if you'd rather move on: ${question('favourites', 1)}`,
      ),
    ];
    const reply = await replyTo('Jollof rice, and my sister makes it best.', history);
    expect(reply.entries[0]?.title).not.toBe('Kofi Mensah');
  });
});

describe('Lisa does not ask what she was told in this conversation', () => {
  const freeTime = question('hobbies');
  // Six topics asked and answered in a word, so that hobbies would be next in the bank's order.
  const earlier = ['work', 'education', 'family', 'relationships', 'places'].flatMap((topicId, i) => [
    said('assistant', `Thanks. ${question(topicId)}`, `a${i}`),
    said('user', 'Fine.', `u${i}`),
  ]);
  const history = [...earlier, said('assistant', `Thanks. ${question('travel')}`, 'a9')];

  it('counts a doing the owner loves, told beside another question, as the answer to her free-time question', async () => {
    const told = 'Not travelling much, no. The thing I enjoy above all is baking bread for the neighbours.';
    const reply = await replyTo(told, history);
    expect(reply.question?.text).not.toBe(freeTime);
    const after = [...history, said('user', told), said('assistant', reply.text)];
    const reaction = await replyTo('haha ok', after);
    expect(reaction.question?.text).not.toBe(freeTime);
  });

  it('never asks her question again after a reaction once what was said answers it', async () => {
    const told = 'Honestly I love restoring old bikes in the shed.';
    const asked = [...history, said('user', told), said('assistant', `I've saved that. ${freeTime}`)];
    const reply = await replyTo('lol', asked);
    expect(reply.question?.text).not.toBe(freeTime);
  });
});

describe('Lisa meets hard news after an ordinary sentence with care', () => {
  it.each([
    ['Rough day at the depot. My dad rang, he needs an operation on his heart next week.', "Dad's health"],
    [
      'Slow shift today. Then my aunt called: it is bowel cancer, and she starts chemo in March.',
      "Aunt's health",
    ],
  ])('%j', async (message, title) => {
    const work = topicBank[0]?.questions[0] ?? '';
    const reply = await replyTo(message, [said('assistant', `Let's start. ${work}`)]);
    expect(reply.text).toMatch(/^I'm so sorry/);
    expect(reply.entries[0]?.title).toBe(title);
    expect(reply.question).toBeNull();
  });
});

describe('Lisa meets a short reaction to her question as a person would', () => {
  const work = topicBank[0]?.questions ?? [];

  it.each(['lol yes', 'hmm yeah', 'haha ok', 'heh, yep'])(
    'answers %j lightly and asks again in other words, once, keeping nothing',
    async (reaction) => {
      const history = [said('assistant', `Let's start. ${work[0]}`)];
      const first = await replyTo(reaction, history);
      expect(first.entries).toEqual([]);
      expect(first.text).not.toMatch(/tell me a little more/);
      expect(first.question?.topicId).toBe('work');
      expect(first.question?.text).not.toBe(work[0]);
      const second = await replyTo(reaction, [
        ...history,
        said('user', reaction),
        said('assistant', first.text),
      ]);
      expect(second.entries).toEqual([]);
      expect(second.question?.topicId).not.toBe('work');
    },
  );
});

describe('Lisa after putting her question another way', () => {
  it('does not come back to it when something else is told', async () => {
    const [first, other] = topicBank[0]?.questions ?? [];
    const history = [
      said('assistant', `Let's start. ${first}`),
      said('user', 'lol yes'),
      said('assistant', `Ha! Or, on the same subject: ${other}`),
    ];
    const reply = await replyTo('My nephew Idris just learned to ride a bike.', history);
    expect(reply.text).not.toMatch(/Coming back to my question/);
    expect(reply.question?.topicId).not.toBe('work');
  });
});

describe('Lisa told she keeps asking, with a decline', () => {
  it.each([
    "you've asked me that twice already, I'd rather skip it",
    'u keep asking that. i would rather pass',
  ])('keeps nothing of %j, says sorry once and moves on', async (message) => {
    const work = topicBank[0]?.questions[0] ?? '';
    const reply = await replyTo(message, [said('assistant', `Thanks. ${work}`)]);
    expect(reply.entries).toEqual([]);
    expect(reply.text).toMatch(/^Sorry for asking again/);
    expect(reply.text.match(/sorry/gi)).toHaveLength(1);
    expect(reply.question?.topicId).not.toBe('work');
  });
});

describe('Lisa counts what was told earlier as she heard it', () => {
  it('does not ask again for an opinion told behind a filler', async () => {
    const opinion = question('opinions');
    const history = [
      said('assistant', `Thanks. ${topicBank[0]?.questions[0]}`),
      said('user', 'Honestly, I think most school reports could be one line.'),
      said('assistant', `Thank you, I've saved that. ${opinion}`),
    ];
    const reply = await replyTo('Do you get tired of asking questions?', history);
    expect(reply.question?.text).not.toBe(opinion);
  });
});

describe('Lisa puts her question another way only as she would ask it', () => {
  it('never asks whether they are with someone after a separation told', async () => {
    const friend = question('relationships');
    const history = [
      said('assistant', 'Thanks. What do you do for work, and what does a normal working day look like?'),
      said('user', 'My husband and I separated in the spring.'),
      said('assistant', `Let's go on gently, then. ${friend}`),
    ];
    const reply = await replyTo('hmm ok', history);
    expect(reply.text).not.toMatch(partnerQuestion);
  });
});

describe('Lisa after offering her question beside a follow-up', () => {
  it('does not come back to it when something else is told: it was one way to go', async () => {
    const history = [
      said('assistant', `Thanks. ${topicBank[1]?.questions[0]}`),
      said('user', 'I went to a convent school in Galway, then trained at Trinity College.'),
      said(
        'assistant',
        `Thanks, I've noted that. What was Galway like? Or, if you'd rather, tell me about your hobbies: ${topicBank[6]?.questions[0]}`,
      ),
    ];
    const reply = await replyTo('My neighbour Bryn fixed my bike yesterday.', history);
    expect(reply.text).not.toMatch(/Coming back to my question/);
  });
});

describe('Lisa hears an answer to an earlier question of hers given beside the point', () => {
  const history = (earlier: string) => [
    said('assistant', earlier, 'a0'),
    said('user', 'Hmm, not sure yet.', 'u1'),
    said('assistant', `All right. ${question('hobbies')}`, 'a1'),
  ];

  it.each([
    // Said to answer her earlier question: under it, whoever it names.
    [
      question('values'),
      'oh and about your earlier question: my neighbour Pieter always said you should keep a promise.',
    ],
    [question('goals'), 'About what you asked before, I would like to open a bakery in a few years.'],
    // After "btw", an answer by its form to a question she asked earlier and was not answered.
    [question('values'), 'btw, my mate Sander taught me that people should pay back what they borrow.'],
    [question('goals'), 'Oh and my brother Kees and I hope to sail to Norway one day.'],
  ])('files the answer to %j told as %j under it', async (earlier, message) => {
    const reply = await replyTo(message, history(earlier));
    expect(reply.entries[0]?.title).toBe(earlier.replace(/\?$/, ''));
  });
});

describe('Lisa files a message pointing back only under the earlier question it names or answers', () => {
  const title = (text: string) => text.replace(/\?$/, '');

  it('never files it under a question the owner declined', async () => {
    const history = [
      said('assistant', `All right. ${question('values')}`, 'a0'),
      said('user', "I'd rather not get into that tonight", 'u1'),
      said('assistant', `Of course, let's skip that one. ${question('opinions')}`, 'a1'),
    ];
    for (const message of [
      'no idea, let me think on it. but something worth knowing about me, I keep bees on my allotment, it calms me',
      'pass for now. btw my neighbour taught me that you should always return what you borrow',
    ]) {
      const reply = await replyTo(message, history);
      expect(reply.entries.map((entry) => entry.title)).not.toContain(title(question('values')));
      expect(reply.text).not.toContain('answers something I asked earlier');
    }
  });

  it('files it under the earlier question whose words it names, declined or not', async () => {
    const history = [
      said('assistant', `Let's start. ${question('places')}`, 'a0'),
      said('user', "ha that's ages ago, later maybe", 'u1'),
      said('assistant', `All right. ${question('routines')}`, 'a1'),
      said('user', "I'd rather not talk about that", 'u2'),
      said('assistant', `Of course, let's skip that one. ${question('memories')}`, 'a2'),
    ];
    const reply = await replyTo(
      'about your earlier question, the growing up one. a typical morning was chores on the farm before the school bus',
      history,
    );
    expect(reply.entries[0]?.title).toBe(title(question('places')));
    const named = await replyTo(
      'about your earlier question on a typical morning, I can answer now. coffee on the porch at 6 and a walk',
      history,
    );
    expect(named.entries[0]?.title).toBe(title(question('routines')));
  });

  it('ends the name of the question pointed back at where a dash starts the answer', async () => {
    const history = [
      said('assistant', `Let's start. ${question('goals')}`, 'a0'),
      said('user', "I'd rather not talk about that", 'u1'),
      said('assistant', `Of course, let's skip that one. ${question('health')}`, 'a1'),
      said('user', 'hmm, later maybe', 'u2'),
      said('assistant', `All right. ${question('memories')}`, 'a2'),
    ];
    const reply = await replyTo(
      'and what you asked before about my health - my knees are bad from 20 years laying floors, and I take tablets',
      history,
    );
    expect(reply.entries[0]?.title).toBe(title(question('health')));
  });

  it('takes no word of the answer after the pointer for the name of a question', async () => {
    const history = [
      said('assistant', `Let's start. ${question('travel')}`, 'a0'),
      said('user', 'hmm not sure', 'u1'),
      said('assistant', `All right. ${question('values')}`, 'a1'),
      said('user', 'pass for now', 'u2'),
      said('assistant', `Of course. ${question('goals')}`, 'a2'),
    ];
    const reply = await replyTo(
      'about what you asked earlier, the most important thing to me is that people keep their word',
      history,
    );
    expect(reply.entries[0]?.title).not.toBe(title(question('travel')));
  });

  it('files it by its subject when it names no question and answers none by its form', async () => {
    const history = [
      said('assistant', `Let's start. ${question('travel')}`, 'a0'),
      said('user', 'hmm not sure', 'u1'),
      said('assistant', `All right. ${question('hobbies')}`, 'a1'),
    ];
    const reply = await replyTo(
      'about your earlier question, my sister Jo keeps three cats in Hull',
      history,
    );
    expect(reply.entries[0]?.title).not.toBe(title(question('travel')));
    expect(reply.text).not.toContain('answers something I asked earlier');
  });
});

describe('Lisa keeps two subjects told in one message as two notes', () => {
  const work = topicBank[0]?.questions[0] ?? '';
  const trip = topicBank[5]?.questions[0] ?? '';

  it('files the part answering her question under it and the other under its own subject', async () => {
    const message =
      'I manage a garden centre in Ripon, mostly plants and the café. Oh and I started learning Welsh in January, slow going.';
    const reply = await replyTo(message, [said('assistant', `Let's start. ${work}`)]);
    expect(reply.entries.map((entry) => [entry.title, entry.content])).toEqual([
      [
        'What do you do for work, and what does a normal working day look like',
        'I manage a garden centre in Ripon, mostly plants and the café.',
      ],
      ['Learning Welsh', 'I started learning Welsh in January, slow going.'],
    ]);
    expect(new Set(reply.entries.map((entry) => entry.id)).size).toBe(2);
    expect(reply.text).toContain('two notes: “What do you do for work');
    expect(reply.text).toContain('and “Learning Welsh”');
  });

  it('thanks once, not noted and then saved', async () => {
    const message =
      'I manage a garden centre in Ripon, mostly plants and the café. Oh and I started learning Welsh in January, slow going.';
    const reply = await replyTo(message, [said('assistant', `Let's start. ${work}`)]);
    expect(reply.text.match(/I've (?:saved|noted|written) that/g)).toHaveLength(1);
  });

  it('thanks once beside a thank-you answered', async () => {
    const message =
      'Thanks! I manage a garden centre in Ripon, mostly plants and the café. Oh and I started learning Welsh in January, slow going.';
    const reply = await replyTo(message, [said('assistant', `Let's start. ${work}`)]);
    expect(reply.text).not.toMatch(/welcome!.*Thank you!/i);
  });

  it('says sorry first for hard news told after an answer, and keeps the answer under her question', async () => {
    const message =
      'We had a lovely long weekend in Whitby, fish and chips on the pier. Found out my brother was diagnosed with diabetes though.';
    const reply = await replyTo(message, [said('assistant', `Let's start. ${trip}`)]);
    expect(reply.entries.map((entry) => entry.content)).toEqual([
      'We had a lovely long weekend in Whitby, fish and chips on the pier.',
      'Found out my brother was diagnosed with diabetes.',
    ]);
    // The trip answers her question: it goes under it.
    expect(reply.entries.map((entry) => entry.title)).toEqual([trip.replace(/\?$/, ''), "Brother's health"]);
    expect(reply.text).toMatch(/^I'm so sorry/);
    // No bookkeeping in her condolence: the news's note is named once, the others are listed by the app.
    expect(reply.text).toContain(
      `Thank you for telling me; I've kept it as “Brother's health”. There's no rush`,
    );
    expect(reply.text).not.toMatch(/your answer under|as a note of its own/);
  });

  it('keeps an answer told before hard news under her question, the news under whom it is about', async () => {
    const family = topicBank[2]?.questions[0] ?? '';
    const message =
      'My sister Ana and my brother Rui, we talk every day. Mum was diagnosed with Parkinson’s last month, she is taking it hard.';
    const reply = await replyTo(message, [said('assistant', `Let's start. ${family}`)]);
    expect(reply.entries.map((entry) => entry.title)).toEqual([family.replace(/\?$/, ''), "Mum's health"]);
    expect(reply.text).toMatch(/^I'm so sorry/);
    // No bookkeeping in her condolence: the news's note is named once, the others are listed by the app.
    expect(reply.text).toContain(`Thank you for telling me; I've kept it as “Mum's health”. There's no rush`);
    expect(reply.text).not.toMatch(/your answer under|as a note of its own/);
  });

  it('keeps the part that opens on her question\'s words under it, not a "not lately" before it', async () => {
    const trips = 'What is the most memorable trip you have taken?';
    const message =
      'honestly nowhere lately, work has been mad busy. my uncle Pat was diagnosed with lung cancer in May. anyway best trip was prob sailing round Mull with my brother in 2019';
    const reply = await replyTo(message, [said('assistant', `Let's start. ${trips}`)]);
    const answer = reply.entries.find((entry) => entry.title === trips.replace('?', ''));
    expect(answer?.content).toMatch(/sailing round Mull/);
    expect(answer?.content).not.toMatch(/lately/);
  });

  it('names no other note in her condolence for news told after something else', async () => {
    const message =
      'The shop is quiet this month, stocktaking mostly. My grandad Olek was diagnosed with leukaemia on Friday.';
    const reply = await replyTo(message, [said('assistant', `Let's start. ${work}`)]);
    expect(reply.entries).toHaveLength(2);
    expect(reply.text).toMatch(/^I'm so sorry/);
    expect(reply.text).not.toMatch(/as a note of its own|your answer under/);
  });

  it('keeps each part to its own note when the first part alone would be kept as nothing', async () => {
    const family = topicBank[2]?.questions[0] ?? '';
    const message = 'Back from Lisbon on Sunday, lovely break. Found out my uncle has asthma though';
    const reply = await replyTo(message, [said('assistant', `Let's start. ${family}`)]);
    expect(reply.entries.map((entry) => entry.content)).toEqual([
      'Back from Lisbon on Sunday, lovely break.',
      'Found out my uncle has asthma.',
    ]);
    expect(reply.text).toContain('two notes');
  });

  it.each([
    // One subject at length stays one note.
    'I drive a bin lorry for the council in Sheffield. We start at six and finish by two. My crew are three lads from Parson Cross. The best part is the banter in the cab.',
    // A fact and thanks, a fact and a goodbye.
    'I drive a bin lorry for the council in Sheffield. Thanks so much for asking!',
    'I drive a bin lorry for the council in Sheffield. Anyway, I have to go now, bye!',
  ])('keeps one note when there is one subject: %s', async (message) => {
    const reply = await replyTo(message, [said('assistant', `Let's start. ${work}`)]);
    expect(reply.entries).toHaveLength(1);
    expect(reply.text).not.toContain('notes');
  });
});

describe('Lisa, round 15: deferrals, feelings after hard news, questions about the notes', () => {
  const trip = question('travel');
  const health = question('health');
  const paused = (news: string, title: string) => [
    said('user', news),
    said(
      'assistant',
      `I'm so sorry. Thank you for telling me; I've kept it as “${title}”. There's no rush: we can pause here, or carry on whenever you're ready.`,
    ),
  ];

  it('keeps nothing of her question put off, goes on, and files the late answer under it', async () => {
    const history = [said('assistant', trip)];
    const later = await replyTo("lol a trip, I'll have to think about that one.", history);
    expect(later.entries).toEqual([]);
    expect(later.text).toMatch(/come back to it/);
    expect(later.question?.text).not.toBe(trip);
    history.push(
      said('user', "lol a trip, I'll have to think about that one."),
      said('assistant', later.text),
    );
    history.push(said('user', 'I grow leeks.'), said('assistant', `Thanks. ${health}`));
    const late = await replyTo(
      'health is grand, knees aside. oh and going back to the trip question you asked me earlier, in 2015 I sailed a new ferry from Gdańsk to Galway, 9 days at sea.',
      history,
    );
    expect(late.entries.map((entry) => entry.title)).toEqual([
      health.replace(/\?$/, ''),
      trip.replace(/\?$/, ''),
    ]);
  });

  it('stays with a feeling about hard news just told: care, no note, no question', async () => {
    const reply = await replyTo(
      "fair enough. honestly lol I don't even know why I'm typing to you right now, nerves I suppose",
      paused('My nan had a stroke today.', "Nan's health"),
    );
    expect(reply.entries).toEqual([]);
    expect(reply.question).toBeNull();
    expect(reply.text).toMatch(/^That's completely understandable/);
  });

  it('keeps what is told beside a feeling about hard news', async () => {
    const reply = await replyTo(
      "I'm so worried, the surgery is on the 14th at St James's.",
      paused('My nan had a stroke today.', "Nan's health"),
    );
    expect(reply.entries.length).toBeGreaterThan(0);
  });

  it('hears "back" with new subjects after her offer to pause as carrying on', async () => {
    const reply = await replyTo(
      'back. spent the evening with Minh, he is ok-ish. anyway two random things about me: my sister Linh graduates from her nursing degree in december. and also i play badminton every tuesday night at a club in Coburg',
      paused("Minh just texted me, his dad died this afternoon, he's a mess.", 'His dad'),
    );
    expect(reply.entries.length).toBeGreaterThan(1);
    expect(reply.text).toMatch(/^Welcome back! /);
    expect(reply.question).not.toBeNull();
  });

  it('says what was saved and who reads the notes, as the sharing screen does', async () => {
    const history = [
      said('user', 'I keep bees in the back garden.'),
      { ...said('assistant', `Thanks. ${health}`), savedEntries: [{ id: 'b1', title: 'Bees' }] },
    ];
    const reply = await replyTo(
      'can I ask you something first? the bee stuff I just told you, did that actually get saved? and who gets to read all this, is it only me?',
      history,
    );
    expect(reply.entries).toEqual([]);
    expect(reply.text).not.toMatch(/you did tell me|ask away/);
    expect(reply.text).toMatch(/“Bees”/);
    expect(reply.text).toMatch(
      /Only you can read your notes.*can chat with it.*never read your notes\. Notes marked Private are never used with them\./,
    );
  });

  it('answers a question to her asked on without its question mark as the one it goes on from', async () => {
    const reply = await replyTo(
      'who actually gets to read all this stuff? like is it just me or can other people see it',
      [said('assistant', `Thanks. ${health}`)],
    );
    expect(reply.entries).toEqual([]);
    expect(reply.text).toMatch(/^Only you can read your notes/);
    expect(reply.text).not.toMatch(/no life, tastes or opinions/);
  });
});

describe('Lisa, round 17: care kept up, declines read in their own clause, two questions offered', () => {
  const paused = (news: string, title: string) => [
    said('user', news),
    said(
      'assistant',
      `I'm so sorry. Thank you for telling me; I've kept it as “${title}”. There's no rush: we can pause here, or carry on whenever you're ready.`,
    ),
  ];

  it.each([
    [
      "sorry isla's great but i cant really get past the mum thing right now. i see dementia patients on shift all the time and thought id be ready for it but im not",
      'My mum was diagnosed with alzheimers last year.',
      "Mum's health",
    ],
    [
      'yeah its been weighing on me tbh. i feel guilty being over here doing ok while hes struggling',
      'My younger brother Jun just lost his job last week.',
      "Younger brother's job",
    ],
  ])('keeps a feeling that goes on with hard news under it, with care: %j', async (message, news, title) => {
    const reply = await replyTo(message, paused(news, title));
    expect(reply.entries.map((entry) => entry.title)).toEqual([title]);
    expect(reply.question).toBeNull();
    expect(reply.text).toMatch(/Thank you for telling me more;.*pause here/);
  });

  it('meets a loss long ago that the owner goes on about with care', async () => {
    const reply = await replyTo(
      'not got strong views tbh. something i should say though, my dad died of a heart attack when i was 22. i was the one doing cpr on him til the ambulance came',
      [said('assistant', question('opinions', 1))],
    );
    expect(reply.question).toBeNull();
    expect(reply.text).toMatch(/^I'm so sorry about your dad\./);
  });

  it('files an answer to the follow-up told before hard news under the follow-up, not her question', async () => {
    const morning = question('routines');
    const reply = await replyTo(
      'the cheesecake lol, watching people eat it. but actually mam rang me last night, dad was diagnosed with stage 3 kidney disease',
      [
        said('user', 'karaoke on saturdays, and i love baking ube cheesecake for everyone.'),
        said(
          'assistant',
          `Got it. Tell me what you enjoy most about baking ube cheesecake — or, if you'd rather, about your routines: ${morning}`,
        ),
      ],
    );
    expect(reply.entries.map((entry) => entry.title)).toEqual(['Baking ube cheesecake', "Dad's health"]);
  });

  it('files an answer to her question told before hard news under it, though a follow-up was offered', async () => {
    const family = question('family');
    const reply = await replyTo(
      'my husband Ronan and the boys obviously, and my mam and dad back in Cebu. my younger brother Jun just lost his job last week, the call centre closed down',
      [
        said('user', 'i went to Sacred Heart school in Cebu city then nursing at Velez College.'),
        said(
          'assistant',
          `Got it. Tell me what stays with you most from going to Sacred Heart school in Cebu city — or, if you'd rather, we can move on. ${family}`,
        ),
      ],
    );
    expect(reply.entries[0]?.title).toBe(family.replace(/\?$/, ''));
  });

  it('hears "probably that …" as the form of an answer to her opinion question', async () => {
    const opinion = question('opinions');
    const reply = await replyTo(
      'probably that the nhs needs more money for social care, half our calls are elderly folk',
      [said('assistant', opinion)],
    );
    expect(reply.entries[0]?.title).toBe(opinion.replace(/\?$/, ''));
  });
});

describe('Lisa files what matters under what it is about (round 18)', () => {
  const food =
    topicBank.flatMap((topic) => topic.questions).find((text) => /favourite food/.test(text)) ?? '';
  const trip =
    topicBank.flatMap((topic) => topic.questions).find((text) => /memorable trip/.test(text)) ?? '';
  const untitled = (text: string) => text.replace(/[?.!]+$/, '');

  it('waits after a lead-in naming her question, keeping nothing', async () => {
    const reply = await replyTo('ok so about that trip...', [
      said('assistant', `Thanks, I've noted that. ${trip}`),
    ]);
    expect(reply.entries).toEqual([]);
    expect(reply.text).toBe(`Take your time. ${trip}`);
  });

  it('keeps an answer opening on "easy one" under her question', async () => {
    const reply = await replyTo(
      'fair enough, easy one lol. pho. the best is a little place by the station, same family since the eighties',
      [said('assistant', `Thanks, I've noted that. ${food}`)],
    );
    expect(reply.entries.map((entry) => entry.title)).toEqual([untitled(food)]);
  });

  it('hears a pick with a hedge ("knitting mostly") as the answer to her question', async () => {
    const hobbies = question('hobbies');
    const reply = await replyTo('knitting mostly. i have a basket of half-done socks by the sofa', [
      said('assistant', `Thanks, I've noted that. ${hobbies}`),
    ]);
    expect(reply.entries.map((entry) => entry.title)).toEqual([untitled(hobbies)]);
  });

  it('keeps nothing of a return with how the evening went', async () => {
    const reply = await replyTo('im back, the match was good. tom scored twice. ok where were we', [
      said('user', 'gotta run, bye'),
      said('assistant', "That's helpful, thank you. Talk soon! I'll be here whenever you want to carry on."),
    ]);
    expect(reply.entries).toEqual([]);
  });

  it('keeps what is said of them after hard news under it, though told to go on', async () => {
    const reply = await replyTo(
      'fair enough, we can keep going. i miss him most in summer, he took us fishing',
      [
        said('user', 'My dad died in 2012, he was a ferryman.'),
        said(
          'assistant',
          "I'm so sorry about your dad. Thank you for telling me; I've kept it as “Dad”. There's no rush: we can pause here, or carry on whenever you're ready.",
        ),
      ],
    );
    expect(reply.entries.map((entry) => entry.title)).toEqual(['Dad']);
  });
});

describe('Lisa, round 18: grief told on, and how she is', () => {
  const paused = (news: string, title: string) => [
    said('user', news),
    said(
      'assistant',
      `I'm so sorry. Thank you for telling me; I've kept it as “${title}”. There's no rush: we can pause here, or carry on whenever you're ready.`,
    ),
  ];

  it('meets grief told on a turn later with care, kept under whom it is about, and asks nothing', async () => {
    const reply = await replyTo(
      'the allotment feels empty without him, i keep expecting him at the gate',
      paused('My grandad Tomasz died on Sunday.', 'Grandad Tomasz'),
    );
    expect(reply.entries.map((entry) => entry.title)).toEqual(['Grandad Tomasz']);
    expect(reply.question).toBeNull();
    expect(reply.text).toMatch(/^Missing someone like that .*I'm so sorry\..*pause here/);
  });

  it('goes on gently when told to, after meeting the grief', async () => {
    const reply = await replyTo(
      'ok we can keep going. i miss him most on sundays, he did the roast',
      paused('My grandad Tomasz died on Sunday.', 'Grandad Tomasz'),
    );
    expect(reply.entries.map((entry) => entry.title)).toEqual(['Grandad Tomasz']);
    expect(reply.text).toMatch(/I'm so sorry\..*Let's go on gently, then\./);
    expect(reply.question).not.toBeNull();
  });

  it('stays with grief that only says a word of going on ("thought I\'d be ready")', async () => {
    const reply = await replyTo(
      'i thought id be ready for it but im not, the garden is so quiet without him',
      paused('My grandad Tomasz died on Sunday.', 'Grandad Tomasz'),
    );
    expect(reply.question).toBeNull();
    expect(reply.text).toMatch(/pause here/);
  });

  it('meets a hard feeling after an ending in words that fit an ending', async () => {
    const reply = await replyTo(
      'the flat is so quiet in the evenings now, still getting used to it',
      paused('My girlfriend and I broke up last week.', 'My break-up'),
    );
    expect(reply.entries.map((entry) => entry.title)).toEqual(['My break-up']);
    expect(reply.text).toMatch(/^That sounds really hard/);
    expect(reply.text).not.toMatch(/missing someone/i);
  });

  it.each([
    'hiya im back, the recital went fine lol. traffic was awful. ok where were we',
    'im back, lunch was lovely. you can ask me more stuff',
  ])(
    'welcomes a return with how it went back, keeps nothing and picks up the thread: %j',
    async (message) => {
      const reply = await replyTo(message, [
        said('user', 'gotta run, bye!'),
        said('assistant', "Talk soon! I'll be here whenever you want to carry on."),
      ]);
      expect(reply.entries).toEqual([]);
      expect(reply.text).toMatch(/^Welcome back! Let's pick up where we left off\. /);
      expect(reply.question).not.toBeNull();
    },
  );

  it('welcomes a return after her goodbye before the fact it brings', async () => {
    const reply = await replyTo(
      'back again, the shopping is done. forgot to say I play darts every Thursday',
      [
        said('user', 'gotta run, bye!'),
        said('assistant', "Talk soon! I'll be here whenever you want to carry on."),
      ],
    );
    expect(reply.entries.length).toBeGreaterThan(0);
    expect(reply.text).toMatch(/^Welcome back! /);
  });

  it('is glad of good news told in a later part of a message of two subjects', async () => {
    const hobbies = question('hobbies');
    const reply = await replyTo(
      'pottery mostly, i throw bowls on a wheel at the community centre. also big news, my son Tomasz got engaged to his girlfriend Ana',
      [said('assistant', hobbies)],
    );
    expect(reply.entries.length).toBe(2);
    expect(reply.text).toMatch(/^That's wonderful news! /);
  });

  it('thanks without cheer an answer that speaks of someone whose death was told', async () => {
    const song = question('favourites');
    const reply = await replyTo(
      'fields of athenry. tomasz sang it at every wedding, we played it at the service',
      [
        said('user', 'My grandad Tomasz died on Sunday.'),
        said('assistant', `I'm so sorry. Let's go on gently, then. ${song}`),
      ],
    );
    expect(reply.text).toMatch(/^Thank you for sharing that with me\b/);
  });

  it('keeps what is told of someone whose death was told here, though it says no "I"', async () => {
    const hobbies = question('hobbies');
    const reply = await replyTo('the fields of athenry. tomasz loved it, they played it at the service', [
      said('user', 'My grandad Tomasz died on Sunday.'),
      said('assistant', `I'm so sorry. Let's go on gently, then. ${hobbies}`),
    ]);
    expect(reply.entries.length).toBe(1);
    expect(reply.text).toMatch(/^Thank you for sharing that with me\. I've saved that as/);
  });

  it('meets the weather told beside an answer', async () => {
    const values = question('values');
    const reply = await replyTo(
      "how's your day going? raining here all day. honesty i think, and not keeping people waiting",
      [said('assistant', values)],
    );
    expect(reply.text).toMatch(/stay warm and dry/);
  });

  const work = topicBank[0]?.questions[0] ?? '';
  it.each([
    [
      'do you have kids lisa?',
      `I'm an AI interviewer, so I have no life, tastes or opinions of my own to tell; my part is to listen, and I'd love to hear yours. ${work}`,
    ],
    [
      'My grandad Tomasz died on Sunday.',
      "I'm so sorry. I've kept it as “Grandad Tomasz”. There's no rush: we can pause here, or carry on whenever you're ready.",
    ],
  ])('says no "I\'m well" once she has said she is an AI, or after hard news: %j', async (told, hers) => {
    const reply = await replyTo("how's your evening going? mine's been long", [
      said('user', told),
      said('assistant', hers),
      said('user', 'ok lets carry on'),
      said('assistant', `Let's go on gently, then. ${work}`),
    ]);
    expect(reply.text).not.toMatch(/I'm well/);
    expect(reply.text).toMatch(/I don't have good days or bad ones/);
  });
});

describe('Lisa, round 18 review: going on, grief and picks', () => {
  const paused = (news: string, title: string) => [
    said('user', news),
    said(
      'assistant',
      `I'm so sorry. Thank you for telling me; I've kept it as “${title}”. There's no rush: we can pause here, or carry on whenever you're ready.`,
    ),
  ];
  const hobbies = question('hobbies');

  it.each([
    "i can't carry on like this, the flat is so quiet without her",
    "honestly i don't know how to move on without her",
  ])('does not go on when told going on is what cannot be done: %j', async (message) => {
    const reply = await replyTo(message, paused('My aunt Brigid died on Monday.', 'Aunt Brigid'));
    expect(reply.text).not.toMatch(/go on gently/);
    expect(reply.question).toBeNull();
  });

  it('hears work told after going on as an answer, not grief, though it says "some days"', async () => {
    const reply = await replyTo(
      "yes let's carry on. i work at the bakery, some days i do the ovens",
      paused('My aunt Brigid died on Monday.', 'Aunt Brigid'),
    );
    expect(reply.text).not.toMatch(/sorry/i);
    expect(reply.entries.map((entry) => entry.title)).not.toContain('Aunt Brigid');
  });

  it.each(['probably not, sorry', 'maybe later, i need to put the kids to bed'])(
    'hears a hedged refusal as no answer: %j',
    async (message) => {
      const reply = await replyTo(message, [said('assistant', hobbies)]);
      expect(reply.entries.map((entry) => entry.title).join()).not.toMatch(/free time/i);
    },
  );
});

describe('Lisa, round 19: going on after hard news, with more of it', () => {
  const paused = [
    said('user', 'My grandad Tomasz was diagnosed with lung cancer last month.'),
    said(
      'assistant',
      "I'm so sorry to hear that — it must be hard for you and your grandad Tomasz. Thank you for telling me; I've kept it as “Grandad Tomasz's health”. There's no rush: we can pause here, or carry on whenever you're ready.",
    ),
  ];

  it('meets worse news of them with sorrow, keeps it with theirs, and goes on when told to', async () => {
    const reply = await replyTo(
      "no it's fine, i want to keep going. he looked after me every summer. they say it's not operable now",
      paused,
    );
    expect(reply.entries.map((entry) => entry.title)).toEqual(["Grandad Tomasz's health"]);
    expect(reply.text).toMatch(
      /^I'm so sorry, that's hard news to hear\. .*too\. Let's go on gently, then\. /,
    );
    expect(reply.question).not.toBeNull();
  });

  it('goes on when told to, keeping more of them with theirs', async () => {
    const reply = await replyTo('ok i want to carry on. he taught me to fish on the Vistula', paused);
    expect(reply.entries.map((entry) => entry.title)).toEqual(["Grandad Tomasz's health"]);
    expect(reply.text).toMatch(/too\. Let's go on gently, then\. /);
  });

  it('keeps nothing of "go on, ask me something", and meets news told beside it', async () => {
    const reply = await replyTo(
      'yeah go on ask me something. the other thing is me and my girlfriend split up in may',
      paused,
    );
    expect(reply.entries.map((entry) => entry.title)).toEqual(['My break-up']);
    expect(reply.text).toMatch(/Endings like that/);
  });
});

describe('Lisa, round 19: someone whose death was told', () => {
  const history = [
    said('user', 'my uncle Piotr died in january, a heart attack. still hard tbh'),
    said(
      'assistant',
      "I'm so sorry about your uncle Piotr. Thank you for telling me; I've kept it as “Uncle Piotr”. There's no rush: we can pause here, or carry on whenever you're ready.",
    ),
    said('user', 'ok we can carry on'),
    said('assistant', "Let's go on gently, then. What do you love doing in your free time?"),
  ];

  it('is never spoken of as alive when an illness of theirs is told later', async () => {
    const reply = await replyTo(
      'the blood pressure thing scares me more than i say, my uncle had it too before his heart attack',
      history,
    );
    expect(reply.text).not.toMatch(/you and your uncle|about your uncle/);
  });

  it('is wished no well in a goodbye after an illness of theirs is told', async () => {
    const reply = await replyTo('right, got to go now, bye!', [
      ...history,
      said('user', 'my uncle had a stroke the year before, we thought he was getting better'),
      said('assistant', "I'm so sorry. What do you love doing in your free time?"),
    ]);
    expect(reply.text).toMatch(/Talk soon!/);
    expect(reply.text).not.toMatch(/I hope/);
  });
});

describe('Lisa never talks past a message, round 20', () => {
  const school = question('education');
  const opened = [said('assistant', `Hi, I'm Lisa. ${school}`)];

  it('answers the weather once, beside a greeting she did not read as one', async () => {
    const reply = await replyTo(
      'hello Lisa nice to meet you. grey old day here isnt it, been drizzling since 7',
      opened,
    );
    expect(reply.text.match(/raw out there/g)).toHaveLength(1);
  });

  it('meets small talk beside a phrase with small talk, never a request for more', async () => {
    const reply = await replyTo('hi lisa, kofi here. bit grey and miserable out today innit lol', opened);
    expect(reply.text).toMatch(/raw out there/);
    expect(reply.text).not.toMatch(/tell me a little more/);
  });

  it('asks nothing new of an owner still leaving after her goodbye', async () => {
    const reply = await replyTo('oh wait before i go, my sister lucia is his godmother btw', [
      said('user', 'ok thats me done for tonight, night lisa'),
      said('assistant', "Talk soon! I'll be here whenever you want to carry on."),
    ]);
    expect(reply.question).toBeNull();
    expect(reply.text).toMatch(/Talk soon!/);
  });

  it('meets a diagnosis told beside an answer with care, asking nothing', async () => {
    const reply = await replyTo(
      'i went to a girls school, i was the swot lol. sorry im a bit distracted today, the rheumatologist confirmed last week its rheumatoid arthritis in both my hands',
      opened,
    );
    expect(reply.text).toMatch(/^I'm so sorry you're going through that\./);
    expect(reply.question).toBeNull();
  });
});

describe('Lisa owns a miss and stays with hard news, round 20', () => {
  it('says sorry for missing what was said and meets how it hit the owner, asking nothing', async () => {
    const reply = await replyTo(
      'did you not see what i said about the arthritis? its hit me hard honestly. i play the piano for our choir',
      [
        said('user', 'the rheumatologist confirmed last week its rheumatoid arthritis in both my hands'),
        said(
          'assistant',
          "I'm so sorry you're going through that. Thank you for telling me; I've kept it as “My health”. There's no rush: we can pause here, or carry on whenever you're ready.",
        ),
      ],
    );
    expect(reply.text).toMatch(
      /^I'm sorry — I should have said something about that\. That sounds really hard/,
    );
    expect(reply.question).toBeNull();
  });
});

describe('Lisa after a death told, round 20', () => {
  const skill = question('hobbies', -1);
  const mourned = [
    said('user', 'my dad died last october, heart attack, and riding is how i cope with that'),
    said(
      'assistant',
      `I'm so sorry about your dad. Thank you for telling me; I've kept it as “Dad”. Let's go on gently, then. ${skill}`,
    ),
  ];

  it('hears what the one who died left the owner as a memory, and answers thanks beside it', async () => {
    const reply = await replyTo(
      'and guitar a bit, my dad left me his old spanish guitar. thanks for being patient with me btw',
      mourned,
    );
    expect(reply.text).not.toMatch(/I'm so sorry|break-up|Endings/);
    // Quietly: a memory of someone whose death was told is no occasion for cheer.
    expect(reply.text).toMatch(/^You're welcome\. /);
    expect(reply.question).not.toBeNull();
  });

  it('meets "its been rough" after a break-up as more of it, asking nothing', async () => {
    const reply = await replyTo(
      'sorry still on the last thing. my son stays with her in the week now and i get him weekends. its been rough ngl',
      [
        said('user', 'me and my wife are separating, she told me in march she wanted out'),
        said(
          'assistant',
          "I'm sorry. Endings like that can be really painful. Thank you for telling me; I've kept it as “My break-up”. There's no rush: we can pause here, or carry on whenever you're ready.",
        ),
      ],
    );
    expect(reply.text).toMatch(/^That sounds really hard/);
    expect(reply.question).toBeNull();
  });
});

describe('Lisa answers whether she saved something, round 20', () => {
  it('says what her last reply saved when asked "did you save the bit about…?"', async () => {
    const reply = await replyTo('oh wait before i go, did u save the bit about my son being born?', [
      said('user', 'the day my son was born. ok thats me done for tonight, night lisa'),
      said('assistant', "Talk soon! I'll be here whenever you want to carry on."),
    ]);
    expect(reply.text).toMatch(/^Nothing from your last message was saved/);
    expect(reply.text).not.toMatch(/Nothing else is remembered/);
    expect(reply.question).toBeNull();
  });
});

describe('Lisa says goodbye without coming back to a question, round 20', () => {
  it('never says "Coming back to my question:" before her goodbye', async () => {
    const values = question('values');
    const reply = await replyTo(
      'tbh i just think kids need to play after school. anyway i have to head off, im going to learn to knit this winter. bye for now!',
      [said('assistant', `Thanks. ${values}`)],
    );
    expect(reply.text).toMatch(/Talk soon!/);
    expect(reply.text).not.toMatch(/Coming back to my question/);
  });
});

describe('Lisa, round 22b: care for hard news said plainly, in words not said twice', () => {
  const family = question('family');
  const school = question('education');

  it('meets a partner moving out as a separation, asking nothing', async () => {
    const reply = await replyTo(
      "my two kids mainly. Isla's 19, she's at uni in Leeds. Pete moved out in march so it's just me and Tom in the house now",
      [said('assistant', `Thanks. ${family}`)],
    );
    expect(reply.text).toMatch(/^I'm sorry\. Endings like that/);
    expect(reply.question).toBeNull();
  });

  it('meets a worry about a parent’s memory with care, naming the parent', async () => {
    const reply = await replyTo("mum's memory is going, I'm scared", [
      said('assistant', `Thanks. ${family}`),
    ]);
    expect(reply.text).toMatch(/^That sounds really worrying — it must be hard for you and your mum\./);
    expect(reply.entries.map((entry) => entry.title)).toContain("Mum's health");
    expect(reply.question).toBeNull();
  });

  it('names the parent a diagnosis is about, not the owner', async () => {
    const reply = await replyTo(
      "not really a book person. sorry, can i just say something. dad rang tuesday, they've diagnosed him with parkinson's",
      [said('assistant', `Thanks. ${family}`)],
    );
    expect(reply.text).toMatch(/your dad/);
    expect(reply.entries.map((entry) => entry.title)).toContain("Dad's health");
  });

  it('is not glad of a wedding long past as if it were news', async () => {
    const reply = await replyTo("forgot to say me and Sian got married in 2008, St Teilo's church in town", [
      said('assistant', `Thanks. ${family}`),
    ]);
    expect(reply.text).not.toMatch(/wonderful news/);
    // Review of 22b, #10: kept as a fact, and she goes on.
    expect(reply.text).toMatch(/^Got it, I've written that down\. /);
    expect(reply.question).not.toBeNull();
  });

  it('asks nothing about a school named after a king', async () => {
    const reply = await replyTo(
      'King Edward VII in Coalville. I was quiet, good at chemistry, rubbish at PE.',
      [said('assistant', `Hi, I'm Lisa. ${school}`)],
    );
    expect(reply.text).not.toMatch(/King Edward VII (?:is|was) like/);
    // Review of 22b, #10: the answer kept, and straight on to her next question.
    expect(reply.text).toMatch(/^Got it, I've written that down\. What do you do for work/);
  });

  it('does not say the same thanks, pause offer or going on twice in one conversation', async () => {
    const first = [
      said('user', 'my mum died in february'),
      said(
        'assistant',
        "I'm so sorry about your mum. Thank you for telling me; I've kept it as “Mum”. There's no rush: we can pause here, or carry on whenever you're ready.",
      ),
      said('user', 'honestly its fine, carry on'),
      said('assistant', `Let's go on gently, then. ${family}`),
    ];
    const news = await replyTo("found out on monday i'm being made redundant. still taking it in", first);
    expect(news.text).toMatch(/^I'm sorry about your job\./);
    expect(news.text).not.toMatch(/Thank you for telling me;|There's no rush/);
    const goOn = await replyTo('fair enough. go on then', [
      ...first,
      said('user', "found out on monday i'm being made redundant. still taking it in"),
      said('assistant', news.text),
    ]);
    expect(goOn.text).not.toMatch(/Let's go on gently, then\./);
    expect(goOn.question).not.toBeNull();
  });
});

describe('Lisa, round 22b: after hard news, news of someone else is not more of it', () => {
  it('keeps a child’s nerves before a gala apart from a parent’s illness, and meets no grief in them', async () => {
    const reply = await replyTo(
      "ok I've got to go and do the school pick up. Owen's got his first swimming gala on saturday at the leisure centre, he's dead nervous bless him. speak later, bye!",
      [
        said('user', "dad rang tuesday, they've diagnosed him with parkinson's. he's 71 and on his own"),
        said(
          'assistant',
          "I'm so sorry to hear that — it must be hard for you and your dad. Thank you for telling me; I've kept it as “Dad's health”. There's no rush: we can pause here, or carry on whenever you're ready.",
        ),
        said('user', "thanks lisa, that actually helps a bit. his name's Emrys btw"),
        said(
          'assistant',
          "You're welcome. Thank you for telling me more; I've kept it as “Dad's health” too. Whenever you're ready we can carry on, or we can pause here for a while.",
        ),
      ],
    );
    expect(reply.text).not.toMatch(/That sounds really hard|feelings like that/);
    expect(reply.entries.map((entry) => entry.title)).not.toContain("Dad's health");
    expect(reply.text).toMatch(/Talk soon!/);
  });

  it('meets "its been rough" after a break-up as more of it, though it names a child', async () => {
    const reply = await replyTo(
      'sorry still on the last thing. mateo stays with her in the week now and i get him weekends, moved into a flat in june. its been rough ngl',
      [
        said('user', 'me and claire are separating, she told me in march she wanted out'),
        said(
          'assistant',
          "I'm sorry. Endings like that can be really painful. Thank you for telling me; I've kept it as “My break-up”. There's no rush: we can pause here, or carry on whenever you're ready.",
        ),
      ],
    );
    expect(reply.text).toMatch(/^That sounds really hard/);
    expect(reply.question).toBeNull();
  });

  it('still meets grief that names someone else beside the one mourned', async () => {
    const reply = await replyTo("my sister Jo has been brilliant but i miss mum so much, it's not the same", [
      said('user', 'my mum died in february'),
      said(
        'assistant',
        "I'm so sorry about your mum. Thank you for telling me; I've kept it as “Mum”. There's no rush: we can pause here, or carry on whenever you're ready.",
      ),
    ]);
    expect(reply.text).toMatch(/Missing someone like that|That sounds really hard/);
    expect(reply.question).toBeNull();
  });
});

describe('Lisa, round 22b: one question at a time, and none about a partner who moved out', () => {
  it('never asks whether they are with someone after a partner moved out', async () => {
    const others = topicBank
      .filter((topic) => topic.id !== 'relationships')
      .flatMap((topic) => topic.questions)
      .map((question) => said('assistant', `Thanks. ${question}`));
    const friend = question('relationships');
    const history = [
      ...others,
      said('user', "Pete moved out in march so it's just me and Tom in the house now."),
      said('assistant', `Let's go on gently, then. ${friend}`),
    ];
    const reply = await replyTo('my closest friend is Shaz, we met at school', history);
    expect(reply.text).not.toMatch(partnerQuestion);
  });

  it('asks each question of her bank as one question', () => {
    for (const question of topicBank.flatMap((topic) => topic.questions))
      expect(question.match(/\?/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});

describe('Lisa, review of round 22b', () => {
  const family = question('family');
  const diagnosed = [
    said('assistant', `Thanks. ${family}`),
    said('user', "my dad's been diagnosed with bowel cancer"),
    said(
      'assistant',
      "I'm so sorry to hear that — it must be hard for you and your dad. Thank you for telling me; I've kept it as “Dad's health”. There's no rush: we can pause here, or carry on whenever you're ready.",
    ),
  ];

  it('keeps worse news a surgeon gave with the one who is ill, asking nothing', async () => {
    const reply = await replyTo('Mr Patel the surgeon says it has spread to his liver', diagnosed);
    expect(reply.text).toMatch(/^I'm so sorry, that's hard news to hear\. .*“Dad's health” too\./);
    expect(reply.question).toBeNull();
  });

  it('keeps news of whoever cares for the ill one with them, a pronoun said with a contraction', async () => {
    const reply = await replyTo("she's been amazing, Claire I mean, she drove him to chemo today", diagnosed);
    expect(reply.text).toMatch(/“Dad's health” too\./);
    expect(reply.entries.map((entry) => entry.title)).toEqual(["Dad's health"]);
    expect(reply.question).toBeNull();
  });

  it('hears the owner’s own mind going blank as an apology, not an illness', async () => {
    const reply = await replyTo('My mind is going blank, sorry', [said('assistant', `Thanks. ${family}`)]);
    expect(reply.text).toMatch(/^No need to apologise/);
    expect(reply.text).not.toMatch(/health|worrying|sorry you're going through/);
  });

  it('meets a grown child moving out as a move, still asking after a partner later', async () => {
    const reply = await replyTo("Ellie finally moved out, she's 24 and loving her own place", [
      said('assistant', `Thanks. ${family}`),
    ]);
    expect(reply.text).not.toMatch(/Endings like that|break-up/);
    expect(reply.question).not.toBeNull();
  });
});

describe('Lisa, review of round 22b: her offers to pause, in turn', () => {
  const offers = [
    "There's no rush: we can pause here, or carry on whenever you're ready.",
    "Whenever you're ready we can carry on, or we can pause here for a while.",
    'We can pause here for as long as you like, or go on whenever you feel like it.',
    "We can stop here for now, or keep going whenever it suits you — it's up to you.",
    "If you'd like a break, we can leave it here; I'll be here when you want to go on.",
  ];

  it('offers the fifth pause in plain words', async () => {
    const history = offers
      .slice(0, 4)
      .flatMap((offer, i) => [said('user', `bad news ${i}`), said('assistant', `I'm so sorry. ${offer}`)]);
    const reply = await replyTo('my mum died in february', history);
    expect(reply.text).toMatch(/I'll be here when you want to go on\.$/);
    expect(reply.text).toContain(offers[4]);
  });

  it('begins again with the first once every offer has been said', async () => {
    const history = offers.flatMap((offer, i) => [
      said('user', `bad news ${i}`),
      said('assistant', `I'm so sorry. ${offer}`),
    ]);
    const reply = await replyTo('my mum died in february', history);
    expect(reply.text).toContain(offers[0]);
  });
});

describe('Lisa, review of round 22b: questions asked in their old words', () => {
  it.each([
    ['Are you with someone? How did you two meet?', 'We met at a dance in Cork in 1984.'],
    ['Do you have brothers or sisters? What are they like?', 'One sister, Maeve, she is the funny one.'],
    ["If you're with someone, how did you two meet?", 'We met at a dance in Cork in 1984.'],
  ])('still hears %j, asked in a stored conversation, as the question it became', async (old, answer) => {
    const now = formerWordings.get(old) ?? '';
    const reply = await replyTo(answer, [said('assistant', `Thanks. ${old}`)]);
    expect(reply.entries.map((entry) => entry.title)).toEqual([now.replace(/\?$/, '')]);
  });
});

describe('Lisa, review of round 22b: a partner leaving, tied to the owner earlier in the talk', () => {
  const family = question('family');
  it.each([
    'My husband Pete and our two girls, Isla and Amy.',
    "I've been with Pete twelve years, and we've two girls, Isla and Amy.",
  ])('meets "Pete moved out in March" as a separation after %j', async (earlier) => {
    const reply = await replyTo("Pete moved out in March, it's been hard.", [
      said('assistant', `Thanks. ${family}`),
      said('user', earlier),
      said('assistant', `Got it, I've written that down. ${family}`),
    ]);
    expect(reply.text).toMatch(/^I'm sorry\. Endings like that can be really painful\./);
    expect(reply.entries.map((entry) => entry.title)).toEqual(['My break-up']);
    expect(reply.question).toBeNull();
  });
});

describe('Lisa files each thing under what it is about, round 22', () => {
  const titles = (reply: { entries: KnowledgeEntry[] }) => reply.entries.map((entry) => entry.title);
  const paused = (title: string) =>
    said(
      'assistant',
      `I'm so sorry you're going through that. Thank you for telling me; I've kept it as “${title}”. There's no rush: we can pause here, or carry on whenever you're ready.`,
    );

  it('titles a diagnosis told of a parent by whom it is about', async () => {
    const reply = await replyTo(
      "not much of a reader. mum rang on monday, they've diagnosed her with dementia. she's 74 and lives alone",
      [said('assistant', question('favourites'))],
    );
    expect(titles(reply)).toEqual(["Mum's health"]);
  });

  it('keeps news of someone else, after hard news, under its own subject', async () => {
    const reply = await replyTo(
      "right I've got to go and do the school run. Nia's got her first netball match on saturday at the sports hall, she's dead nervous bless her. speak later, bye!",
      [
        said('user', 'married to Huw, and our two, Nia who is 9 and Cai who is 6'),
        said('assistant', `Thanks, I've noted that. ${question('relationships')}`),
        said('user', "dad rang, they've diagnosed him with parkinson's"),
        paused("Dad's health"),
      ],
    );
    expect(titles(reply)).not.toContain("Dad's health");
    expect(reply.entries[0]?.content).not.toMatch(/school run/);
    expect(reply.text).not.toMatch(/feelings like that/);
  });

  it.each([
    [
      'the running, like i said! other than that we have an old lurcher called Mabel who sleeps all day',
      'Running',
    ],
  ])('titles %j by its subject, not its first words', async (message, title) => {
    const reply = await replyTo(message, [said('assistant', question('opinions'))]);
    expect(titles(reply)).toEqual([title]);
  });

  it('titles an answer about several relatives for the group, not one of them', async () => {
    const reply = await replyTo(
      "well there's Tom, my husband, he's a joiner. and our two, Ava who's 12 and Jack who's 8. my dad passed in may, so it's been a bit rough",
      [said('assistant', question('family'))],
    );
    expect(titles(reply)[0]).toMatch(/^(?:My family|Tell me about your family)/);
    expect(titles(reply)).not.toContain('Tom');
  });

  it.each([
    "well Dafydd obviously, my husband. two kids, Gwenllian who's 12 and Rhodri he's 8",
    'my husband Chinedu is a pharmacist. we have 3 children Ifeoma 14, Kelechi 11 and Uchenna 6',
  ])('titles %j, several people by names the tagger may not know, for the group', async (message) => {
    const reply = await replyTo(message, [said('assistant', question('relationships'))]);
    expect(titles(reply)).toEqual(['My family']);
  });

  it('files a story that does not answer her question under its own subject', async () => {
    const freeTime = question('hobbies');
    const reply = await replyTo(
      "free time, what's that. Rob's car got nicked off the drive last week which was a whole saga",
      [
        said('user', "there's Rob, my husband, he's a plumber"),
        said('assistant', `Thanks, I've noted that. ${freeTime}`),
      ],
    );
    expect(titles(reply)).toHaveLength(1);
    expect(titles(reply)).not.toContain(freeTime.replace(/\?$/, ''));
  });

  it('keeps more of the last thing under the hard news her last reply kept, not the answer beside it', async () => {
    const reply = await replyTo(
      'sorry still on the last thing. our daughter stays with him in the week now and i get her weekends',
      [
        said('assistant', question('relationships')),
        said('user', 'partner... thats the hard bit. me and tom are separating, he told me in may'),
        {
          ...said(
            'assistant',
            "I'm sorry. Endings like that can be really painful. Thank you for telling me; I've kept it as “My break-up”. There's no rush: we can pause here, or carry on whenever you're ready.",
          ),
          savedEntries: [
            { id: 'n1', title: question('relationships').replace(/\?$/, '') },
            { id: 'n2', title: 'My break-up' },
          ],
        },
      ],
    );
    expect(titles(reply)).toEqual(['My break-up']);
  });

  it('keeps a fact about one of the owner’s people told on coming back after her goodbye', async () => {
    const reply = await replyTo(
      "back! Ava's team won 3-1, she plays for the under 12s, in goal, bless her. where were we",
      [
        said('user', "there's Tom, my husband, and our two, Ava who's 12 and Jack who's 8"),
        said('assistant', `Thanks, I've noted that. ${question('travel')}`),
        said('user', 'right I need to go pick Ava up from training, bye for now'),
        said(
          'assistant',
          "Thank you for sharing that with me. Talk soon! I'll be here whenever you want to carry on.",
        ),
      ],
    );
    expect(reply.entries.map((entry) => entry.content)).toEqual([
      expect.stringMatching(/^Ava's team won 3-1, she plays for the under 12s, in goal/),
    ]);
    // About a thing of hers, not about several people: no group title.
    expect(titles(reply)).not.toContain('My family');
  });
});

describe('Lisa meets the same hard news once', () => {
  it('hears more of a job lost as more of it, not news to be sorry for again', async () => {
    const told = "They told us the branch is shutting in June and I'm being made redundant after 19 years.";
    const history = [
      said('user', told),
      said(
        'assistant',
        "I'm sorry about your job. That's a hard thing to go through. I'm glad you told me; I've kept it as “Losing my job”. We can pause here for as long as you like, or go on whenever you feel like it.",
      ),
    ];
    const reply = await replyTo(
      "Let's carry on. I've got a bit of redundancy money coming so I'm thinking of doing my NVQ in childcare.",
      history,
    );
    expect(reply.text).not.toMatch(/sorry/i);
    expect(reply.question).not.toBeNull();
  });
});

describe('a lower-case, chatty owner, round 23', () => {
  it('keeps an answer told with its subject left out ("welsh!! … went to anglesey and got obsessed")', async () => {
    const skill = 'Is there a skill or hobby you are working on at the moment?';
    const reply = await replyTo(
      'welsh!! on duolingo, 212 day streak. dont ask why, went to anglesey one half term and got obsessed with the place names',
      [said('assistant', `That's helpful, thank you. ${skill}`)],
    );
    expect(reply.entries).toHaveLength(1);
    expect(reply.text).not.toMatch(/tell me a little more/);
  });
});

describe('a loss named with its apostrophe left out, round 23', () => {
  it('thanks without cheer a eulogy at "seans funeral" after his death was told', async () => {
    const proud = 'What is an achievement you are proud of?';
    const reply = await replyTo(
      'probably doing the eulogy at seans funeral without falling apart. mum couldnt and claire asked me to',
      [
        said('user', 'my brother sean died in february, heart attack at 49'),
        said('assistant', `I'm so sorry about your brother sean. Let's go on gently, then. ${proud}`),
      ],
    );
    expect(reply.text).toMatch(/^Thank you for sharing that with me\b/);
  });
});

describe('Lisa, round 24: a question about love that fits someone single too', () => {
  it('asks whether there has been someone before asking how they met', () => {
    expect(question('relationships', 1)).toMatch(/^(?:Is|Has|Have) there\b/);
  });

  it.each([
    "No one at the moment, I've been single since uni.",
    'My husband Tom, we met at a ceilidh in 1998.',
  ])('files %j under it', async (answer) => {
    const partner = question('relationships', 1);
    const reply = await replyTo(answer, [said('assistant', `Thanks. ${partner}`)]);
    expect(reply.entries.map((entry) => entry.title)).toEqual([partner.replace(/\?$/, '')]);
  });
});

describe('every fact kept, issue 34', () => {
  const morning = 'What does a typical morning look like for you?';
  const opinion = 'What is an opinion you hold that many people around you do not share?';
  const early = 'Up at quarter to five for the early shift, porridge and a flask of tea';

  it('keeps a fact told with thanks after it, and thanks back', async () => {
    const reply = await replyTo(
      `${early}, and the first bus leaves the depot at twenty to six. Thanks for being patient with me, by the way.`,
      [said('assistant', `All right — we'll take it gently from here. ${morning}`)],
    );
    expect(reply.entries.map((entry) => entry.content)).toEqual([
      expect.stringMatching(/^Up at quarter to five/),
    ]);
    expect(reply.text).toMatch(/^You're welcome!/);
    expect(reply.question?.text).not.toBe(morning);
  });

  it('keeps a fact told again after "I just told you" when nothing was kept of it', async () => {
    const told = `${early}. Thanks for being patient with me.`;
    const history = [
      said('assistant', `Let's go on. ${morning}`),
      said('user', told),
      said('assistant', `You're welcome! I see. ${morning}`),
    ];
    const reply = await replyTo(`I just told you lol — ${early.toLowerCase()}.`, history);
    expect(reply.entries.map((entry) => entry.content)).toEqual([
      expect.stringMatching(/^Up at quarter to five/),
    ]);
    expect(reply.question?.text).not.toBe(morning);
  });

  it('keeps nothing of "I just told you" when her last reply kept it', async () => {
    const history = [
      said('assistant', `Let's go on. ${morning}`),
      said('user', `${early}.`),
      {
        ...said('assistant', `Thank you, I've saved that. ${opinion}`),
        savedEntries: [{ id: 'n1', title: 'Mornings' }],
      },
    ];
    const reply = await replyTo(`I just told you lol — ${early.toLowerCase()}.`, history);
    expect(reply.entries).toEqual([]);
    expect(reply.text).toMatch(/^Sorry, you did tell me that already/);
  });
});

describe('"also" later in an answer, review of lisa-25', () => {
  it('files an answer with "also" in a later sentence under her question', async () => {
    const morning = 'What does a typical morning look like for you?';
    const reply = await replyTo('Porridge and tea at six, then the bus. My husband also gets up then.', [
      said('assistant', morning),
    ]);
    expect(reply.entries[0]?.title).toBe(morning.replace(/\?$/, ''));
  });
});

describe('told again with nothing to keep, review of lisa-25', () => {
  it('says sorry it was told already when nothing told again is saved', async () => {
    const morning = 'What does a typical morning look like for you?';
    const reply = await replyTo('I told you already - the kids, the dog, the school run.', [
      said('assistant', morning),
      said('user', 'The kids, the dog, the school run. Thanks for asking.'),
      said('assistant', `You're welcome! ${morning}`),
    ]);
    expect(reply.entries).toEqual([]);
    expect(reply.text).toMatch(/^Sorry, you did tell me that already/);
  });
});

describe('a keen hobby answers the free-time question, issue 34', () => {
  const free = 'What do you love doing in your free time?';

  it('keeps "I\'m a mad keen angler…" under it and does not ask it again', async () => {
    const reply = await replyTo(
      "Something you should know about me instead: I'm a mad keen angler. I've been fly fishing since I was about nine.",
      [said('assistant', `Thank you, I've saved that as “Best pal”. ${free}`)],
    );
    expect(reply.entries[0]?.content).toMatch(/^I'm a mad keen angler\./);
    expect(reply.question?.text).not.toBe(free);
  });

  it('does not take "not that keen on running" for a liking', async () => {
    const reply = await replyTo("I'm not that keen on running, it hurts my knees.", [
      said('assistant', free),
    ]);
    expect(reply.entries.map((entry) => entry.title)).not.toContain(free.replace('?', ''));
  });
});

describe('Lisa, round 26: care for every hard news, and for worse news', () => {
  const stroke = [
    said('user', 'My mum had a stroke last month and I go to the hospital most evenings.'),
    said(
      'assistant',
      "I'm so sorry to hear that — it must be hard for you and your mum. Thank you for telling me; I've kept it as “Mum's health”. There's no rush: we can pause here, or carry on whenever you're ready.",
    ),
    said('user', "Let's carry on."),
    said('assistant', "Let's go on gently, then. What are you working towards over the next few years?"),
  ];

  it.each([
    "She's had a second stroke.",
    "They've moved her to palliative care.",
    "I used to say a consultant midwife. But the doctors told us yesterday Mum probably won't walk again, so I'm just trying to cope.",
  ])('meets worse news of someone met before with care again, as an update: %j', async (message) => {
    const reply = await replyTo(message, stroke);
    expect(reply.text).toMatch(/^I'm so sorry it's got worse/);
    expect(reply.text).not.toMatch(/not quite what I asked|Thanks, I've noted that/);
    expect(reply.entries.map((entry) => entry.title)).toEqual(["Mum's health"]);
    expect(reply.question).toBeNull();
  });

  it.each([
    "Mum's doing much better, the doctors said the risk of a second stroke is low now.",
    "Mum's on the mend, thank god, no second stroke.",
    "The physio is working on making sure she doesn't have another stroke.",
    "I'm going to the hospice shop with Mum on Saturday.",
    'I want to move into palliative care nursing, Mum always said I would be good at it.',
    "Honestly I'm not sure, I'm thinking of end-of-life care.",
    'Mum might not make it to my graduation, the travel is too much.',
  ])('meets good or everyday news after an illness with no condolence: %j', async (message) => {
    const reply = await replyTo(message, stroke);
    expect(reply.text).not.toMatch(/sorry/i);
  });

  it.each([
    "Mum's still in hospital after her stroke, so I'm working towards nothing much right now.",
    "I'm having a second coffee while I think about it: becoming a consultant midwife.",
  ])(
    'meets the same news told again, or an everyday "second", with no second condolence: %j',
    async (message) => {
      const reply = await replyTo(message, stroke);
      expect(reply.text).not.toMatch(/sorry/i);
    },
  );

  it.each([
    'Sorry, bit distracted. We lost the house in the floods last month.',
    'I was made redundant on Friday, so work is a sore subject.',
    'We had our dog Biscuit put down yesterday.',
    'sorry, bit distracted tonight. my flat flooded on tuesday, a pipe burst upstairs and i lost most of my stuff.',
  ])('meets %j with care, asking nothing that turn', async (message) => {
    const reply = await replyTo(message, [
      said('assistant', `Thanks, I've noted that. ${question('routines')}`),
    ]);
    expect(reply.text).toMatch(/^I'm (?:so )?sorry/);
    expect(reply.text).not.toMatch(/not quite what I asked|noted that/);
    expect(reply.question).toBeNull();
  });

  it.each([
    'My arms were aching so I had to put her down.',
    'The baby was screaming so I had to put him down and answer the door.',
  ])('meets a child or a load put down with no condolence: %j', async (message) => {
    const reply = await replyTo(message, [
      said('assistant', `Thanks, I've noted that. ${question('routines')}`),
    ]);
    expect(reply.text).not.toMatch(/sorry/i);
  });

  it.each([
    'I volunteer with people who are homeless.',
    "The landlord is selling the flat to us, so we're finally owners!",
    "We lost the house to a cash buyer, gutted but we'll keep looking.",
    "I thought I'd failed my exam but I passed!",
  ])('meets no hard news in %j, no condolence', async (message) => {
    const reply = await replyTo(message, [
      said('assistant', `Thanks, I've noted that. ${question('routines')}`),
    ]);
    expect(reply.text).not.toMatch(/sorry/i);
  });

  it('meets a pet put down, told after the pet was, with one note of the loss', async () => {
    const reply = await replyTo(
      'actually i didnt tell you the whole thing about lola. she died last week. the kidneys got worse and we had to put her down. house is so quiet now',
      [
        said(
          'user',
          'the other one at home is lola, my old spaniel, 14. shes been poorly, vet thinks its her kidneys',
        ),
        said('assistant', `Thanks, I've noted that. ${question('routines')}`),
      ],
    );
    expect(reply.text).toMatch(/^I'm so sorry/);
    expect(reply.entries).toHaveLength(1);
  });

  it.each([
    'Up at six, then I lost my keys, as usual, and we lost the match at the weekend too.',
    'Fired up the barbecue first thing, the cat is ill-tempered till she is fed.',
    'We moved house last year, love it, so mornings are a short walk to the station now.',
  ])('meets everyday news as an answer, with no condolence: %j', async (message) => {
    const reply = await replyTo(message, [
      said('assistant', `Thanks, I've noted that. ${question('routines')}`),
    ]);
    expect(reply.text).not.toMatch(/sorry/i);
    expect(reply.question).not.toBeNull();
  });

  it('meets a home lost with care, asking nothing that turn', async () => {
    const reply = await replyTo(
      "Honestly, trips are the last thing on my mind. My landlord told me last week he's selling the flat, so Tobi and I have to be out by February.",
      [said('assistant', "Thanks, I've noted that. What is the most memorable trip you have taken?")],
    );
    expect(reply.text).toMatch(/^I'm so sorry — losing your home/);
    expect(reply.entries.map((entry) => entry.title)).toEqual(['Our home']);
    expect(reply.question).toBeNull();
  });
});

describe('Lisa told to go on just after asking', () => {
  const family = question('family');
  const history = [
    said('assistant', `Thanks. ${question('school')}`),
    said('user', 'fair enough'),
    said('assistant', `Let's go on gently, then. ${family}`),
  ];
  it.each(['yeah go on', 'ok carry on', 'sure, keep going'])(
    'asks her question again after %j',
    async (message) => {
      const reply = await replyTo(message, history);
      expect(reply.entries).toEqual([]);
      expect(reply.question?.text).toBe(family);
    },
  );

  it('moves on when told to go on again after asking it again', async () => {
    const reply = await replyTo('go on', [
      ...history,
      said('user', 'yeah go on'),
      said('assistant', `Of course. ${family}`),
    ]);
    expect(reply.question?.text).not.toBe(family);
  });

  it.each(["let's move on", 'next question please', "I'll come back to that"])(
    'asks something else after %j',
    async (message) => {
      const reply = await replyTo(message, history);
      expect(reply.question?.text).not.toBe(family);
    },
  );
});

describe('Lisa told her reply was wrong, in her own words quoted back', () => {
  const family = question('family');
  const history = [
    said('user', "dad's test results came back, it's cancer"),
    said('assistant', `Thank you, I've saved that. I hope Dad's test results is doing okay. ${family}`),
  ];
  it("says sorry and keeps nothing of \"'dad's test results is doing okay' lol what\"", async () => {
    const reply = await replyTo(
      "wait i said i wanted to carry on?? and 'dad's test results is doing okay' lol what",
      history,
    );
    expect(reply.entries).toEqual([]);
    expect(reply.text).toMatch(/^Sorry/);
  });

  it('says sorry and keeps nothing when what the owner said is asked back at her', async () => {
    const reply = await replyTo('wait i said i wanted to carry on?? lol', history);
    expect(reply.entries).toEqual([]);
    expect(reply.text).toMatch(/^Sorry/);
  });

  it.each([
    // The owner putting their own words right, and a saying of someone else's, and her question's own words pointed at, are no complaint.
    "Wait, I said the wrong thing: I'm a nurse in Leeds, not a doctor.",
    "My nan always said 'waste not want not' and I live by it.",
    "As for 'the people closest to you', that's my sister Rhian and my mum.",
    'I loved "The Remains of the Day" by Ishiguro.',
  ])('keeps %j', async (message) => {
    const reply = await replyTo(message, history);
    expect(reply.entries.length).toBeGreaterThan(0);
    expect(reply.text).not.toMatch(/^Sorry/);
  });

  it.each([
    // What the owner said asked back, with a fact beside it, is a correction: the fact is kept.
    'Wait, I said Leeds? I meant York, I moved to York at 18.',
    'wait i said yes to the job?? i start at the bank on monday',
    'wait, I already said that? sorry. My mum is a nurse.',
  ])('keeps the fact beside %j', async (message) => {
    const reply = await replyTo(message, [said('assistant', `Let's start. ${family}`)]);
    expect(reply.entries.length).toBeGreaterThan(0);
    expect(reply.text).not.toMatch(/^Sorry, I got that wrong/);
  });

  it('does not hear a correction with a fact as a complaint', async () => {
    const reply = await replyTo(
      "hang on, i said i'd tell you about my brother didn't i? he's a plumber in Hull",
      [said('assistant', `Let's start. ${family}`)],
    );
    expect(reply.text).not.toMatch(/^Sorry, I got that wrong/);
  });
});

describe('Lisa hearing her own words quoted back with more beside them', () => {
  const family = question('family');
  const history = [
    said('user', 'I manage a garden centre in Ripon.'),
    said('assistant', `Thank you, I've saved that as “Managing a garden centre in Ripon”. ${family}`),
  ];
  it.each([
    "yes 'managing a garden centre in Ripon' is right, and I have 12 staff",
    '"Managing a garden centre" sounds posh lol. my mum Jean is my closest friend, we talk every day.',
  ])('keeps what is told beside them in %j', async (message) => {
    const reply = await replyTo(message, history);
    expect(reply.entries.length).toBeGreaterThan(0);
    expect(reply.text).not.toMatch(/^Sorry/);
  });

  it('does not say she got it wrong when asked where her words lead', async () => {
    const reply = await replyTo("'Thank you, I've saved that' - where do I see it?", history);
    expect(reply.text).not.toMatch(/^Sorry, I got that wrong/);
  });
});

describe('Lisa after putting her question another way in her old words', () => {
  it('does not come back to it when something else is told', async () => {
    const [first, other] = topicBank[0]?.questions ?? [];
    const history = [
      said('assistant', `Let's start. ${first}`),
      said('user', 'lol yes'),
      said('assistant', `Ha! Let me ask it another way: ${other}`),
    ];
    const reply = await replyTo('My nephew Idris just learned to ride a bike.', history);
    expect(reply.text).not.toMatch(/Coming back to my question/);
    expect(reply.question?.topicId).not.toBe('work');
  });
});

describe('Lisa, round 29: an answer opening on her question in another form', () => {
  const untitled = (text: string) => text.replace(/[?.!]+$/, '');
  const proud = question('memories');
  const trip = question('travel');

  it.each([
    [
      proud,
      'ok gotta go, night shift tonight. oh and proudest thing is probably running the leeds half marathon last may in 1:58. bye lisa x',
    ],
    [proud, 'Proudest moment was my daughter Mia learning to swim because I taught her myself.'],
    [trip, 'Trips with the kids to Cornwall every August, the four of us in a tent.'],
  ])('files it under her question: %s / %j', async (asked, message) => {
    const reply = await replyTo(message, [said('assistant', `Thanks, I've noted that. ${asked}`)]);
    expect(reply.entries.map((entry) => entry.title)).toEqual([untitled(asked)]);
  });

  it.each([
    [proud, 'ok gotta go, night shift tonight. oh and my sister Ana lives in Porto. bye lisa x'],
    [proud, 'biggest news is my sister Ana had a baby girl on sunday'],
    [trip, 'Memories of my gran are what I hold onto, she raised me in Sligo.'],
    [proud, 'Mornings are hectic, I drop the twins at nursery at 8 and then drive to the depot.'],
    [trip, 'Kids are in bed so I have a minute. I work nights at the Royal Infirmary as a porter.'],
  ])('does not file it under her question: %s / %j', async (asked, message) => {
    const reply = await replyTo(message, [said('assistant', `Thanks, I've noted that. ${asked}`)]);
    expect(reply.entries.map((entry) => entry.title)).not.toContain(untitled(asked));
  });
});

describe('Lisa, round 29: thanked for asking that, the owner answers her question', () => {
  const untitled = (text: string) => text.replace(/[?.!]+$/, '');
  const proud = question('memories');

  it('files what is told under her question', async () => {
    const reply = await replyTo(
      'built a cradle for each of my 3 grandkids, black walnut, in my garage shop. youngest Maisie is 2 now. thanks for askin that, nobody asks about that stuff anymore',
      [said('assistant', `Thanks, I've noted that. ${proud}`)],
    );
    expect(reply.entries.map((entry) => entry.title)).toEqual([untitled(proud)]);
    expect(reply.text).not.toMatch(/Coming back to my question/);
  });

  it.each([
    'Thanks for asking about my mum, she is home from hospital now and doing crossword puzzles again.',
    'My daughter Ellie rang this morning. She thanked me for asking about her new job at the bank.',
  ])('does not file %j under her question', async (message) => {
    const reply = await replyTo(message, [said('assistant', `Thanks, I've noted that. ${proud}`)]);
    expect(reply.entries.map((entry) => entry.title)).not.toContain(untitled(proud));
  });
});

describe('Lisa reads what a message is: thanks after care, stuck, a goodbye after a death', () => {
  const talk = async (messages: readonly string[]) => {
    const history: Message[] = [said('assistant', `Hi, I'm Lisa. ${question('work')}`, 'a0')];
    let reply: Awaited<ReturnType<typeof replyTo>> | null = null;
    for (const message of messages) {
      reply = await replyTo(message, history);
      history.push(said('user', message, `u${history.length}`), {
        ...said('assistant', reply.text, `a${history.length}`),
        savedEntries: reply.entries,
      });
    }
    return reply as NonNullable<typeof reply>;
  };

  it.each(['Means a lot.', "that's kind", 'appreciate it', 'means a lot, thank you x'])(
    'hears %j after her care as thanks, keeping nothing',
    async (thanks) => {
      const reply = await talk(['my dad passed away last month', thanks]);
      expect(reply.entries).toEqual([]);
      expect(reply.text).toMatch(/^You're welcome\. /);
    },
  );

  it('keeps what follows thanks in other words, without the thanks', async () => {
    const reply = await talk([
      'my grandad passed away this morning',
      'thanks lisa, means a lot. he was the one who took me to my first match when i was 6',
    ]);
    expect(reply.entries.map((entry) => entry.content)).toEqual([
      'He was the one who took me to my first match when I was 6.',
    ]);
  });

  it.each([
    [['my dad passed away last month', "that's nice"]],
    [['my dad passed away last month', 'not sure where to start', 'it means a lot to me']],
    [['What do you do, Lisa?', 'It means a lot to me']],
    [['my dad passed away last month', "It means a lot to me, I've been a nurse 20 years"]],
  ])('hears no thanks in %j', async (messages) => {
    const reply = await talk(messages);
    expect(reply.text).not.toMatch(/welcome/);
  });

  it.each([
    'I teach at the school on the hill. It means a lot to me.',
    'My allotment means a lot to me, I go every evening.',
  ])('keeps %j whole after an ordinary question', async (message) => {
    const reply = await talk([message]);
    expect(reply.entries[0]?.content).toBe(message);
    expect(reply.text).not.toMatch(/welcome/);
  });

  it.each(['not sure where to start', 'hmm, hard to say'])(
    'offers an easier way in on %j, keeping nothing',
    async (message) => {
      const reply = await talk([message]);
      expect(reply.entries).toEqual([]);
      expect(reply.text).toMatch(/^No pressure — /);
      expect(reply.text).not.toMatch(/skip|leave/);
      expect(reply.question?.topicId).toBe('work');
    },
  );

  it.each([
    "I'm not sure where to start with the garden this year, it's a jungle.",
    'It was hard to say goodbye to my old team when I left the bank.',
  ])('keeps %j as told, with no easier way in', async (message) => {
    const reply = await talk([message]);
    expect(reply.entries.length).toBe(1);
    expect(reply.text).not.toMatch(/No pressure/);
  });

  it('stays gentle when the owner is stuck while she offers a pause', async () => {
    const reply = await talk(['my dad passed away last month', 'not sure where to start']);
    expect(reply.text).toMatch(/Let's go on gently, then\./);
    expect(reply.text).not.toMatch(/tell me a little more/);
  });

  it.each([
    "Mum's having tests on her heart next week",
    "Dad's having tests on his heart next week",
    "She's having tests on her heart, fingers crossed it's nothing",
    'Joris is having heart tests on Friday',
  ])('meets no tests in %j with sorrow or a broken title', async (message) => {
    const reply = await talk([message]);
    expect(reply.text).not.toMatch(/sorry|'s's/i);
    expect(reply.entries.map((entry) => entry.title).join()).not.toMatch(/'s's/);
  });

  it.each(['my phone died halfway through the call', 'I nearly died laughing at that'])(
    'hears no death in %j',
    async (message) => {
      const reply = await talk([message]);
      expect(reply.text).not.toMatch(/sorry/i);
    },
  );

  it('says goodbye warmly after a death told and met with care', async () => {
    const reply = await talk([
      'my dad passed away last month',
      'ok carry on',
      'I work in a bakery',
      'anyway thanks for listening, I have to go',
    ]);
    expect(reply.entries).toEqual([]);
    expect(reply.text).toMatch(/^You're welcome\. Take good care of yourself\. Talk soon!/);
  });

  it.each([
    [['my gran died in 2009, she taught me to bake', 'anyway thanks for listening, I have to go']],
    [['our dog Biscuit chewed my slippers again', 'anyway bye']],
    [['this traffic is driving me mad', 'anyway thanks, I have to go']],
    [["my friend's dog died yesterday", 'ok bye']],
    [
      [
        'my dad passed away last month',
        'ok carry on',
        'I work in a bakery',
        'my sister just had a baby girl!',
        'anyway thanks, I have to go',
      ],
    ],
    [['I work in a bakery, my boss is a nightmare', 'right, gotta run, bye']],
  ])('says an ordinary goodbye after %j', async (messages) => {
    const reply = await talk(messages);
    expect(reply.text).toMatch(/Talk soon!/);
    expect(reply.text).not.toMatch(/Take good care/);
  });
});

describe('Lisa, round 29: not big on her subject, then the answer', () => {
  const untitled = (text: string) => text.replace(/[?.!]+$/, '');
  const school = question('education');

  it('files it under her question', async () => {
    const reply = await replyTo(
      'Never been big on school. I left at 16 and went straight into the shipyard at Govan.',
      [said('assistant', `Thanks, I've noted that. ${school}`)],
    );
    expect(reply.entries.map((entry) => entry.title)).toEqual([untitled(school)]);
  });
});

describe('Lisa, round 29 review: her question in another form, rooted on both sides', () => {
  const untitled = (text: string) => text.replace(/[?.!]+$/, '');
  const proud = question('memories');

  it.each([
    [
      question('family', 2),
      'ok gotta run, bus is here. oh and parents taught me never to owe anyone money. bye x',
    ],
    [question('family', 1), 'ok gotta go, dinner. oh and brothers, I have two, Sean and Niall. night'],
    [
      question('values', 1),
      "right off to bed. oh and values I'd never compromise on are honesty and loyalty. night",
    ],
  ])('files it under her question: %s / %j', async (asked, message) => {
    const reply = await replyTo(message, [said('assistant', `Thanks, I've noted that. ${asked}`)]);
    expect(reply.entries.map((entry) => entry.title)).toEqual([untitled(asked)]);
  });

  it('does not file someone else’s superlative under her question', async () => {
    const reply = await replyTo("Proudest moment of my dad's life was his own bakery, he told me so.", [
      said('assistant', `Thanks, I've noted that. ${proud}`),
    ]);
    expect(reply.entries.map((entry) => entry.title)).not.toContain(untitled(proud));
  });
});

describe('Lisa, round 29 review: thanks for asking, only for her question', () => {
  const untitled = (text: string) => text.replace(/[?.!]+$/, '');
  const proud = question('memories');

  it.each([
    "Thanks for asking this morning about mum, she's home from hospital and doing fine.",
    "Thanks for asking that the other day about my knee, it's healing. My sister Ana lives in Porto.",
    'thank you for asking that yesterday, sorry I went quiet. My sister Ana lives in Porto.',
    "Thank you for asking this week, it's been hard since mum died. My sister Ana lives in Porto.",
    'My son always says thanks for asking that whenever I ask about school.',
    'no thanks for asking that lol. anyway my sister Ana had a baby girl on sunday',
  ])('does not file %j under her question', async (message) => {
    const reply = await replyTo(message, [said('assistant', `Thanks, I've noted that. ${proud}`)]);
    expect(reply.entries.map((entry) => entry.title)).not.toContain(untitled(proud));
  });

  it('files what follows thanks for asking me this under her question', async () => {
    const reply = await replyTo(
      'Thanks for asking me this. Nobody ever has. Raising Tom on my own while working nights.',
      [said('assistant', `Thanks, I've noted that. ${proud}`)],
    );
    expect(reply.entries.map((entry) => entry.title)).toEqual([untitled(proud)]);
  });
});

describe('Lisa, round 31: care first for hard news inside another message', () => {
  const values = 'What matters most to you in how people treat each other?';

  it('meets an illness named alone after the sentence it explains with care before anything else', async () => {
    const reply = await replyTo(
      "honesty probably. which is funny bc i havent told work yet that mum's scan came back last week and its back. the cancer i mean. shes starting treatment at my hospital which is just. yeah",
      [said('assistant', values)],
    );
    expect(reply.text).toMatch(/^I'm (?:so )?sorry/);
    expect(reply.text).toContain('mum');
    expect(reply.text).not.toMatch(/^Thanks, I've noted that/);
  });

  it.each([
    ['Mum volunteers for a charity. The cancer one.', question('family')],
    ['Honesty. My mum is a nurse, the cancer ward.', values],
  ])('hears no news in %j', async (message, asked) => {
    const reply = await replyTo(message, [said('assistant', asked)]);
    expect(reply.text).not.toMatch(/sorry/i);
    expect(reply.entries).toHaveLength(1);
  });
});

describe('Lisa, round 31: one fitting reply to a new fact off her question', () => {
  const book = 'What is a book, film or song you keep coming back to?';

  it('keeps news of the owner\'s work told after "dunno", with no stock lines stuck together', async () => {
    const reply = await replyTo(
      'hmm dunno. oh actually something i shouldve said earlier, i got put on the oncology aseptic unit last month, making up chemo. its scary but i love it',
      [said('assistant', book)],
    );
    expect(reply.entries.map((entry) => entry.content).join(' ')).toContain('aseptic unit');
    expect(reply.text).not.toMatch(/tell me that already|close to your heart|sorry/i);
  });

  it.each(['my dad started chemo last week, he is so tired', 'dunno. my mum is having chemo at the moment'])(
    'still meets %j with care',
    async (message) => {
      const reply = await replyTo(message, [said('assistant', book)]);
      expect(reply.text).toMatch(/^I'm so sorry/);
    },
  );
});

describe('Lisa, round 31: happier news after her pause is not more of the hard news', () => {
  const pause =
    "I'm so sorry you're going through that. Thank you for trusting me with that; I've kept it as “My health”. Whenever you're ready we can carry on, or we can pause here for a while.";
  const history: Message[] = [
    said('assistant', question('achievements'), 'a0'),
    said('user', 'I have endometriosis, I got diagnosed in 2023. Had surgery last feb.', 'u1'),
    { ...said('assistant', pause, 'a2'), savedEntries: [{ id: 'n1', title: 'My health' }] },
  ];

  it('keeps "on a happier note…" apart from it, with no word of sorrow', async () => {
    const reply = await replyTo(
      'aw thank u, thats kind. on a happier note i got a rescue greyhound in may called biscuit, shes 6 and terrified of bin bags',
      history,
    );
    expect(reply.entries[0]?.title).not.toBe('My health');
    expect(reply.text).not.toMatch(/hard|sorry|too\./i);
  });

  it.each([
    'the surgery was at jimmys in leeds, i was terrified of the anaesthetic',
    'it still scares me, some days i cant get off the sofa',
  ])('still keeps %j as more of it', async (message) => {
    const reply = await replyTo(message, history);
    expect(reply.entries[0]?.title).toBe('My health');
  });
});

describe('Lisa, round 31: a broken engagement said beside a decline gets care first', () => {
  const friend = 'Who is your closest friend, and how did you meet?';

  it('is sorry before anything else, and asks nothing', async () => {
    const reply = await replyTo(
      'priya, we met on the dental course. we were gonna be bridesmaids for each other but my engagement went tits up so id rather not talk about the ex tbh',
      [said('assistant', friend)],
    );
    expect(reply.text).toMatch(/^I'm sorry\. Endings like that/);
    expect(reply.question).toBeNull();
  });

  it.each([
    'priya, we met on the dental course. our relationship went from strength to strength',
    'priya, we met at uni. the wedding went off without a hitch last june',
  ])('hears no break-up in %j', async (message) => {
    const reply = await replyTo(message, [said('assistant', friend)]);
    expect(reply.text).not.toMatch(/sorry/i);
    expect(reply.entries).toHaveLength(1);
  });
});

describe('Lisa, round 31: "let me think" is waited for', () => {
  const opinion = 'What is an opinion you hold that many people around you do not share?';

  it.each(['hmm. honestly? lol let me think', 'lemme have a think'])(
    'waits on %j, asking no new question',
    async (message) => {
      const reply = await replyTo(message, [said('assistant', opinion)]);
      expect(reply.entries).toEqual([]);
      expect(reply.text).toMatch(/take your time/i);
      expect(reply.question?.text).toBe(opinion);
    },
  );

  it.each([
    ['let me think, I grew up in Hull near the docks', question('places')],
    ['I think about it a lot, the farm I grew up on', question('memories')],
    ['honestly, mostly that dogs are better than cats', opinion],
  ])('hears %j as the answer it holds', async (message, asked) => {
    const reply = await replyTo(message, [said('assistant', asked)]);
    expect(reply.entries).toHaveLength(1);
    expect(reply.text).not.toMatch(/take your time/i);
  });
});

describe('Lisa, round 31 review: "I\'ll have to think about that" puts her question off', () => {
  const opinion = 'What is an opinion you hold that many people around you do not share?';

  it.each(["hmm, I'll have to think about that", 'let me think about that'])(
    'offers to come back to %j and asks another question',
    async (message) => {
      const reply = await replyTo(message, [said('assistant', opinion)]);
      expect(reply.entries).toEqual([]);
      expect(reply.text).toMatch(/come back to it/);
      expect(reply.question).not.toBeNull();
      expect(reply.question?.text).not.toBe(opinion);
    },
  );
});

describe('Lisa, round 31 review: sleeping before something is an answer, sleeping now a goodbye', () => {
  const habits = question('routines');

  it.each([
    'gotta sleep before 10 on work nights or im useless',
    'gotta sleep before night shifts, its the only way',
  ])('keeps %j as an answer', async (message) => {
    const reply = await replyTo(message, [said('assistant', habits)]);
    expect(reply.entries).toHaveLength(1);
    expect(reply.text).not.toMatch(/talk soon/i);
  });

  it('says goodbye to "I need to sleep now", keeping nothing', async () => {
    const reply = await replyTo('I need to sleep now', [said('assistant', habits)]);
    expect(reply.entries).toEqual([]);
    expect(reply.question).toBeNull();
  });
});

describe('Lisa, round 31 review: "on a … note" after her pause is kept, not as more of it', () => {
  const pause =
    "I'm so sorry you're going through that. Thank you for trusting me with that; I've kept it as “My health”. Whenever you're ready we can carry on, or we can pause here for a while.";
  const history: Message[] = [
    said('assistant', question('achievements'), 'a0'),
    said('user', 'I have endometriosis, I got diagnosed in 2023. Had surgery last feb.', 'u1'),
    { ...said('assistant', pause, 'a2'), savedEntries: [{ id: 'n1', title: 'My health' }] },
  ];

  it.each(['on a happier note i got a dog', 'on a better note, the new meds are helping'])(
    'keeps %j, not as more of it',
    async (message) => {
      const reply = await replyTo(message, history);
      expect(reply.entries).toHaveLength(1);
      expect(reply.entries[0]?.title).not.toBe('My health');
      expect(reply.text).not.toMatch(/take all the time|sorry/i);
    },
  );
});

describe('Lisa, round 32 (issue 34): what is kept, and under what', () => {
  const opinion = 'What is an opinion you hold that many people around you do not share?';
  const friend = 'Who is your closest friend, and how did you meet?';

  it('keeps a wish told off her question without "I", titled by its subject', async () => {
    const reply = await replyTo(
      'japan, always wanted to see kyoto in autumn. anyway gotta sleep before my shift, night lisa x',
      [said('assistant', opinion)],
    );
    expect(reply.entries.map((entry) => entry.content)).toEqual([
      'Japan, always wanted to see kyoto in autumn.',
    ]);
    expect(reply.entries[0]?.title).not.toBe(opinion.replace(/\?$/, ''));
  });

  it.each([
    'its pouring here in leeds btw. typical november, my brolly gave up on the way home lol',
    'hiya lisa. bit nervous doing this tbh lol never talked to an ai about myself before',
    'kyoto, famous for its temples',
  ])('keeps nothing of %j', async (message) => {
    const reply = await replyTo(message, [said('assistant', opinion)]);
    expect(reply.entries).toEqual([]);
  });

  it('keeps nothing told of a friend before a decline of its own', async () => {
    const reply = await replyTo(
      'haha its just jodie, prob = probably. shes loud and kind and a menace. trips tho... id rather not talk about that one tbh, last big trip was with my ex',
      [
        said('user', 'closest mate is prob jodie, we met on a night shift'),
        said(
          'assistant',
          "Got it, I've written that down. Tell me what prob Jodie is like — or, if you'd rather, about your travel: What is the most memorable trip you have taken?",
        ),
      ],
    );
    expect(reply.entries).toEqual([]);
  });

  it.each(["Tom cheated on me. I'd rather not talk about it.", "She hit me. I'd rather not go into it."])(
    'keeps nothing of %j after the friend question',
    async (message) => {
      const reply = await replyTo(message, [said('assistant', friend)]);
      expect(reply.entries).toEqual([]);
      expect(reply.text).not.toMatch(/written that down/);
    },
  );

  it('files a friend told beside a broken engagement under the friend question, with care first', async () => {
    const reply = await replyTo(
      'priya, we met on the dental course, she dropped a whole tray of moulds on my foot on day 1 lol. we were gonna be bridesmaids for each other but my engagement went tits up so id rather not talk about the ex tbh, thats a whole thing',
      [said('assistant', friend)],
    );
    expect(reply.text).toMatch(/^I'm sorry\./);
    expect(reply.entries.map((entry) => entry.content).join(' ')).not.toMatch(/rather not|the ex\b/);
  });
});

describe('Lisa, round 32: "she" after her follow-up on someone is of them', () => {
  const history = [
    said('user', 'closest mate is prob jodie, we met on a night shift'),
    said(
      'assistant',
      "Got it, I've written that down. Tell me what prob Jodie is like — or, if you'd rather, about your travel: What is the most memorable trip you have taken?",
    ),
  ];

  it('keeps "she…" under the one she asked about', async () => {
    const reply = await replyTo('shes a nurse too, works on the same ward', history);
    expect(reply.entries.map((entry) => entry.title)).toEqual(['Jodie']);
  });

  it.each(['it is what it is', 'that one is hard to say'])('keeps nothing of %j', async (message) => {
    const reply = await replyTo(message, history);
    expect(reply.entries).toEqual([]);
  });

  it('files "she…" under no one when she asked of no one', async () => {
    const reply = await replyTo('shes a nurse too, works on the same ward', [
      said('assistant', 'Who is your closest friend, and how did you meet?'),
    ]);
    expect(reply.entries.map((entry) => entry.title)).not.toContain('Jodie');
  });
});

describe('Lisa, round 32: no sorrow for tests or a worry of something else', () => {
  const friend = 'Who is your closest friend, and how did you meet?';

  it.each([
    "Mum's having tests on her heart next week.",
    "I'm a bit worried about my exam",
    "Mum's got a driving test tomorrow, I'm so scared for her lol",
    'Dad had his bloods done last week, all fine. Im a bit worried about my exam though',
  ])('meets %j with no sorrow', async (message) => {
    const reply = await replyTo(message, [said('assistant', friend)]);
    expect(reply.text).not.toMatch(/sorry/i);
  });
});

describe('Lisa told she named the wrong person (audit CH)', () => {
  const family = question('family');
  const cared = [
    said(
      'user',
      'my husband Marcus and my little sister Kasia. and my dad, well. he passed in march, pancreatic cancer',
    ),
    said(
      'assistant',
      "I'm so sorry about your husband Marcus. Thank you for telling me; I've kept it as “My family”. There's no rush: we can pause here, or carry on whenever you're ready.",
    ),
  ];

  it('says sorry for the mix-up and keeps nothing of the correction', async () => {
    const reply = await replyTo(
      'wait, not marcus, marcus is fine lol. it was my dad. anyway its ok we can keep going.',
      cared,
    );
    expect(reply.text).toMatch(/^Sorry, I got that wrong\./);
    expect(reply.entries).toEqual([]);
  });

  it('keeps what is told after the correction', async () => {
    const reply = await replyTo(
      'no, not Marcus. it was my dad. He was a baker in Hamtramck for 40 years.',
      cared,
    );
    expect(reply.text).toMatch(/^Sorry, I got that wrong\./);
    expect(reply.entries.map((entry) => entry.content).join(' ')).toMatch(/baker in Hamtramck/);
    expect(reply.entries.map((entry) => entry.content).join(' ')).not.toMatch(/Marcus/);
  });

  it.each([
    // "not" before someone she did not name: told of a life.
    'not Tomasz, he moved away years ago. My closest friend is Renee.',
    // "not" before a word she said that names no one: an answer.
    'Not really, my sister Kasia and I text 40 times a day.',
  ])('keeps %j and says no sorry', async (message) => {
    const reply = await replyTo(message, [said('assistant', `That sounds really hard. ${family}`)]);
    expect(reply.text).not.toMatch(/^Sorry, I got that wrong/);
    expect(reply.entries.length).toBeGreaterThan(0);
  });

  it('keeps what the correcting sentence goes on to tell', async () => {
    const reply = await replyTo('not Marcus, my dad was a baker in Hamtramck for 40 years.', cared);
    expect(reply.text).toMatch(/^Sorry, I got that wrong\./);
    expect(reply.entries.map((entry) => entry.content).join(' ')).toMatch(/baker in Hamtramck/);
  });

  it('keeps a fact put right by the owner', async () => {
    const reply = await replyTo('actually it was 2019 not 2018 when we went to Krakow.', [
      said('assistant', `Thank you, I've saved that as “Krakow in 2018”. ${family}`),
    ]);
    expect(reply.text).not.toMatch(/^Sorry, I got that wrong/);
    expect(reply.entries.length).toBeGreaterThan(0);
  });
});

describe('Lisa thanked once says "You\'re welcome" once (audit CG)', () => {
  const history = [
    said('user', 'technology, eh, the new fridges all have wifi controllers now'),
    said('assistant', "Thanks, I've noted that. What are you afraid of?"),
  ];
  it.each([
    'ha, not tonight Lisa. cheers',
    'ha, not tonight Lisa. right thats me, cheers, talk soon',
    'cheers lisa',
  ])('answers %j with one welcome', async (message) => {
    const reply = await replyTo(message, history);
    expect(reply.text.match(/You're welcome/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});

describe('Lisa told the owner will go soon (audits CG, CH)', () => {
  const tech = question('opinions', -1);
  const history = [
    said('user', 'honestly?? same as I said, van by 7. alarm at 5.45, two weetabix'),
    said('assistant', `Thank you, I've saved that as “Van by 7”. ${question('values')}`),
  ];
  it.each([
    "technology, eh, the new fridges all have wifi controllers now and half of them drop off the network every week. right I'll have to wrap up soon, I'm on callout from 10 tonight, Morrisons in Shipley again probably",
    'hmm. the half marathon I guess. oh and Kasia is due in april, its a girl, Im gonna be an aunt!! ok I should wrap up soon, Pierogi is staring at me for his walk',
  ])('keeps the facts of %j and lets them go, asking nothing new', async (message) => {
    const reply = await replyTo(message, history);
    expect(reply.entries.length).toBeGreaterThan(0);
    expect(reply.entries.map((entry) => entry.content).join(' ')).not.toMatch(/wrap up/);
    expect(reply.question).toBeNull();
    expect(reply.text).toMatch(/whenever you need to/);
  });

  it.each([
    'We should wrap up the project soon, the client is waiting. I manage the design team.',
    'My sister has to stop working soon, the baby is due in May.',
  ])('asks on after %j', async (message) => {
    const reply = await replyTo(message, history);
    expect(reply.question).not.toBeNull();
    expect(reply.text).not.toMatch(/whenever you need to/);
  });

  it('asks no more of a goodbye', async () => {
    const reply = await replyTo('ha, not tonight Lisa. right thats me, cheers, talk soon', [
      said('assistant', `Thanks, I've noted that. ${tech}`),
    ]);
    expect(reply.text).not.toMatch(/tell me a little more/);
    expect(reply.question).toBeNull();
  });
});

describe('Lisa and a loss already met with care (audit CH)', () => {
  const free = question('hobbies');
  const history = [
    said('user', 'closest people.. my sister Kasia. and my dad, well. he passed in march, pancreatic cancer'),
    said(
      'assistant',
      "I'm so sorry about your dad. Thank you for telling me; I've kept it as “My family”. There's no rush: we can pause here, or carry on whenever you're ready.",
    ),
    said('user', 'its ok we can keep going'),
    said('assistant', `Let's go on gently, then. ${free}`),
  ];

  it('files a hobby told with the loss under what it is about, with no second condolence', async () => {
    const reply = await replyTo(
      'free time = wheel pottery class tuesday nights, Im terrible at it but I love it. my mugs all lean. also I started running after dad died, did my first half marathon in october (2:14, dont judge). thanks for being patient w me btw',
      history,
    );
    expect(reply.entries.map((entry) => entry.title)).not.toContain('Dad');
    expect(reply.text).not.toMatch(/sorry about your dad/i);
    expect(reply.entries.map((entry) => entry.content).join(' ')).toMatch(/half marathon/);
  });

  it('still names a loss not met before', async () => {
    const reply = await replyTo(
      'free time = wheel pottery class tuesday nights, Im terrible at it but I love it. also I started running after my grandad died, did my first half marathon in october',
      history,
    );
    expect(reply.entries.map((entry) => entry.title)).toContain('Grandad');
  });
});

describe('Lisa, lisa-32c review: corrections, wrap-ups and declines read narrowly', () => {
  const work = question('work');
  const family = question('family');
  const goals = question('goals');

  it.each([
    ['not what I expected to end up doing, but I drive a bin lorry in Hull.', work, /bin lorry/i],
    ['not Lisa, I mean my sister Lisa is a nurse in Leeds.', `Hi, I'm Lisa. ${family}`, /nurse in Leeds/],
    ["Not what you'd think. I'm a funeral director.", work, /funeral director/],
    [
      "Not where you'd expect. I went to a convent school in Limerick.",
      question('education'),
      /convent school/,
    ],
  ])('hears no correction in %j', async (message, asked, kept) => {
    const reply = await replyTo(message, [said('assistant', asked)]);
    expect(reply.text).not.toMatch(/Sorry, I got that wrong/);
    expect(reply.entries.map((entry) => entry.content).join(' ')).toMatch(kept);
  });

  it.each([
    ["I'll need to head off in a bit but I'm a plumber in Derby", /plumber in Derby/],
    ['I need to finish soon, the thesis is due in June', /thesis is due in June/],
  ])('keeps %j and asks on', async (message, kept) => {
    const reply = await replyTo(message, [said('assistant', work)]);
    expect(reply.entries.map((entry) => entry.content).join(' ')).toMatch(kept);
  });

  it.each([
    'I grew up in Cork. ok I should wrap up soon',
    'we should go soon, the lease ends in March. We rent in Leeds.',
  ])('says no "Coming back to my question" on the wrap-up %j', async (message) => {
    const reply = await replyTo(message, [
      said('user', 'I drive a bin lorry.'),
      said('assistant', `Thanks, I've noted that. ${question('places')}`),
    ]);
    expect(reply.text).not.toMatch(/Coming back to my question/);
  });

  it.each(["no like, I said I'd rather not.", "no like, I said I'd rather not. leave the claire stuff."])(
    'hears %j as a decline, not as told already',
    async (message) => {
      const reply = await replyTo(message, [said('assistant', goals)]);
      expect(reply.text).not.toMatch(/you did tell me that already|tell me a little more/);
      expect(reply.entries).toEqual([]);
    },
  );

  it('hears a subject dropped as a decline of her question', async () => {
    const reply = await replyTo('leave the work stuff. I grew up in Cork.', [said('assistant', work)]);
    expect(reply.text).not.toMatch(/Coming back to my question: What do you do for work/);
  });

  it('keeps "I said that to my boss" as told of a life', async () => {
    const reply = await replyTo('I said that to my boss and got promoted, I run the Leeds office now.', [
      said('assistant', work),
    ]);
    expect(reply.text).not.toMatch(/you did tell me that already/);
    expect(reply.entries.length).toBeGreaterThan(0);
  });
});

describe('Lisa answers what was said, round 32', () => {
  const opinions = question('opinions');
  const school = question('education');

  it('meets the weather once when asked hers, with no "tell me more" stuck on', async () => {
    const reply = await replyTo(
      "ha, anywhere warm. it's actually snowing outside right now, first snow of the year, and it's freezing. what's the weather like where you are?",
      [said('assistant', opinions)],
    );
    expect(reply.text.match(/warm and dry/g)).toHaveLength(1);
    expect(reply.text).not.toMatch(/tell me a little more/);
  });

  it('still asks for more of a phrase said alone', async () => {
    const reply = await replyTo('anywhere warm', [said('assistant', opinions)]);
    expect(reply.text).toMatch(/tell me a little more|I see/);
  });

  it('says whether she likes her interviews, beside how she is', async () => {
    const reply = await replyTo(
      'haha school. skegness grammar, i was the quiet one at the back. wait how are you anyway, do u actually like doing these interviews or is that a weird question',
      [said('assistant', school)],
    );
    expect(reply.text).toMatch(/I do — /);
  });

  it.each([
    'do you like pizza?',
    'my kids do not like doing homework, do you have kids?',
    'my mum makes kimchi, do you like it?',
    'I love hiking, do you like that kind of thing?',
    'do you like these shoes lol',
  ])('says nothing of liking her interviews to %j', async (message) => {
    const reply = await replyTo(message, [said('assistant', school)]);
    expect(reply.text).not.toMatch(/I do — /);
  });

  it('hears no good news in "On a good note is how I like to end choir practice"', async () => {
    const reply = await replyTo('On a good note is how I like to end choir practice', [
      said('assistant', opinions),
    ]);
    expect(reply.text).not.toMatch(/lovely to hear/);
  });

  it('meets news said to be happier gladly', async () => {
    const reply = await replyTo(
      'aw thank u, thats kind. on a happier note i got a rescue greyhound in may called biscuit',
      [said('assistant', opinions)],
    );
    expect(reply.text).toMatch(/lovely to hear/);
  });

  it.each([
    'I like to end the day on a positive note, a cup of tea and a crossword',
    'we finished the season on a happier note than we started it',
  ])('hears no news in %j', async (message) => {
    const reply = await replyTo(message, [said('assistant', opinions)]);
    expect(reply.text).not.toMatch(/lovely to hear|wonderful news/);
  });

  it('does not ask again a question the owner says they already answered', async () => {
    const free = question('hobbies');
    const reply = await replyTo('i mean i already said climbing. also my sister just moved to leeds', [
      said('assistant', free),
    ]);
    expect(reply.question?.text).not.toBe(free);
  });

  it('asks again a question when someone else already said something', async () => {
    const free = question('hobbies');
    const reply = await replyTo('my mum already said she would babysit on friday', [said('assistant', free)]);
    expect(reply.text).not.toMatch(/I do — |lovely to hear/);
    expect(reply.question).not.toBeNull();
  });

  it.each([
    'I just said goodbye to my dad at the airport, he flies back to lagos',
    'I already said no to the promotion, I like nights',
  ])('asks her question again after %j', async (message) => {
    const free = question('hobbies');
    const reply = await replyTo(message, [said('assistant', free)]);
    expect(reply.question?.text).toBe(free);
  });

  it('meets a goodbye at the end of a fact with no question', async () => {
    const reply = await replyTo(
      'ok i gotta run to my shift but quick one: my cat is called Pierogi, shes a 4 yr old tabby. byee',
      [said('assistant', question('achievements'))],
    );
    expect(reply.question).toBeNull();
    expect(reply.text).toMatch(/Talk soon!/);
  });

  it('acknowledges a decline that says it was told, not "you did tell me"', async () => {
    const reply = await replyTo(
      "I'd rather not talk about that any more than I just did, if that's ok. can we move on to something lighter",
      [said('assistant', opinions)],
    );
    expect(reply.text).not.toMatch(/you did tell me/);
    expect(reply.text).toMatch(/^Of course/);
  });
});

describe('Lisa answers what was said, round 32: nerves, a decline beside news or a follow-up', () => {
  it('meets nerves about the talk first', async () => {
    const reply = await replyTo(
      'hiya lisa. bit nervous doing this tbh lol never talked to an ai about myself before',
      [said('assistant', `Hi, I'm Lisa. ${question('education')}`)],
    );
    expect(reply.text).toMatch(/^No need to be nervous/);
  });

  it.each([
    "I'm nervous about this interview on Tuesday",
    'I was so nervous doing my driving test, failed twice',
    'my daughter is shy with strangers',
    'I feel weird about this, my dad remarried last month',
    "my boss was strange about this. he wouldn't sign off my leave",
    "I'm anxious about this. the biopsy results come friday",
    'I always feel awkward talking about myself at job interviews',
    'my son is shy talking to you know who lol',
  ])('hears no nerves about the talk in %j', async (message) => {
    const reply = await replyTo(message, [said('assistant', question('achievements'))]);
    expect(reply.text).not.toMatch(/No need to be nervous/);
  });

  it('hears the wish not to talk of it beside a broken engagement', async () => {
    const reply = await replyTo(
      'priya, we met on the dental course. we were gonna be bridesmaids for each other but my engagement went tits up so id rather not talk about the ex tbh, thats a whole thing',
      [said('assistant', question('relationships'))],
    );
    expect(reply.text).toMatch(/We'll leave it there\./);
  });

  it.each([
    "my dog died last year, i'd rather not get another one yet",
    "my dad died in march. i'd rather not go back to that house ever again but i miss him",
  ])('leaves nothing there when nothing was declined in %j', async (message) => {
    const reply = await replyTo(message, [said('assistant', question('relationships'))]);
    expect(reply.text).not.toMatch(/leave it there/);
  });

  it('leaves it there only when asked to', async () => {
    const reply = await replyTo('my engagement went tits up in march, i still see him at work', [
      said('assistant', question('relationships')),
    ]);
    expect(reply.text).not.toMatch(/leave it there/);
  });

  const followedUp = (asked: string) => [
    said('assistant', question('relationships'), 'a0'),
    said('user', 'closest mate is jodie, we met on a night shift', 'u1'),
    {
      ...said(
        'assistant',
        `Got it, I've written that down. Tell me what Jodie is like — or, if you'd rather, about your travel: ${asked}`,
        'a2',
      ),
      savedEntries: [{ id: 'n1', title: 'Jodie' }],
    },
  ];

  it('turns down only the question whose topic the decline names', async () => {
    const reply = await replyTo(
      'shes loud and kind and a menace. trips tho... id rather not talk about that one tbh',
      followedUp(question('travel')),
    );
    expect(reply.text).not.toMatch(/leave both/);
  });

  it('turns down both when the decline names neither', async () => {
    const reply = await replyTo("I'd rather not, sorry", followedUp(question('travel')));
    expect(reply.text).toMatch(/leave both/);
  });
});

describe('Lisa, round 32: hard news said again after her care', () => {
  const care =
    "I'm so sorry to hear that — it must be hard for you and your mum. Thank you for trusting me with that; I've kept it as “Mum's health”. Whenever you're ready we can carry on, or we can pause here for a while.";
  const history: Message[] = [
    said('assistant', question('values'), 'a0'),
    said(
      'user',
      "honesty. i havent told work yet that mum's scan came back last week and its back. the cancer",
      'u1',
    ),
    { ...said('assistant', care, 'a2'), savedEntries: [{ id: 'n1', title: "Mum's health" }] },
  ];

  it('owns that she heard it when told "i just said…"', async () => {
    const reply = await replyTo('wow ok. i just said my mums cancer is back lisa', history);
    expect(reply.text).toMatch(/^I did hear you/);
    expect(reply.question).toBeNull();
  });

  it('meets new hard news after her care with care, not "I did hear you"', async () => {
    const reply = await replyTo(
      'i just said goodbye to my nan in the hospice, she died this morning',
      history,
    );
    expect(reply.text).not.toMatch(/I did hear you/);
    expect(reply.text).toMatch(/sorry about your nan/i);
  });

  it('meets hard news told first with care as ever, "just said" or not', async () => {
    const reply = await replyTo('i just said to my sister, mum has cancer again', [
      said('assistant', question('values')),
    ]);
    expect(reply.text).not.toMatch(/I did hear you/);
    expect(reply.text).toMatch(/sorry/);
  });
});

describe('Lisa, round 32: her goodbye hopes for one mum typed "mums"', () => {
  const care =
    "I'm so sorry to hear that — it must be hard for you and your mum. Thank you for trusting me with that; I've kept it as “Mum's health”. Whenever you're ready we can carry on, or we can pause here for a while.";

  it.each([
    ['my mums cancer is back, shes starting chemo', /I hope your mum is doing okay\./],
    ['my parents are both in hospital with covid', /^(?!.*your parent is)/],
  ])('after %j', async (news, hope) => {
    const history: Message[] = [
      said('assistant', question('values'), 'a0'),
      said('user', news, 'u1'),
      { ...said('assistant', care, 'a2'), savedEntries: [{ id: 'n1', title: "Mum's health" }] },
    ];
    const reply = await replyTo('anyway gotta sleep before my shift, night lisa x', history);
    expect(reply.text).toMatch(hope);
  });
});
