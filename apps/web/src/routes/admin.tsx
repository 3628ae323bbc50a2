import { useDocumentTitle } from '../app/use-document-title.ts';

/** The admin area (spec §2: /admin; administrators only). */
export function AdminPage() {
  useDocumentTitle('Admin');
  return (
    <div className="page">
      <h1 className="page__title">Admin</h1>
      <p className="muted">The list of users will appear here.</p>
    </div>
  );
}
