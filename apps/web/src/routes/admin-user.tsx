import { useParams } from '@tanstack/react-router';
import { useDocumentTitle } from '../app/use-document-title.ts';

/** One user in the admin area (spec §2: /admin/users/{userId}; administrators only). */
export function AdminUserPage() {
  const { userId } = useParams({ from: '/authed/admin/users/$userId' });
  useDocumentTitle('User details');
  return (
    <div className="page">
      <h1 className="page__title">User details</h1>
      <p className="muted">
        Details of user <code>{userId}</code> will appear here.
      </p>
    </div>
  );
}
