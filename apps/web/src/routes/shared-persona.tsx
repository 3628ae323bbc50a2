import { ApiError } from '@ditto/api-client';
import { useSharedPersonas } from '@ditto/data-cache';
import { Button, EmptyState } from '@ditto/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { ChatPanel } from '../features/chat/chat-panel.tsx';
import { useReplyStream } from '../features/chat/use-reply-stream.ts';
import { sharedDittoName } from '../features/sharing/shared-ditto-name.ts';
import { sendToSharedPersona } from '../features/sharing/sharing-queries.ts';
import { useApi } from '../lib/api-context.tsx';
import { apiErrorCode } from '../lib/api-errors.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useServerQueries } from '../lib/use-server-queries.ts';

/** Chat with a persona someone shares with me (`/sharing/$ownerId`). */
export function SharedPersonaPage() {
  const { ownerId } = useParams({ from: '/authed/sharing/$ownerId' });
  const api = useApi();
  const shared = useSharedPersonas();
  const persona = shared.data.find((item) => item.ownerId === ownerId);
  const name = persona ? persona.ownerName || persona.ownerEmail : 'Shared persona';
  // The replies are the Ditto's, not the owner's: "Clara's Ditto".
  const ditto = persona ? sharedDittoName(persona) : 'Shared Ditto';
  useDocumentTitle(name);
  const options = useServerQueries().sharedPersonaMessages(ownerId);
  const messages = useQuery(options);
  const send = useMemo(() => sendToSharedPersona(api, ownerId), [api, ownerId]);
  const reply = useReplyStream({
    messagesKey: options.queryKey,
    send,
    errorTitle: `${ditto} could not reply`,
  });
  const lostAccess = messages.error instanceof ApiError && messages.error.status === 404;
  const { refresh } = shared;

  // Access ended (the owner revoked it): the list of shared personas is out of date too.
  useEffect(() => {
    if (lostAccess) void refresh();
  }, [lostAccess, refresh]);

  if (lostAccess) {
    return (
      <div className="page">
        <p>
          <Link to="/sharing" className="text-link">
            ← Sharing
          </Link>
        </p>
        <h1 className="page__title">{name}</h1>
        <EmptyState
          title="This persona is not shared with you"
          description="Its owner may have stopped sharing it. Ask them to share it again."
          action={
            <Button asChild variant="secondary">
              <Link to="/sharing">Back to sharing</Link>
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <ChatPanel
      assistantName={ditto}
      title={name}
      before={
        <Link to="/sharing" className="text-link chat-page__back">
          ← Sharing
        </Link>
      }
      intro={
        <>
          {persona && !persona.trained ? (
            <p className="chat-page__intro">
              {name} has not trained their Ditto yet, so it knows little so far.
            </p>
          ) : null}
          {messages.isError ? (
            <p role="alert" className="chat-page__intro">
              The conversation could not be loaded ({apiErrorCode(messages.error) ?? messages.error.message}).
            </p>
          ) : null}
        </>
      }
      messages={messages.data ?? []}
      loading={messages.isPending && !messages.isError}
      reply={reply}
      composerLabel={`Message ${ditto}`}
      placeholder={`Ask ${ditto} anything`}
      loadEarlier={(before) => api.getSharedPersonaMessages(ownerId, { before })}
      empty={
        <EmptyState
          title="No messages yet"
          description={`Ask ${ditto} anything: it answers from what ${name} has taught it.`}
        />
      }
      // Sharing promises the titles of the notes a reply quotes: the title, and no passage of the note.
      renderCitation={(citation) => citation.title}
    />
  );
}
