import { useDocumentTitle } from '../app/use-document-title.ts';

/** The my-knowledge screen (spec §2: /my-knowledge). */
export function MyKnowledgePage() {
  useDocumentTitle('My knowledge');
  return (
    <div className="page">
      <h1 className="page__title">My knowledge</h1>
      <p className="muted">What your Ditto knows about you will be listed here.</p>
    </div>
  );
}
