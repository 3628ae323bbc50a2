/**
 * How widely Lisa interviews (`pnpm --filter @ditto/api lisa:topics`): a fresh account talks to Lisa through the
 * API, answering each of her topic questions from a fictional person's notes (the tuning set C entry closest in
 * meaning to the question), then a second fresh account that answers her follow-ups on a detail whenever she asks
 * one. For each, the script prints how many distinct topics her first 10 turns touched and how many of them
 * reacted to the answer before with a follow-up (at least one turn in three).
 */
import { readFileSync } from 'node:fs';
import { lisaReplyResponseSchema } from '@ditto/contract';
import { startIdentityProvider } from '@ditto/local-cognito';
import { dot, followUpIn, topicBank } from '@ditto/persona-engine';
import { createSentenceEncoder } from '@ditto/persona-engine/local-encoder';
import { startApiServer } from '../src/index.ts';
import { identityOf, signIn } from '../src/test-support/identity.ts';

const TURNS = 10;
const person = JSON.parse(
  readFileSync(new URL('../../../packages/persona-engine/eval/tuning/tune-c.json', import.meta.url), 'utf8'),
) as { entries: { title: string; content: string }[] };

const encoder = createSentenceEncoder();
const notes = person.entries.map((entry) => entry.content);
const noteVectors = await encoder.embed(notes);
/** What a person would answer: their own note closest in meaning to the question, not used twice. */
const used = new Set<number>();
async function answerTo(question: string): Promise<string> {
  const [asked] = await encoder.embed([question]);
  let best = -1;
  noteVectors.forEach((vector, i) => {
    if (asked && !used.has(i) && (best < 0 || dot(vector, asked) > dot(noteVectors[best] ?? vector, asked)))
      best = i;
  });
  used.add(best);
  return notes[best] ?? 'skip';
}

const topicOf = (reply: string) =>
  topicBank.find((topic) => topic.questions.some((question) => reply.includes(question)));

const idp = await startIdentityProvider();
const api = await startApiServer({ identity: { ...identityOf(idp), credentials: idp.credentials } });
try {
  for (const [email, answersFollowUps] of [
    ['interviewee@example.com', false],
    ['storyteller@example.com', true],
  ] as const) {
    used.clear();
    await idp.createUser({ email, password: 'Lisa-Topics-9', confirmed: true });
    const { accessToken } = await signIn(idp, email, 'Lisa-Topics-9');
    const say = async (content: string) => {
      const response = await fetch(`${api.url}/lisa/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ content }),
      });
      if (!response.ok) throw new Error(`POST /lisa/messages answered ${response.status}`);
      return lisaReplyResponseSchema.parse(await response.json()).reply.content;
    };
    process.stdout.write(
      `${answersFollowUps ? 'Answering her follow-ups too' : 'Answering her topic questions'}:\n`,
    );
    let reply = await say('Hi Lisa!');
    const topics: string[] = [];
    let followUps = 0;
    for (let turn = 1; turn <= TURNS; turn++) {
      const topic = topicOf(reply);
      if (!topic) break; // Lisa asked nothing more
      const offered = followUpIn(reply);
      if (offered !== null) followUps++;
      topics.push(topic.id);
      const question =
        (answersFollowUps ? offered : null) ?? topic.questions.find((text) => reply.includes(text)) ?? '';
      const answer = await answerTo(question);
      process.stdout.write(`${turn}. [${topic.label}] ${question}\n   > ${answer.slice(0, 100)}\n`);
      reply = await say(answer);
    }
    process.stdout.write(
      `Lisa's ${topics.length} turns touched ${new Set(topics).size} distinct topics (goal ≥ 8); ` +
        `${followUps} of them followed up on the answer before (goal ≥ 1 in 3)\n\n`,
    );
  }
} finally {
  await api.stop();
  await idp.stop();
}
