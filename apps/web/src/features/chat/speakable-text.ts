/**
 * A reply's Markdown as the words to read aloud: links and images by their text, code as written, and none of
 * the symbols that only format it (emphasis, headings, quotes, list bullets, rules).
 */
export function speakableText(markdown: string): string {
  return (
    markdown
      // Fenced code: what it says, without the fences.
      .replace(/^[ \t]*(`{3,}|~{3,})[^\n]*\n([\s\S]*?)\n[ \t]*\1[ \t]*$/gm, '$2')
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/<((?:https?|mailto):[^>\s]+)>/g, '$1')
      .replace(/^ {0,3}#{1,6}\s+/gm, '')
      .replace(/^ {0,3}(?:> ?)+/gm, '')
      .replace(/^ {0,3}(?:[-*_] *){3,}$/gm, '')
      .replace(/^(\s*)(?:[-*+]|\d{1,9}[.)])\s+/gm, '$1')
      .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
      .replace(/\*(?=\S)([^*]*?\S)\*/g, '$1')
      // Underscores emphasise only at word edges: snake_case stays as written.
      .replace(/(^|[^\w])_(?=\S)([^_]*?\S)_(?![\w])/g, '$1$2')
      .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1')
      .replace(/`([^`\n]+)`/g, '$1')
      .replace(/[ \t]+$/gm, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
