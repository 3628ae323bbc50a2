import type { Message } from '@ditto/api-client';
import { useAuth } from '@ditto/auth/react';
import { dataKeys, useDataPhase, usePersonaStatus, useProfile, useSharedPersonas } from '@ditto/data-cache';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Skeleton,
} from '@ditto/ui';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { FIRST_STEPS, firstStep } from '../features/home/first-step.ts';
import { LearningBadge, useChangesToLearn } from '../features/persona/learning.tsx';
import { TrainedStatus } from '../features/persona/trained-status.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/**
 * A data set as this session's cache holds it, read without loading it or adding it to the cache (home makes only
 * the sign-in's three requests); undefined when it has not been loaded.
 */
function useCachedData<T>(queryKey: readonly unknown[]): T | undefined {
  const queryClient = useQueryClient();
  const hash = hashKey(queryKey);
  return useSyncExternalStore(
    (onChange) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === hash) onChange();
      }),
    () => queryClient.getQueryData<T>(queryKey),
  );
}

/** The conversations with Lisa and Ditto: a message sent since the persona status loaded counts as having talked. */
function useCachedConversations() {
  const lisa = useCachedData<Message[]>(dataKeys.lisaMessages());
  const ditto = useCachedData<Message[]>(dataKeys.personaMessages());
  return [lisa, ditto];
}

/** Home (/): a greeting, Ditto's status, personas shared with me and what to do next. */
export function HomePage() {
  useDocumentTitle('Home');
  const auth = useAuth();
  const phase = useDataPhase();
  const profile = useProfile();
  const status = usePersonaStatus();
  const shared = useSharedPersonas();
  const loading = phase === 'initializing';
  // The profile's name once loaded ('My Persona' after a failed load); the account's name meanwhile.
  const name = profile.lastLoadedAt !== null ? profile.data.name : auth.displayName || null;
  const { trained, activity } = status.data;
  const changes = useChangesToLearn({ askServer: false });
  const conversations = useCachedConversations();
  const step = firstStep({ status: status.data, conversations });
  const next = FIRST_STEPS[step];
  const talkedToLisa =
    (activity?.messagesToLisa ?? 0) > 0 ||
    Boolean(conversations[0]?.some((message) => message.role === 'user'));

  return (
    <div className="page">
      <h1 className="page__title">{name ? `Welcome, ${name}` : 'Welcome'}</h1>
      <div className="home-grid">
        <Card aria-labelledby="status-title">
          <CardHeader>
            <CardTitle id="status-title">Your Ditto</CardTitle>
            <CardDescription>Your persona, learning from what you know.</CardDescription>
          </CardHeader>
          <CardContent>
            {loading && status.lastLoadedAt === null ? (
              <Skeleton lines={2} label="Loading your Ditto's status" />
            ) : (
              <div className="stack">
                <p>
                  {trained ? (
                    <TrainedStatus status={status.data} changes={changes} />
                  ) : changes > 0 ? (
                    <LearningBadge changes={changes} />
                  ) : (
                    <span className="badge">Not trained yet</span>
                  )}
                </p>
                <p className="muted">{next.why}</p>
                {/* The first action follows the user's state: add knowledge, then talk to Lisa, then ask Ditto. */}
                <div className="home-actions" data-first-step={step}>
                  <Button asChild>
                    <Link to={next.to}>{next.label}</Link>
                  </Button>
                  {trained && step !== 'ask-ditto' ? (
                    <Button asChild variant="secondary">
                      <Link to="/ditto">Chat with Ditto</Link>
                    </Button>
                  ) : null}
                </div>
              </div>
            )}
          </CardContent>
        </Card>

        <Card aria-labelledby="next-title">
          <CardHeader>
            <CardTitle id="next-title">Next steps</CardTitle>
          </CardHeader>
          <CardContent>
            <ol className="next-steps">
              <li>
                <Link to="/my-knowledge">Add knowledge</Link>: notes or .txt and .md files.
                <Done when={(activity?.knowledgeEntries ?? 0) > 0} />
              </li>
              <li>
                <Link to="/lisa">Talk to Lisa</Link>: she asks, your answers become knowledge.
                <Done when={talkedToLisa} />
              </li>
              <li>
                <Link to="/ditto">Ask Ditto</Link>: it learns what you know by itself.
                <Done when={trained} />
              </li>
              <li>
                <Link to="/sharing">Share your Ditto</Link> with people who should hear from it.
              </li>
            </ol>
          </CardContent>
        </Card>

        <Card aria-labelledby="shared-title">
          <CardHeader>
            <CardTitle id="shared-title">Shared with you</CardTitle>
          </CardHeader>
          <CardContent>
            {loading && shared.lastLoadedAt === null ? (
              <Skeleton lines={2} label="Loading personas shared with you" />
            ) : shared.data.length === 0 ? (
              <EmptyState
                title="No shared personas yet"
                description="When someone shares their Ditto with you, you can chat with it here."
              />
            ) : (
              <ul className="persona-list">
                {shared.data.map((persona) => (
                  <li key={persona.ownerId} className="persona-list__item">
                    <span>{persona.ownerName || persona.ownerEmail}</span>
                    <Link to="/sharing/$ownerId" params={{ ownerId: persona.ownerId }}>
                      Chat with {persona.ownerName || persona.ownerEmail}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

/** Marks a step the user has done. */
function Done({ when }: { when: boolean }) {
  return when ? (
    <>
      {' '}
      <span className="badge" data-variant="success">
        Done
      </span>
    </>
  ) : null;
}
