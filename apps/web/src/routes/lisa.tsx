import { useDocumentTitle } from '../app/use-document-title.ts';

/** The chat assistant screen (spec §2: /lisa). */
export function LisaPage() {
  useDocumentTitle('Lisa');
  return (
    <div className="page">
      <h1 className="page__title">Lisa</h1>
      <p className="muted">Your conversation with Lisa, the chat assistant, will appear here.</p>
    </div>
  );
}
