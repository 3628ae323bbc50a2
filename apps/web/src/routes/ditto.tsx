import { dataKeys, usePageVisit, usePersonaMessages, usePersonaStatus } from '@ditto/data-cache';
import { EmptyState } from '@ditto/ui';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ChatPanel } from '../features/chat/chat-panel.tsx';
import { useReplyStream } from '../features/chat/use-reply-stream.ts';
import { sendToPersona, useClearPersonaMessages } from '../features/persona/persona-queries.ts';
import { TrainingBar } from '../features/persona/training-progress.tsx';
import { useApi } from '../lib/api-context.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** The persona screen (/ditto; /chat and /train lead here): chatting with Ditto, its training in a bar. */
export function DittoPage() {
  useDocumentTitle('Ditto');
  usePageVisit('persona');
  const api = useApi();
  const { trained } = usePersonaStatus().data;
  const messages = usePersonaMessages();
  const clear = useClearPersonaMessages();
  const messagesKey = useMemo(() => dataKeys.personaMessages(), []);
  const send = useMemo(() => sendToPersona(api), [api]);
  const reply = useReplyStream({ messagesKey, send, errorTitle: 'Ditto could not reply' });

  return (
    <ChatPanel
      assistantName="Ditto"
      title="Ditto"
      intro={<TrainingBar />}
      messages={messages.data}
      loading={messages.isLoading && messages.lastLoadedAt === null}
      reply={reply}
      composerLabel="Message Ditto"
      placeholder={
        trained ? 'Ask Ditto anything you have taught it' : 'Add knowledge first, then ask Ditto anything'
      }
      empty={
        <EmptyState
          title="No messages yet"
          description={
            trained
              ? 'Ask Ditto a question: it answers from your knowledge and shows its sources.'
              : 'Add some knowledge: Ditto learns it by itself, then answers from it.'
          }
        />
      }
      renderCitation={(citation) => (
        <Link to="/my-knowledge" search={{ q: citation.title }} title={citation.snippet}>
          {citation.title}
        </Link>
      )}
      loadEarlier={(before) => api.getPersonaMessages({ before })}
      onClear={() => clear.mutate()}
      clearing={clear.isPending}
    />
  );
}
