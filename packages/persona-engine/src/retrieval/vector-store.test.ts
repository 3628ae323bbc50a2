import { describe, expect, it } from 'vitest';
import { toUnit } from './encoder.ts';
import { scanRows } from './vector-scan.mjs';
import { type Scan, VectorStore } from './vector-store.ts';

const v = (...values: number[]) => toUnit(values);
/** The scan as a map: entry → best cosine and paragraph. */
const byEntry = ({ entryIds, cosine, paragraph }: Scan) =>
  new Map(
    entryIds.flatMap((id, row) =>
      id === undefined ? [] : [[id, { cosine: cosine[row], paragraph: paragraph[row] }]],
    ),
  );

describe('VectorStore', () => {
  it('gives each entry its best paragraph cosine, and which paragraph', () => {
    const store = new VectorStore(3);
    store.set('a', [v(1, 0, 0), v(0, 1, 0)]);
    store.set('b', [v(0, 0, 1)]);
    const best = byEntry(store.scan(v(0, 1, 0)));
    expect(best.get('a')).toEqual({ cosine: 1, paragraph: 1 });
    expect(best.get('b')?.cosine).toBeCloseTo(0);
  });

  it('replaces, deletes and reuses slots and rows as it grows past its first capacity', () => {
    const store = new VectorStore(2);
    for (let i = 0; i < 200; i++) store.set(`e${i}`, [v(1, i)]);
    store.set('e5', [v(0, 1)]);
    store.delete('e6');
    store.set('new', [v(-1, 0)]);
    const best = byEntry(store.scan(v(0, 1)));
    expect(best.size).toBe(200);
    expect(best.has('e6')).toBe(false);
    expect(best.get('e5')?.cosine).toBeCloseTo(1);
    expect(best.get('new')?.cosine).toBeCloseTo(0);
    expect(store.has('e6')).toBe(false);
  });

  it('uses a scan of its shared vectors done elsewhere: for this query, until the store changes', () => {
    const store = new VectorStore(2);
    store.set('a', [v(1, 0)]);
    const query = v(1, 0);
    const scanned = scanRows(store.shared, query);
    expect(scanned.cosine[0]).toBeCloseTo(1);
    scanned.cosine[0] = 0.5; // marks the scan as the one used
    expect(byEntry(store.scan(query, scanned)).get('a')?.cosine).toBe(0.5);
    expect(byEntry(store.scan(v(1, 0), scanned)).get('a')?.cosine).toBeCloseTo(1); // another query
    const other = new VectorStore(2);
    other.set('z', [v(1, 0)]);
    expect(byEntry(other.scan(query, scanned)).get('z')?.cosine).toBeCloseTo(1); // another store
    store.set('a', [v(0, 1)]);
    expect(byEntry(store.scan(query, scanned)).get('a')?.cosine).toBeCloseTo(0); // the store changed
  });

  it('grows into new shared memory and leaves the old as it was, for a scan still reading it', () => {
    const store = new VectorStore(2, 0);
    store.set('a', [v(1, 0), v(0, 1)]);
    const before = store.shared;
    expect(before.data.buffer).toBeInstanceOf(SharedArrayBuffer);
    store.set('b', [v(1, 1)]);
    store.set('a', [v(-1, 0)]);
    const old = scanRows(before, v(1, 0));
    expect([...old.cosine]).toEqual([1]);
    expect([...old.paragraph]).toEqual([0]);
    const now = byEntry(store.scan(v(1, 0)));
    expect(now.get('a')?.cosine).toBeCloseTo(-1);
    expect(now.get('b')?.cosine).toBeCloseTo(Math.SQRT1_2);
  });

  it("gives an entry's cosine with each of its paragraphs, in order", () => {
    const store = new VectorStore(3);
    store.set('a', [v(1, 0, 0), v(0, 1, 0), v(1, 1, 0)]);
    const cosines = store.cosines('a', v(0, 1, 0));
    expect(cosines).toHaveLength(3);
    expect(cosines[0]).toBeCloseTo(0);
    expect(cosines[1]).toBeCloseTo(1);
    expect(cosines[2]).toBeCloseTo(Math.SQRT1_2);
    expect(store.cosines('missing', v(0, 1, 0))).toEqual([]);
  });
});
