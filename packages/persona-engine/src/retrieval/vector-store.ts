import type { Vector } from './encoder.ts';
import { dotAt, type RowCosines, type SharedVectors, scanRows } from './vector-scan.mjs';

export type { RowCosines, SharedVectors };

/** Each stored entry's best cosine with a query, by row (`entryIds[row]`; undefined rows are free). */
export interface Scan {
  entryIds: readonly (string | undefined)[];
  cosine: Float32Array;
  /** Which of the entry's vectors (its paragraph position) gave the best cosine. */
  paragraph: Int32Array;
}

/**
 * Paragraph vectors of one owner packed in growing arrays, scanned exactly (no approximate index): 10,000 entries
 * take about 9 ms. Each entry has a row; slots of removed vectors and rows are reused. The arrays live in
 * shared memory so that the encoder's worker thread can scan them (`shared`) without a copy and off the API's event
 * loop; every change moves `version`, and a scan of an older version is done again here.
 */
export class VectorStore {
  private data: Float32Array;
  private slotRow: Int32Array;
  private slotParagraph: Int32Array;
  private slots = 0;
  private version = nextVersion();
  private readonly freeSlots: number[] = [];
  private readonly rowIds: (string | undefined)[] = [];
  private readonly freeRows: number[] = [];
  private readonly entries = new Map<string, { row: number; slots: number[] }>();

  constructor(
    readonly dimensions: number,
    capacity = 64,
  ) {
    this.data = sharedArray(Float32Array, dimensions * capacity);
    this.slotRow = sharedArray(Int32Array, capacity).fill(-1);
    this.slotParagraph = sharedArray(Int32Array, capacity);
  }

  /** Replaces the vectors of an entry (none: the entry is not searchable by meaning yet). */
  set(entryId: string, vectors: readonly Vector[]): void {
    this.delete(entryId);
    if (vectors.length === 0) return;
    this.version = nextVersion();
    const row = this.freeRows.pop() ?? this.rowIds.length;
    this.rowIds[row] = entryId;
    const slots = vectors.map((vector, paragraph) => {
      const slot = this.freeSlots.pop() ?? this.grow();
      this.data.set(vector.subarray(0, this.dimensions), slot * this.dimensions);
      this.slotRow[slot] = row;
      this.slotParagraph[slot] = paragraph;
      return slot;
    });
    this.entries.set(entryId, { row, slots });
  }

  delete(entryId: string): void {
    const stored = this.entries.get(entryId);
    if (!stored) return;
    this.version = nextVersion();
    for (const slot of stored.slots) {
      this.slotRow[slot] = -1;
      this.freeSlots.push(slot);
    }
    this.rowIds[stored.row] = undefined;
    this.freeRows.push(stored.row);
    this.entries.delete(entryId);
  }

  has(entryId: string): boolean {
    return this.entries.has(entryId);
  }

  /** The vectors as they are now, for a scan in another thread (`scanRows`). */
  get shared(): SharedVectors {
    const { data, slotRow, slotParagraph, slots, dimensions, version } = this;
    return { data, slotRow, slotParagraph, slots, rows: this.rowIds.length, dimensions, version };
  }

  /** The query's cosine with each of an entry's vectors, by paragraph (none: the entry has no vectors). */
  cosines(entryId: string, query: Vector): number[] {
    const { data, dimensions } = this;
    return (this.entries.get(entryId)?.slots ?? []).map((slot) =>
      dotAt(data, slot * dimensions, query, dimensions),
    );
  }

  /**
   * Every entry's best cosine with the query, in flat arrays (no object per entry: this runs on each question).
   * `scanned`, the same scan done in another thread, is used when it is of this query and of the store as it is.
   */
  scan(query: Vector, scanned?: RowCosines): Scan {
    const current = scanned?.version === this.version && scanned.query === query;
    const { cosine, paragraph } = current ? scanned : scanRows(this.shared, query);
    return { entryIds: this.rowIds, cosine, paragraph };
  }

  private grow(): number {
    if (this.slots === this.slotRow.length) {
      // New buffers, the old ones left as they are: a worker may be scanning them.
      const capacity = Math.max(1, this.slots * 2);
      this.data = copyInto(sharedArray(Float32Array, capacity * this.dimensions), this.data);
      this.slotRow = copyInto(sharedArray(Int32Array, capacity).fill(-1), this.slotRow);
      this.slotParagraph = copyInto(sharedArray(Int32Array, capacity), this.slotParagraph);
    }
    return this.slots++;
  }
}

/** Versions are unique across stores too: a scan of another store's vectors never passes for this one's. */
let lastVersion = 0;
const nextVersion = () => ++lastVersion;

function sharedArray<T extends Float32Array | Int32Array>(
  Type: { new (buffer: SharedArrayBuffer): T; BYTES_PER_ELEMENT: number },
  length: number,
): T {
  return new Type(new SharedArrayBuffer(length * Type.BYTES_PER_ELEMENT));
}

function copyInto<T extends Float32Array | Int32Array>(target: T, source: T): T {
  target.set(source);
  return target;
}
