import { dataKeys, usePageVisit, usePersonaMessages, usePersonaStatus } from '@ditto/data-cache';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
} from '@ditto/ui';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useApi } from '../app/api-context.tsx';
import { useDocumentTitle } from '../app/use-document-title.ts';
import { apiErrorCode } from '../features/api/api-errors.ts';
import { ChatPanel } from '../features/chat/chat-panel.tsx';
import { useReplyStream } from '../features/chat/use-reply-stream.ts';
import { formatDateTime } from '../features/format.ts';
import {
  sendToPersona,
  useClearPersonaMessages,
  useTrainPersona,
} from '../features/persona/persona-queries.ts';
import { TrainingProgress } from '../features/persona/training-progress.tsx';

/** The persona screen (/ditto; /chat and /train lead here): training, then chatting with Ditto. */
export function DittoPage() {
  useDocumentTitle('Ditto');
  usePageVisit('persona');
  const api = useApi();
  const status = usePersonaStatus();
  const messages = usePersonaMessages();
  const train = useTrainPersona();
  const clear = useClearPersonaMessages();
  const messagesKey = useMemo(() => dataKeys.personaMessages(), []);
  const send = useMemo(() => sendToPersona(api), [api]);
  const reply = useReplyStream({ messagesKey, send, errorTitle: 'Ditto could not reply' });
  const { trained, lastTrained } = status.data;
  const noKnowledge = apiErrorCode(train.error) === 'no_knowledge';

  return (
    <div className="page">
      <h1 className="page__title">Ditto</h1>
      <Card aria-labelledby="training-title">
        <CardHeader>
          <CardTitle id="training-title">Training</CardTitle>
          <CardDescription>
            Ditto learns from everything in your knowledge. Retrain after you add or change entries.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <div className="training">
            <p className="training__status" role="status" aria-busy={status.isLoading || train.isPending}>
              {train.isPending ? (
                'Training Ditto on your knowledge…'
              ) : trained ? (
                <>
                  <span className="badge" data-variant="success">
                    Trained
                  </span>{' '}
                  Last trained {formatDateTime(lastTrained)}
                </>
              ) : (
                <>
                  <span className="badge">Not trained yet</span> Train Ditto to start chatting.
                </>
              )}
            </p>
            <Button loading={train.isPending} onClick={() => train.mutate()}>
              {trained ? 'Retrain Ditto' : 'Train Ditto'}
            </Button>
          </div>
          <TrainingProgress training={train.isPending} />
          {noKnowledge ? (
            <Alert variant="error">
              Ditto has nothing to learn from yet. <Link to="/my-knowledge">Add some knowledge</Link> first.
            </Alert>
          ) : null}
        </CardContent>
      </Card>

      <ChatPanel
        assistantName="Ditto"
        title="Chat with Ditto"
        messages={messages.data}
        loading={messages.isLoading && messages.lastLoadedAt === null}
        streaming={reply.streaming}
        busy={reply.busy}
        onSend={reply.send}
        onStop={reply.stop}
        composerLabel="Message Ditto"
        placeholder={
          trained ? 'Ask Ditto anything you have taught it' : 'Train Ditto first, then ask it anything'
        }
        empty={
          <EmptyState
            title="No messages yet"
            description={
              trained
                ? 'Ask Ditto a question: it answers from your knowledge and shows its sources.'
                : 'Train Ditto above, then ask it a question.'
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
    </div>
  );
}
