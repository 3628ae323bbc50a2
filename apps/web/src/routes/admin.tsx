import { Alert, Button, formatDate, Pagination, Table, TextField } from '@ditto/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useCursorPages } from '../features/admin/cursor-pages.ts';
import { formatStatus, UserBadges } from '../features/admin/user-badges.tsx';
import { apiErrorMessage } from '../lib/api-errors.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useServerQueries } from '../lib/use-server-queries.ts';
import '../features/settings/settings.css';

/** The admin area (/admin; administrators only): every account, searchable by email, paged. */
export function AdminPage() {
  useDocumentTitle('Admin');
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim());
  const pages = useCursorPages(search);
  const users = useQuery(useServerQueries().adminUsers(search, pages.cursor));
  const rows = users.data?.users ?? [];

  return (
    <div className="page admin-list">
      <h1 className="page__title">Admin</h1>
      <search className="admin-toolbar">
        <TextField
          label="Search by email"
          name="search"
          type="search"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          description="Matches the start of the address."
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
        />
      </search>
      {users.isError ? (
        <div className="stack">
          <Alert variant="error">{`The users could not be loaded. ${apiErrorMessage(users.error)}`}</Alert>
          <div>
            <Button variant="secondary" loading={users.isFetching} onClick={() => void users.refetch()}>
              Try again
            </Button>
          </div>
        </div>
      ) : users.isPending ? (
        <p className="muted" aria-busy="true">
          Loading users…
        </p>
      ) : rows.length === 0 ? (
        <p className="muted" role="status">
          {search ? `No user’s email starts with “${search}”.` : 'There are no users yet.'}
        </p>
      ) : (
        <div aria-busy={users.isPlaceholderData || undefined}>
          <Table
            className="admin-users"
            caption={search ? `Users whose email starts with “${search}”` : 'Users'}
          >
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Name</th>
                <th scope="col">Account</th>
                <th scope="col">Status</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((user) => (
                <tr key={user.userId}>
                  <th scope="row">
                    <Link to="/admin/users/$userId" params={{ userId: user.userId }} className="text-link">
                      {user.email}
                    </Link>
                  </th>
                  <td className="admin-users__name">{user.name ?? '—'}</td>
                  <td>
                    <UserBadges user={user} />
                  </td>
                  <td className="admin-users__status" data-label="Status">
                    {formatStatus(user.status)}
                  </td>
                  <td className="admin-users__created" data-label="Created">
                    {formatDate(user.createdAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      {users.data && (pages.hasPrevious || users.data.nextCursor) ? (
        <Pagination
          label="Pages of users"
          hasPrevious={pages.hasPrevious}
          hasNext={Boolean(users.data.nextCursor)}
          loading={users.isPlaceholderData}
          onPrevious={pages.previous}
          onNext={() => {
            if (users.data?.nextCursor) pages.next(users.data.nextCursor);
          }}
          status={`Page ${pages.pageNumber}`}
        />
      ) : null}
    </div>
  );
}
