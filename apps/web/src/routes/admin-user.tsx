import type { AdminUserDetail } from '@ditto/api-client';
import { useAuth } from '@ditto/auth/react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  formatDate,
  formatDateTime,
} from '@ditto/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { attributeRows } from '../features/admin/attribute-labels.ts';
import { type AdminChange, useUpdateAdminUser } from '../features/admin/use-update-admin-user.ts';
import { formatStatus, UserBadges } from '../features/admin/user-badges.tsx';
import { apiErrorMessage } from '../lib/api-errors.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useServerQueries } from '../lib/use-server-queries.ts';
import '../features/settings/settings.css';

/** What each action asks before it runs, and what it says once done. */
const actions = {
  grantAdmin: {
    change: { isAdmin: true },
    button: 'Make administrator',
    title: 'Make this user an administrator?',
    description: 'They will be able to open the admin area, see every account and change them.',
    confirm: 'Make administrator',
    variant: 'primary',
    done: 'They are now an administrator. They get access the next time they sign in.',
  },
  revokeAdmin: {
    change: { isAdmin: false },
    button: 'Revoke administrator',
    title: 'Revoke administrator access?',
    description: 'They will no longer be able to open the admin area.',
    confirm: 'Revoke',
    variant: 'danger',
    done: 'They are no longer an administrator.',
  },
  disable: {
    change: { enabled: false },
    button: 'Disable account',
    title: 'Disable this account?',
    description: 'They will not be able to sign in until the account is enabled again. Their data is kept.',
    confirm: 'Disable',
    variant: 'danger',
    done: 'The account is disabled.',
  },
  enable: {
    change: { enabled: true },
    button: 'Enable account',
    title: 'Enable this account?',
    description: 'They will be able to sign in again.',
    confirm: 'Enable',
    variant: 'primary',
    done: 'The account is enabled.',
  },
} as const satisfies Record<
  string,
  {
    change: AdminChange;
    button: string;
    title: string;
    description: string;
    confirm: string;
    variant: 'primary' | 'danger';
    done: string;
  }
>;
type ActionName = keyof typeof actions;

/** Why the actions are off on one's own account (the server refuses them too). */
export const selfReason = 'This is your own account: another administrator has to change it.';

/** One user in the admin area (/admin/users/{userId}; administrators only). */
export function AdminUserPage() {
  const { userId } = useParams({ from: '/authed/admin/users/$userId' });
  const user = useQuery(useServerQueries().adminUser(userId));
  useDocumentTitle(user.data ? `${user.data.email} · Admin` : 'User details');

  return (
    <div className="page">
      <p>
        <Link to="/admin" className="text-link">
          ← All users
        </Link>
      </p>
      {user.isPending ? (
        <>
          <h1 className="page__title">User details</h1>
          <p className="muted" aria-busy="true">
            Loading user <code>{userId}</code>…
          </p>
        </>
      ) : user.isError ? (
        <>
          <h1 className="page__title">User details</h1>
          <Alert variant="error">
            User <code>{userId}</code> could not be loaded: {apiErrorMessage(user.error)}
          </Alert>
        </>
      ) : (
        <UserDetail user={user.data} />
      )}
    </div>
  );
}

function UserDetail({ user }: { user: AdminUserDetail }) {
  const auth = useAuth();
  const update = useUpdateAdminUser(user.userId);
  const [asking, setAsking] = useState<ActionName | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const isSelf = auth.user?.userId === user.userId;
  const pending = asking ? actions[asking] : null;

  // Not `disabled`: a disabled button leaves the tab order, and its reason would never be read out.
  function askUnlessSelf(name: ActionName) {
    if (!isSelf) setAsking(name);
  }

  function run(name: ActionName) {
    setDone(null);
    update.reset();
    update.mutate(actions[name].change, { onSuccess: () => setDone(actions[name].done) });
  }

  return (
    <>
      <h1 className="page__title">{user.name ?? user.email}</h1>
      <p className="muted">
        {user.email} <UserBadges user={user} />
      </p>
      {update.isError ? <Alert variant="error">{apiErrorMessage(update.error)}</Alert> : null}
      {done ? <Alert variant="success">{done}</Alert> : null}
      <div className="admin-detail">
        <Card aria-labelledby="admin-actions-title">
          <CardHeader>
            <CardTitle id="admin-actions-title">Access</CardTitle>
            <CardDescription>Changes apply at the identity provider at once.</CardDescription>
          </CardHeader>
          <CardContent>
            <div className="button-row">
              <Button
                variant={user.isAdmin ? 'danger' : 'secondary'}
                loading={update.isPending}
                aria-disabled={isSelf || undefined}
                aria-describedby={isSelf ? 'admin-self-reason' : undefined}
                onClick={() => askUnlessSelf(user.isAdmin ? 'revokeAdmin' : 'grantAdmin')}
              >
                {user.isAdmin ? actions.revokeAdmin.button : actions.grantAdmin.button}
              </Button>
              <Button
                variant={user.enabled ? 'danger' : 'secondary'}
                loading={update.isPending}
                aria-disabled={isSelf || undefined}
                aria-describedby={isSelf ? 'admin-self-reason' : undefined}
                onClick={() => askUnlessSelf(user.enabled ? 'disable' : 'enable')}
              >
                {user.enabled ? actions.disable.button : actions.enable.button}
              </Button>
              {isSelf ? (
                <p id="admin-self-reason" className="muted admin-self-reason">
                  {selfReason}
                </p>
              ) : null}
            </div>
          </CardContent>
        </Card>

        <Card aria-labelledby="admin-account-title">
          <CardHeader>
            <CardTitle id="admin-account-title">Account</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="details">
              <div>
                <dt>Status</dt>
                <dd>{formatStatus(user.status)}</dd>
              </div>
              <div>
                <dt>Organization</dt>
                <dd>{user.organization ?? '—'}</dd>
              </div>
              <div>
                <dt>Created</dt>
                <dd>{formatDate(user.createdAt)}</dd>
              </div>
              <div>
                <dt>Updated</dt>
                <dd>{formatDateTime(user.updatedAt)}</dd>
              </div>
              <div>
                <dt>Persona</dt>
                <dd>
                  {user.persona.trained
                    ? `Trained${user.persona.lastTrained ? ` on ${formatDateTime(user.persona.lastTrained)}` : ''}`
                    : 'Not trained'}
                </dd>
              </div>
            </dl>
          </CardContent>
        </Card>

        <Card aria-labelledby="admin-counts-title">
          <CardHeader>
            <CardTitle id="admin-counts-title">Data</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="details">
              <div>
                <dt>Knowledge entries</dt>
                <dd>{user.counts.knowledgeEntries}</dd>
              </div>
              <div>
                <dt>Messages with Ditto</dt>
                <dd>{user.counts.personaMessages}</dd>
              </div>
              <div>
                <dt>Messages with Lisa</dt>
                <dd>{user.counts.lisaMessages}</dd>
              </div>
              <div>
                <dt>Shares given</dt>
                <dd>{user.counts.sharesGiven}</dd>
              </div>
              <div>
                <dt>Shares received</dt>
                <dd>{user.counts.sharesReceived}</dd>
              </div>
            </dl>
          </CardContent>
        </Card>

        <Card aria-labelledby="admin-attributes-title">
          <CardHeader>
            <CardTitle id="admin-attributes-title">Identity provider attributes</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="details attribute-list">
              {attributeRows(user.attributes).map(({ label, name, value }) => (
                <div key={name}>
                  <dt>
                    {label}
                    {label === name ? null : <code className="attribute-list__name">{name}</code>}
                  </dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      </div>

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={pending?.title ?? ''}
        description={pending?.description ?? ''}
        confirmLabel={pending?.confirm ?? ''}
        confirmVariant={pending?.variant ?? 'primary'}
        onConfirm={() => {
          if (asking) run(asking);
        }}
      />
    </>
  );
}
