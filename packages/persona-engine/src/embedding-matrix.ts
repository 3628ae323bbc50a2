/** Leading dimensions the rough first pass of `closest` scores (`roughShortlist` is written out for exactly 16). */
const roughDimensions = 16;
/** Rows the rough pass shortlists for each one asked for. */
const shortlistFactor = 8;

/**
 * Unit-length embeddings of many items in one contiguous Float32Array, so that finding the closest ones to a query
 * is a tight loop over memory; their leading dimensions are also kept apart, packed, for the rough first pass.
 */
export class EmbeddingMatrix {
  private values: Float32Array;
  private leading: Float32Array;
  private ids: string[] = [];
  private readonly rowOf = new Map<string, number>();
  private readonly roughDimensions: number;
  /** Scratch space for the rough pass's scores, one per row. */
  private roughScores = new Float32Array(0);

  constructor(private readonly dimensions: number) {
    this.roughDimensions = Math.min(roughDimensions, dimensions);
    this.values = new Float32Array(dimensions * 64);
    this.leading = new Float32Array(this.roughDimensions * 64);
  }

  get size(): number {
    return this.ids.length;
  }

  get(id: string): Float32Array | undefined {
    const row = this.rowOf.get(id);
    return row === undefined
      ? undefined
      : this.values.subarray(row * this.dimensions, (row + 1) * this.dimensions);
  }

  set(id: string, embedding: Float32Array): void {
    let row = this.rowOf.get(id);
    if (row === undefined) {
      row = this.ids.length;
      if ((row + 1) * this.dimensions > this.values.length) this.grow();
      this.ids.push(id);
      this.rowOf.set(id, row);
    }
    this.values.set(embedding, row * this.dimensions);
    this.leading.set(embedding.subarray(0, this.roughDimensions), row * this.roughDimensions);
  }

  /** Removes an item by moving the last row into its place. */
  delete(id: string): void {
    const row = this.rowOf.get(id);
    if (row === undefined) return;
    const last = this.ids.length - 1;
    const lastId = this.ids[last];
    if (row !== last && lastId !== undefined) {
      this.values.copyWithin(row * this.dimensions, last * this.dimensions, (last + 1) * this.dimensions);
      const rough = this.roughDimensions;
      this.leading.copyWithin(row * rough, last * rough, (last + 1) * rough);
      this.ids[row] = lastId;
      this.rowOf.set(lastId, row);
    }
    this.ids.pop();
    this.rowOf.delete(id);
  }

  /**
   * The ids of the `count` items with the highest cosine to `query` (a unit vector), most similar first. On a large
   * matrix a rough first pass over the leading dimensions shortlists candidates and only those are scored in full:
   * embeddings made from the package's word vectors carry most of their variance there (`build-word-vectors.ts`).
   */
  closest(query: Float32Array, count: number): string[] {
    if (count <= 0 || this.size === 0) return [];
    const shortlistSize = count * shortlistFactor;
    const rows =
      this.size > shortlistSize * 4 && this.dimensions > this.roughDimensions
        ? this.roughShortlist(query, shortlistSize)
        : undefined;
    return this.best(query, rows, this.values, this.dimensions, count).map((row) => this.ids[row] as string);
  }

  /**
   * The `count` rows whose leading dimensions best match the query's. This pass runs over every row, so it is
   * written for speed: exactly `roughDimensions` (16) products with the query's values in locals, into a scratch
   * array, and no call in that loop (a call there makes the engine keep the locals in memory: 2.5 times slower).
   */
  private roughShortlist(query: Float32Array, count: number): number[] {
    const v = this.leading;
    const size = this.size;
    if (this.roughScores.length < size)
      this.roughScores = new Float32Array(this.values.length / this.dimensions);
    const scores = this.roughScores;
    const [q0, q1, q2, q3, q4, q5, q6, q7, q8, q9, q10, q11, q12, q13, q14, q15] =
      query as unknown as number[];
    for (let row = 0, o = 0; row < size; row++, o += roughDimensions) {
      scores[row] =
        (v[o] as number) * (q0 as number) +
        (v[o + 1] as number) * (q1 as number) +
        (v[o + 2] as number) * (q2 as number) +
        (v[o + 3] as number) * (q3 as number) +
        (v[o + 4] as number) * (q4 as number) +
        (v[o + 5] as number) * (q5 as number) +
        (v[o + 6] as number) * (q6 as number) +
        (v[o + 7] as number) * (q7 as number) +
        (v[o + 8] as number) * (q8 as number) +
        (v[o + 9] as number) * (q9 as number) +
        (v[o + 10] as number) * (q10 as number) +
        (v[o + 11] as number) * (q11 as number) +
        (v[o + 12] as number) * (q12 as number) +
        (v[o + 13] as number) * (q13 as number) +
        (v[o + 14] as number) * (q14 as number) +
        (v[o + 15] as number) * (q15 as number);
    }
    const heap = new MinHeap(count);
    let floor = Number.NEGATIVE_INFINITY;
    for (let row = 0; row < size; row++) {
      const score = scores[row] as number;
      if (score > floor) floor = heap.offer(row, score);
    }
    return heap.drainHighestFirst();
  }

  /**
   * The `count` rows among `rows` (all when undefined) with the highest dot product with `query` over the first
   * `dimensions`, each row being that many `values`; highest first. A min-heap keeps the best so far.
   */
  private best(
    query: Float32Array,
    rows: number[] | undefined,
    values: Float32Array,
    dimensions: number,
    count: number,
  ): number[] {
    const heap = new MinHeap(count);
    const total = rows ? rows.length : this.size;
    for (let k = 0; k < total; k++) {
      const row = rows ? (rows[k] as number) : k;
      const offset = row * dimensions;
      let dot = 0;
      for (let i = 0; i < dimensions; i++) dot += (values[offset + i] as number) * (query[i] as number);
      heap.offer(row, dot);
    }
    return heap.drainHighestFirst();
  }

  private grow(): void {
    const larger = new Float32Array(this.values.length * 2);
    larger.set(this.values);
    this.values = larger;
    const leading = new Float32Array(this.leading.length * 2);
    leading.set(this.leading);
    this.leading = leading;
  }
}

/** A bounded min-heap of (item, score) in typed arrays: keeps the `capacity` highest-scored items offered. */
class MinHeap {
  private readonly items: Int32Array;
  private readonly scores: Float64Array;
  private length = 0;

  constructor(private readonly capacity: number) {
    this.items = new Int32Array(capacity);
    this.scores = new Float64Array(capacity);
  }

  /** Offers (item, score); returns the lowest score an offer must beat from now on. */
  offer(item: number, score: number): number {
    if (this.length < this.capacity) {
      let at = this.length++;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if ((this.scores[parent] as number) <= score) break;
        this.move(parent, at);
        at = parent;
      }
      this.place(at, item, score);
    } else if (score > (this.scores[0] as number)) {
      this.siftDown(item, score, this.length);
    }
    return this.length < this.capacity ? Number.NEGATIVE_INFINITY : (this.scores[0] as number);
  }

  /** Empties the heap, returning its items from the highest score to the lowest. */
  drainHighestFirst(): number[] {
    const ordered: number[] = new Array(this.length);
    while (this.length > 0) {
      ordered[this.length - 1] = this.items[0] as number;
      const last = --this.length;
      this.siftDown(this.items[last] as number, this.scores[last] as number, last);
    }
    return ordered;
  }

  /** Puts (item, score) at the root and moves it down within the first `length` places. */
  private siftDown(item: number, score: number, length: number): void {
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= length) break;
      const right = left + 1;
      const child =
        right < length && (this.scores[right] as number) < (this.scores[left] as number) ? right : left;
      if ((this.scores[child] as number) >= score) break;
      this.move(child, at);
      at = child;
    }
    this.place(at, item, score);
  }

  private move(from: number, to: number): void {
    this.items[to] = this.items[from] as number;
    this.scores[to] = this.scores[from] as number;
  }

  private place(at: number, item: number, score: number): void {
    this.items[at] = item;
    this.scores[at] = score;
  }
}
