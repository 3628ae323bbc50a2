import { dataKeys, useLisaMessages, usePageVisit } from '@ditto/data-cache';
import { EmptyState } from '@ditto/ui';
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { ChatPanel } from '../features/chat/chat-panel.tsx';
import { useReplyStream } from '../features/chat/use-reply-stream.ts';
import { useKnowledgeChanged } from '../features/knowledge/knowledge-queries.ts';
import { type LisaDone, sendToLisa, useClearLisaMessages } from '../features/lisa/lisa-queries.ts';
import { useApi } from '../lib/api-context.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { SavedEntries } from './lisa-saved-entries.tsx';

/** The chat assistant screen (/lisa): Lisa interviews the user; each answer becomes knowledge. */
export function LisaPage() {
  useDocumentTitle('Lisa');
  usePageVisit('lisa');
  const api = useApi();
  const messages = useLisaMessages();
  const clear = useClearLisaMessages();
  const knowledgeChanged = useKnowledgeChanged();
  const messagesKey = useMemo(() => dataKeys.lisaMessages(), []);
  const send = useMemo(() => sendToLisa(api), [api]);
  const onDone = useCallback(
    ({ createdEntries }: LisaDone) => {
      if (createdEntries.length > 0) void knowledgeChanged('added');
    },
    [knowledgeChanged],
  );
  const reply = useReplyStream({ messagesKey, send, onDone, errorTitle: 'Lisa could not reply' });

  return (
    <ChatPanel
      assistantName="Lisa"
      title="Lisa"
      intro={
        <p className="chat-page__intro">
          Lisa asks about what you know. Each answer is added to{' '}
          <Link to="/my-knowledge">your knowledge</Link>, so Ditto can learn it.
        </p>
      }
      messages={messages.data}
      loading={messages.isLoading && messages.lastLoadedAt === null}
      reply={reply}
      composerLabel="Answer Lisa"
      loadEarlier={(before) => api.getLisaMessages({ before })}
      placeholder="Answer Lisa's question in your own words"
      empty={
        <EmptyState
          title="Start your interview"
          description='Say hello and Lisa will ask her first question. Answer in your own words, or say "skip".'
        />
      }
      renderAfter={(message) =>
        message.savedEntries ? <SavedEntries entries={message.savedEntries} /> : null
      }
      onClear={() => clear.mutate()}
      clearing={clear.isPending}
    />
  );
}
