import {
  type ImportFileError,
  type ImportFileErrorCode,
  importFileErrorMessages,
  importFileProblem,
  knowledgeLimits,
} from '@ditto/contract';

/** What one uploaded file becomes: an entry's title and content, or the reason it is refused. */
export type ImportedFile =
  | { ok: true; title: string; content: string }
  | { ok: false; error: ImportFileError };

/** Reads one uploaded file as the contract says: .txt/.md, ≤ 1 MiB, non-empty UTF-8 text of ≤ 20 000 characters. */
export async function readImportFile(file: File): Promise<ImportedFile> {
  const refuse = (code: ImportFileErrorCode): ImportedFile => ({
    ok: false,
    error: { fileName: file.name, code, message: importFileErrorMessages[code] },
  });
  const problem = importFileProblem(file);
  if (problem) return refuse(problem);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    return refuse('not_text');
  }
  // NUL never occurs in text files (and Postgres text cannot hold it).
  if (text.includes('\u0000')) return refuse('not_text');
  const content = text.replace(/^\uFEFF/, '').trim();
  if (content.length === 0) return refuse('empty');
  if (content.length > knowledgeLimits.contentMax) return refuse('too_long');
  return { ok: true, title: titleFromFileName(file.name), content };
}

/** `notes/My trip.md` → `My trip`: the base name without its extension, cut to the title limit. */
export function titleFromFileName(fileName: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const base = (fileName.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const title = base.replace(/\.[^.]*$/, '').trim();
  return (title || base || 'Imported file').slice(0, knowledgeLimits.titleMax);
}
