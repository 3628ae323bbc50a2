import { elenaEntries } from '../src/fixtures/elena-entries.ts';
import { elenaQuestions, elenaUnanswerable } from '../src/fixtures/elena-questions.ts';
import { createKnowledgeIndex } from '../src/knowledge-index.ts';
import { createQueryExpander } from '../src/expand.ts';
const idx = createKnowledgeIndex(elenaEntries);
const ex = createQueryExpander();
const rows: string[] = [];
for (const [label, list] of [['A', elenaQuestions], ['U', elenaUnanswerable]] as const) {
  for (const q of list) {
    const h = idx.search(q.question, { limit: 3 });
    const t = h[0]!;
    const ok = 'expected' in q ? ((q as any).expected.includes(t.entryId) ? 'hit' : 'miss') : '-';
    const cs = ex(q.question).concepts.map((c) => `${c.word}${c.framing ? '(f)' : ''}:${c.importance}`).join(' ');
    rows.push([label, ok, t.entryId, t.coverage.toFixed(2), t.similarity!.toFixed(3), q.question, cs].join('\t'));
  }
}
console.log(rows.join('\n'));
