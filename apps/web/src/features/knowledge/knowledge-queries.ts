import type {
  ImportFileError,
  KnowledgeEntry,
  KnowledgeEntryInput,
  KnowledgeImportResponse,
} from '@ditto/api-client';
import { importFileErrorMessages, importFileProblem, knowledgeLimits } from '@ditto/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/api-context.tsx';
import { invalidateKnowledge } from '../../lib/knowledge-cache.ts';

/** Marks what a change of knowledge made out of date (`invalidateKnowledge`). */
export function useKnowledgeChanged() {
  const queryClient = useQueryClient();
  return (change: 'added' | 'changed') => invalidateKnowledge(queryClient, change);
}

/** Creates a note, or saves an edited entry; the form shows errors itself, keeping what was typed. */
export function useSaveKnowledgeEntry() {
  const api = useApi();
  const knowledgeChanged = useKnowledgeChanged();
  return useMutation<KnowledgeEntry, Error, { id?: string; input: KnowledgeEntryInput }>({
    mutationFn: ({ id, input }) =>
      id ? api.updateKnowledgeEntry(id, input) : api.createKnowledgeEntry(input),
    meta: { toastOnError: false },
    onSuccess: (_entry, { id }) => knowledgeChanged(id ? 'changed' : 'added'),
  });
}

export function useDeleteKnowledgeEntry() {
  const api = useApi();
  const knowledgeChanged = useKnowledgeChanged();
  return useMutation<void, Error, Pick<KnowledgeEntry, 'id' | 'title'>>({
    mutationFn: (entry) => api.deleteKnowledgeEntry(entry.id),
    meta: { errorTitle: 'Could not delete the entry' },
    onSuccess: () => knowledgeChanged('changed'),
  });
}

/** The outcome of importing files: entries made, and one error per file refused (here or by the server). */
export interface ImportOutcome {
  created: KnowledgeEntry[];
  errors: ImportFileError[];
}

/** Files refused before sending (wrong type, too large, empty), judged like the server judges them. */
export function precheckImport(files: readonly File[]): { accepted: File[]; refused: ImportFileError[] } {
  const accepted: File[] = [];
  const refused: ImportFileError[] = [];
  for (const file of files) {
    const problem = importFileProblem(file);
    if (problem)
      refused.push({ fileName: file.name, code: problem, message: importFileErrorMessages[problem] });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** Imports .txt/.md files, `importFilesMax` at a time; a bad file never stops the others. */
export function useImportKnowledge() {
  const api = useApi();
  const knowledgeChanged = useKnowledgeChanged();
  return useMutation<ImportOutcome, Error, File[]>({
    mutationFn: async (files) => {
      const { accepted, refused } = precheckImport(files);
      const outcome: ImportOutcome = { created: [], errors: refused };
      for (let start = 0; start < accepted.length; start += knowledgeLimits.importFilesMax) {
        const batch = accepted.slice(start, start + knowledgeLimits.importFilesMax);
        const result: KnowledgeImportResponse = await api.importKnowledge(batch);
        outcome.created.push(...result.created);
        outcome.errors.push(...result.errors);
      }
      return outcome;
    },
    meta: { errorTitle: 'Import failed' },
    onSuccess: (outcome) => {
      if (outcome.created.length > 0) void knowledgeChanged('added');
    },
  });
}
