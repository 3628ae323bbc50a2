import { type GroundingOptions, groundingFor } from './grounding.ts';
import type { KnowledgeIndex } from './knowledge-index.ts';
import { createEmbeddedProvider } from './providers/embedded.ts';
import type { PromptMessage, ReplyProvider } from './providers/types.ts';
import { isStopWord, words } from './text.ts';
import type { ChatMessage, Citation, PersonaProfile, SearchHit } from './types.ts';

export interface PersonaReplyInput {
  profile: PersonaProfile | null;
  index: KnowledgeIndex;
  /** Earlier messages of this conversation, oldest first. */
  history: readonly ChatMessage[];
  message: string;
  provider: ReplyProvider;
  /** The owner's display name, for the model's instructions. */
  ownerName?: string;
  grounding?: GroundingOptions;
  signal?: AbortSignal;
}

export interface PersonaReply {
  stream: AsyncIterable<string>;
  /** The entries the reply is grounded in; empty when Ditto says it does not know. */
  citations: Citation[];
}

/** What Ditto says, word for word, when its knowledge does not answer the question. */
export const unknownReply = "I don't know. I haven't written anything about that yet.";
export const untrainedReply = "I don't know anything yet: my owner hasn't trained me.";
export const greetingReply =
  'Hi! Ask me anything about my life and I will answer from what I have written down.';

const historyTurns = 10;
const offline = createEmbeddedProvider();

/** Ditto's reply: first person, grounded in retrieved knowledge, with citations; "I don't know" otherwise. */
export function replyAsPersona(input: PersonaReplyInput): PersonaReply {
  const { message, provider } = input;
  const fixed = (text: string): PersonaReply => ({
    stream: fixedReply(text, input.signal),
    citations: [],
  });
  if (!input.profile || input.index.size === 0) return fixed(untrainedReply);
  if (words(message).every(isStopWord)) return fixed(greetingReply);

  const hits = groundingFor(input.index, message, input.grounding);
  // With nothing relevant known, no model is asked: it could only invent.
  if (hits.length === 0) return fixed(unknownReply);

  const citations = hits.map(({ entryId, title, snippet }) => ({
    entryId,
    title,
    snippet,
  }));
  const stream = provider.stream(
    { draft: composeDraft(hits), messages: promptFor(input, hits) },
    input.signal ? { signal: input.signal } : {},
  );
  return { stream, citations };
}

/** The offline answer: the owner's own words from the best entries, which they wrote in the first person. */
function composeDraft(hits: SearchHit[]): string {
  const [best, second] = hits;
  const parts = [best?.snippet ?? ''];
  if (second && second.score >= (best?.score ?? 0) * 0.8) parts.push(`Also: ${second.snippet}`);
  return parts.join(' ');
}

function promptFor(input: PersonaReplyInput, hits: SearchHit[]): PromptMessage[] {
  const owner = input.ownerName ?? 'the owner';
  const knowledge = hits.map((hit, i) => `[${i + 1}] ${hit.title}: ${hit.snippet}`).join('\n');
  const profile = input.profile;
  const system = [
    `You are Ditto, the digital twin of ${owner}. Speak as ${owner}, in the first person ("I").`,
    'Answer only from the knowledge below. If it does not answer the question, say plainly that you do not know.',
    'Never invent facts. Keep replies short and natural, like a friend talking.',
    profile ? `About me: ${profile.summary}\nHow I write: ${profile.style}` : '',
    `Knowledge:\n${knowledge}`,
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
