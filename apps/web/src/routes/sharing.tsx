import type { Share } from '@ditto/api-client';
import { useSharedPersonas } from '@ditto/data-cache';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  CopyButton,
  EmptyState,
  formatDateTime,
  Skeleton,
} from '@ditto/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { invitationLink } from '../features/sharing/invitation.ts';
import { ShareForm } from '../features/sharing/share-form.tsx';
import { loadedShares, useRevokeShare } from '../features/sharing/sharing-queries.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useServerQueries } from '../lib/use-server-queries.ts';

/** Sharing (/sharing): who may chat with my Ditto, and the personas others share with me. */
export function SharingPage() {
  useDocumentTitle('Sharing');
  return (
    <div className="page">
      <h1 className="page__title">Sharing</h1>
      <div className="sharing-grid">
        <Card aria-labelledby="share-title">
          <CardHeader>
            <CardTitle id="share-title">Share your Ditto</CardTitle>
            <CardDescription>
              People you share with can chat with your Ditto and see the titles of the notes a reply quotes,
              never more of a note than the reply says. Notes marked Private are never used with them.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ShareForm />
            <MyShares />
          </CardContent>
        </Card>
        <SharedWithMe />
      </div>
    </div>
  );
}

function MyShares() {
  const shares = useInfiniteQuery(useServerQueries().shares());
  const list = loadedShares(shares.data);
  const revoke = useRevokeShare();
  const [revoking, setRevoking] = useState<Share | null>(null);

  return (
    <section aria-labelledby="my-shares-title" className="my-shares">
      <h3 id="my-shares-title" className="subsection-title">
        Shared with
      </h3>
      {shares.isPending ? (
        <Skeleton lines={2} label="Loading your shares" />
      ) : shares.isError ? (
        <EmptyState
          title="Your shares could not be loaded"
          action={<Button onClick={() => void shares.refetch()}>Try again</Button>}
        />
      ) : list.length === 0 ? (
        <EmptyState title="Not shared yet" description="Your Ditto is private until you share it." />
      ) : (
        <ul className="share-list">
          {list.map((share) => (
            <li key={share.id} className="share-list__item">
              <span className="share-list__who">
                <strong>{share.email}</strong>
                <ShareStatus share={share} />
                <span className="muted">Shared since {formatDateTime(share.createdAt)}</span>
              </span>
              <span className="share-list__actions">
                {share.status === 'pending' ? (
                  <CopyButton
                    value={invitationLink(share.email)}
                    label="Copy invitation link"
                    aria-label={`Copy invitation link for ${share.email}`}
                  />
                ) : null}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Revoke sharing with ${share.email}`}
                  loading={revoke.isPending && revoke.variables?.id === share.id}
                  onClick={() => setRevoking(share)}
                >
                  Revoke
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {shares.hasNextPage && (
        <Button
          variant="ghost"
          size="sm"
          loading={shares.isFetchingNextPage}
          onClick={() => void shares.fetchNextPage()}
        >
          Show more
        </Button>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title="Stop sharing?"
        description={`${revoking?.email ?? ''} will no longer be able to chat with your Ditto.`}
        confirmLabel="Revoke"
        confirmVariant="danger"
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking);
        }}
      />
    </section>
  );
}

/**
 * Where a share stands: pending until its person next signs in (a share never tells whether the email has an
 * account, so one who has it waits too), then active.
 */
function ShareStatus({ share }: { share: Share }) {
  return share.status === 'active' ? (
    <span className="share-status" data-status="active">
      Active
    </span>
  ) : (
    <span className="share-status" data-status="pending">
      Pending — becomes active when {share.email} next signs in to Ditto
    </span>
  );
}

function SharedWithMe() {
  const shared = useSharedPersonas();
  return (
    <Card aria-labelledby="shared-with-me-title">
      <CardHeader>
        <CardTitle id="shared-with-me-title">Shared with you</CardTitle>
        <CardDescription>
          Personas other people share with you. Chat with them as you would with Ditto.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {/* The list is cached for 5 minutes; this loads it again now. */}
        <div className="card-toolbar">
          <Button variant="ghost" size="sm" loading={shared.isLoading} onClick={() => void shared.refresh()}>
            Refresh
          </Button>
        </div>
        {shared.isLoading && shared.lastLoadedAt === null ? (
          <Skeleton lines={2} label="Loading personas shared with you" />
        ) : shared.data.length === 0 ? (
          <EmptyState
            title="No one shares a persona with you yet"
            description="When someone shares their Ditto with your email, it appears here."
          />
        ) : (
          <ul className="persona-list">
            {shared.data.map((persona) => (
              <li key={persona.ownerId} className="persona-list__item">
                <span>
                  <strong>{persona.ownerName || persona.ownerEmail}</strong>
                  <span className="muted">
                    {persona.trained
                      ? ` · trained ${formatDateTime(persona.lastTrained)}`
                      : ' · not trained yet'}
                  </span>
                </span>
                <Button asChild size="sm" variant="secondary">
                  <Link to="/sharing/$ownerId" params={{ ownerId: persona.ownerId }}>
                    Chat with {persona.ownerName || persona.ownerEmail}
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
