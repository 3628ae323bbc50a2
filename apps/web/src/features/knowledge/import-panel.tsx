import { knowledgeLimits } from '@ditto/contract';
import { FileDrop } from '@ditto/ui';
import { Link } from '@tanstack/react-router';
import { useImportKnowledge } from './knowledge-queries.ts';

const ACCEPT = knowledgeLimits.importExtensions.join(',');

/** Import .txt and .md files by dropping them or picking them; shows what happened to each file. */
export function ImportPanel() {
  const importFiles = useImportKnowledge();
  const outcome = importFiles.data;

  return (
    <section className="import-panel" aria-labelledby="import-title">
      <h2 id="import-title" className="section-title">
        Import files
      </h2>
      <FileDrop
        accept={ACCEPT}
        onFiles={(files) => importFiles.mutate(files)}
        disabled={importFiles.isPending}
        buttonLabel={importFiles.isPending ? 'Importing…' : 'Choose files'}
      >
        Drop .txt or .md files here (up to 1 MB each). Each file becomes one entry.
      </FileDrop>
      <div role="status" aria-live="polite" className="import-results">
        {outcome ? (
          <>
            <p>
              {outcome.created.length === 1 ? '1 file imported' : `${outcome.created.length} files imported`}
              {outcome.errors.length > 0
                ? `, ${outcome.errors.length === 1 ? '1 file' : `${outcome.errors.length} files`} not imported`
                : ''}
              .
            </p>
            <ul className="import-results__list">
              {outcome.created.map((entry) => (
                <li key={entry.id} data-result="ok">
                  <span aria-hidden="true">✓ </span>
                  <Link to="/my-knowledge" search={{ q: entry.title }}>
                    {entry.title}
                  </Link>
                </li>
              ))}
              {outcome.errors.map((error) => (
                <li key={error.fileName} data-result="error">
                  <span aria-hidden="true">✗ </span>
                  <strong>{error.fileName}</strong>: {error.message}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  );
}
