import { useDocumentTitle } from '../app/use-document-title.ts';

/** The sharing screen (spec §2: /sharing). */
export function SharingPage() {
  useDocumentTitle('Sharing');
  return (
    <div className="page">
      <h1 className="page__title">Sharing</h1>
      <p className="muted">Personas other people have shared with you will appear here.</p>
    </div>
  );
}
