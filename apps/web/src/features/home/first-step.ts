import type { Message } from '@ditto/api-client';
import type { PersonaStatus } from '@ditto/data-cache';

/** Home's main action: what the user should do next. */
export type FirstStep = 'add-knowledge' | 'talk-to-lisa' | 'ask-ditto';

export interface FirstStepInput {
  status: PersonaStatus;
  /** The conversations with Lisa and with Ditto as cached in this session (none when not loaded). */
  conversations: readonly (readonly Message[] | undefined)[];
}

/**
 * Follows the user's state: no knowledge yet → add knowledge (training before that only fails); knowledge but
 * never a word to Lisa or Ditto → talk to Lisa (she turns answers into knowledge); otherwise → ask Ditto. The
 * persona status carries the counts (`activity`); a message sent in this session counts too. Without the counts (an
 * older server, a failed load), a trained Ditto has knowledge to answer from, an untrained one needs some first.
 */
export function firstStep({ status, conversations }: FirstStepInput): FirstStep {
  const { activity } = status;
  if (!activity) return status.trained ? 'ask-ditto' : 'add-knowledge';
  if (activity.knowledgeEntries === 0) return 'add-knowledge';
  const talked =
    activity.messagesToLisa + activity.messagesToDitto > 0 ||
    conversations.some((messages) => messages?.some((message) => message.role === 'user'));
  return talked ? 'ask-ditto' : 'talk-to-lisa';
}

/** The main action's text, where it leads, and a line saying why it comes next. */
export const FIRST_STEPS: Record<
  FirstStep,
  { label: string; to: '/my-knowledge' | '/lisa' | '/ditto'; why: string }
> = {
  'add-knowledge': {
    label: 'Add knowledge',
    to: '/my-knowledge',
    why: 'Ditto learns from what you write down. Start with a note or a .txt or .md file.',
  },
  'talk-to-lisa': {
    label: 'Talk to Lisa',
    to: '/lisa',
    why: 'Lisa asks you questions; each answer becomes knowledge Ditto learns from.',
  },
  'ask-ditto': {
    label: 'Ask Ditto',
    to: '/ditto',
    why: 'Ask Ditto a question: it answers from your knowledge and shows its sources.',
  },
};
