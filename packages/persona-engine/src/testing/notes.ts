import type { KnowledgeEntry } from '@ditto/contract';

/** A knowledge entry written as a note, for tests. */
export const note = (id: string, title: string, content: string): KnowledgeEntry => ({
  id,
  title,
  content,
  source: 'note',
  private: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
