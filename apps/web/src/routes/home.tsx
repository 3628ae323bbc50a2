import { useAuth } from '@ditto/auth/react';
import { useDataPhase, usePersonaStatus, useProfile, useSharedPersonas } from '@ditto/data-cache';
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
import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../app/use-document-title.ts';
import { formatDateTime } from '../features/format.ts';

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
  const { trained, lastTrained } = status.data;

  return (
    <div className="page">
      <h1 className="page__title">{name ? `Welcome, ${name}` : 'Welcome'}</h1>
      <div className="home-grid">
        <Card aria-labelledby="status-title">
          <CardHeader>
            <CardTitle id="status-title">Your Ditto</CardTitle>
            <CardDescription>Your persona, trained on what you know.</CardDescription>
          </CardHeader>
          <CardContent>
            {loading && status.lastLoadedAt === null ? (
              <Skeleton lines={2} label="Loading your Ditto's status" />
            ) : (
              <div className="stack">
                <p>
                  {trained ? (
                    <>
                      <span className="badge" data-variant="success">
                        Trained
                      </span>{' '}
                      Last trained {formatDateTime(lastTrained)}
                    </>
                  ) : (
                    <>
                      <span className="badge">Not trained yet</span> Add knowledge, then train your Ditto.
                    </>
                  )}
                </p>
                <Button asChild>
                  <Link to="/ditto">{trained ? 'Chat with Ditto' : 'Train Ditto'}</Link>
                </Button>
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
              </li>
              <li>
                <Link to="/lisa">Talk to Lisa</Link>: she asks, your answers become knowledge.
              </li>
              <li>
                <Link to="/ditto">{trained ? 'Retrain Ditto' : 'Train Ditto'}</Link> on what you know.
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
