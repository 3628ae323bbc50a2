import { useDocumentTitle } from '../app/use-document-title.ts';

/** The voice page (spec §2: /elevenlabs). */
export function ElevenLabsPage() {
  useDocumentTitle('Voice');
  return (
    <div className="page">
      <h1 className="page__title">Voice</h1>
      <p className="muted">Voice settings will appear here.</p>
    </div>
  );
}
