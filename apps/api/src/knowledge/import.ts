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
  const body = text.replace(/^\uFEFF/, '').trim();
  if (body.length === 0) return refuse('empty');
  const titled = isMarkdown(file.name) ? markdownTitle(body) : null;
  const content = titled?.content ?? body;
  if (content.length > knowledgeLimits.contentMax) return refuse('too_long');
  return { ok: true, title: titled?.title ?? titleFromFileName(file.name), content };
}

const isMarkdown = (fileName: string) => fileName.toLowerCase().endsWith('.md');

/**
 * A Markdown text that opens with a heading — `# Title` (any level, closing `#`s dropped) or a line underlined with
 * `===`/`---` — gives that heading as the title and the rest as the content, so the title is not said twice. Null
 * when the text does not open with a heading, when nothing follows it, or when the heading is longer than a title
 * may be (then it stays in the content, whole).
 */
export function markdownTitle(text: string): { title: string; content: string } | null {
  const lines = text.trim().split(/\r?\n/);
  const first = lines[0] ?? '';
  const atx = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(first);
  const setext = atx ? null : /^ {0,3}(?:=+|-+)[ \t]*$/.test(lines[1] ?? '') ? first.trim() : null;
  const title = (atx?.[1] ?? setext ?? '').trim();
  if (!title || title.length > knowledgeLimits.titleMax) return null;
  const content = lines
    .slice(atx ? 1 : 2)
    .join('\n')
    .trim();
  return content ? { title, content } : null;
}

/** `notes/My trip.md` → `My trip`: the base name without its extension, cut to the title limit. */
export function titleFromFileName(fileName: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const base = (fileName.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const title = base.replace(/\.[^.]*$/, '').trim();
  return (title || base || 'Imported file').slice(0, knowledgeLimits.titleMax);
}
