import type { AdminUserSummary } from '@ditto/api-client';

/** Enabled / disabled and administrator at a glance, in words (never colour alone). */
export function UserBadges({ user }: { user: Pick<AdminUserSummary, 'enabled' | 'isAdmin'> }) {
  return (
    <span className="badges">
      <span className="badge" data-variant={user.enabled ? 'success' : 'error'}>
        {user.enabled ? 'Enabled' : 'Disabled'}
      </span>
      {user.isAdmin ? <span className="badge">Administrator</span> : null}
    </span>
  );
}

/** `FORCE_CHANGE_PASSWORD` → `Force change password`: the identity provider's status, readable. */
export function formatStatus(status: string): string {
  const words = status.toLowerCase().replaceAll('_', ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}
