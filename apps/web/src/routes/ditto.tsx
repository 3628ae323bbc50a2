import { useDocumentTitle } from '../app/use-document-title.ts';

/** The persona screen (spec §2: /ditto; /chat and /train lead here). */
export function DittoPage() {
  useDocumentTitle('Ditto');
  return (
    <div className="page">
      <h1 className="page__title">Ditto</h1>
      <p className="muted">
        Your personal persona: its training status and your conversation with it will appear here.
      </p>
    </div>
  );
}
