import { afterAll, describe, expect, it } from 'vitest';
import { testEncoder, withVectors } from '../testing/encoder.ts';
import { note } from '../testing/notes.ts';
import { createPooledEncoder } from './encoder-pool.ts';
import { createKnowledgeIndex } from './knowledge-index.ts';
import { scanRows } from './vector-scan.mjs';

const pool = createPooledEncoder();
afterAll(() => pool.close());

describe('createPooledEncoder', () => {
  it('embeds in a worker thread as the model does in this one', async () => {
    const texts = ['I grew up in Valparaíso.', 'My sister is a nurse.'];
    const [pooled, local] = await Promise.all([pool.embed(texts), testEncoder.embed(texts)]);
    expect(pooled).toHaveLength(2);
    pooled.forEach((vector, i) => {
      expect(vector).toHaveLength(512);
      for (let d = 0; d < 512; d += 64) expect(vector[d]).toBeCloseTo(local[i]?.[d] ?? Number.NaN, 5);
    });
  });

  it("scans an index's shared vectors in the worker, and the search ranks by that scan", async () => {
    const index = createKnowledgeIndex(
      await withVectors([
        note('sister', 'My sister', 'Ana is a nurse in Santiago.'),
        note('sailing', 'Sailing', 'I learned to sail at twelve.\n\nMy uncle taught me on his boat.'),
        note('food', 'Food', 'Pasta every Friday.'),
      ]),
    );
    const question = 'Who taught you to sail?';
    const { vector, scan } = await pool.embedAndScan(question, index.sharedVectors);
    expect(scan.version).toBe(index.sharedVectors.version);
    const here = scanRows(index.sharedVectors, vector);
    expect([...scan.paragraph]).toEqual([...here.paragraph]);
    expect(scan.cosine).toHaveLength(3);
    for (const [row, cosine] of scan.cosine.entries()) expect(cosine).toBeCloseTo(here.cosine[row] ?? 0, 6);
    scan.cosine.fill(0);
    scan.cosine[2] = 1; // the worker's scan is the one the search uses: here it puts "food" first
    const hits = index.search(question, { questionVector: vector, questionScan: scan });
    expect(hits[0]?.entryId).toBe('food');
  });
});
