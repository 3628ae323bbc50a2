import { useDocumentTitle } from '../app/use-document-title.ts';

/** The settings screen (spec §2: /settings). */
export function SettingsPage() {
  useDocumentTitle('Settings');
  return (
    <div className="page">
      <h1 className="page__title">Settings</h1>
      <p className="muted">Your account settings will appear here.</p>
    </div>
  );
}
