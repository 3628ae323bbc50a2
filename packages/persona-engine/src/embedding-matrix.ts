/**
 * Unit-length embeddings of many items in one contiguous Float32Array, so that finding the closest ones to a query
 * is a tight loop over memory (about 1.5 million multiply-adds for 15,000 paragraphs).
 */
/** Leading dimensions the rough first pass of `closest` scores. */
const roughDimensions = 16;
/** Rows the rough pass shortlists for each one asked for. */
const shortlistFactor = 8;

export class EmbeddingMatrix {
  private values: Float32Array;
  private ids: string[] = [];
  private readonly rowOf = new Map<string, number>();

  constructor(private readonly dimensions: number) {
    this.values = new Float32Array(dimensions * 64);
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
  }

  /** Removes an item by moving the last row into its place. */
  delete(id: string): void {
    const row = this.rowOf.get(id);
    if (row === undefined) return;
    const last = this.ids.length - 1;
    const lastId = this.ids[last];
    if (row !== last && lastId !== undefined) {
      this.values.copyWithin(row * this.dimensions, last * this.dimensions, (last + 1) * this.dimensions);
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
      this.size > shortlistSize * 4 && this.dimensions > roughDimensions
        ? this.best(query, undefined, roughDimensions, shortlistSize)
        : undefined;
    return this.best(query, rows, this.dimensions, count).map((row) => this.ids[row] as string);
  }

  /**
   * The `count` rows among `rows` (all when undefined) with the highest dot product with `query` over its first
   * `dimensions`.
   */
  private best(query: Float32Array, rows: number[] | undefined, dimensions: number, count: number): number[] {
    const { values } = this;
    // Ascending by score, so the lowest of the kept is first to go.
    const keptRows: number[] = [];
    const keptScores: number[] = [];
    const total = rows ? rows.length : this.size;
    for (let k = 0; k < total; k++) {
      const row = rows ? (rows[k] as number) : k;
      const offset = row * this.dimensions;
      let dot = 0;
      for (let i = 0; i < dimensions; i++) dot += (values[offset + i] as number) * (query[i] as number);
      if (keptRows.length === count && dot <= (keptScores[0] as number)) continue;
      let at = keptScores.length;
      while (at > 0 && (keptScores[at - 1] as number) > dot) at--;
      keptRows.splice(at, 0, row);
      keptScores.splice(at, 0, dot);
      if (keptRows.length > count) {
        keptRows.shift();
        keptScores.shift();
      }
    }
    return keptRows.reverse();
  }

  private grow(): void {
    const larger = new Float32Array(this.values.length * 2);
    larger.set(this.values);
    this.values = larger;
  }
}
