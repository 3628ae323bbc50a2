// The exact scan over an owner's paragraph vectors, shared by the API's thread (`vector-store.ts`) and the encoder's
// worker threads (`encoder-worker.mjs`), which scan the same shared memory right after embedding a question.
// Plain JavaScript so that a worker started by any Node process can import it.

/**
 * Each row's best cosine with `query` and which paragraph gave it. Rows whose entry has no vectors keep -Infinity.
 * @param {import('./vector-scan.d.mts').SharedVectors} vectors
 * @param {Float32Array} query a unit vector of `vectors.dimensions`
 * @returns {import('./vector-scan.d.mts').RowCosines}
 */
export function scanRows(vectors, query) {
  const { data, slotRow, slotParagraph, slots, rows, dimensions, version } = vectors;
  const cosine = new Float32Array(rows).fill(Number.NEGATIVE_INFINITY);
  const paragraph = new Int32Array(rows);
  for (let slot = 0; slot < slots; slot++) {
    const row = slotRow[slot];
    if (row < 0 || row >= rows) continue;
    const value = dotAt(data, slot * dimensions, query, dimensions);
    if (value > cosine[row]) {
      cosine[row] = value;
      paragraph[row] = slotParagraph[slot];
    }
  }
  return { version, query, cosine, paragraph };
}

/**
 * Dot product of `query` with the vector at `offset`, unrolled four ways (about twice as fast as a plain loop).
 * @param {Float32Array} data
 * @param {number} offset
 * @param {Float32Array} query
 * @param {number} length
 */
export function dotAt(data, offset, query, length) {
  let a = 0;
  let b = 0;
  let c = 0;
  let d = 0;
  let i = 0;
  for (; i + 3 < length; i += 4) {
    a += data[offset + i] * query[i];
    b += data[offset + i + 1] * query[i + 1];
    c += data[offset + i + 2] * query[i + 2];
    d += data[offset + i + 3] * query[i + 3];
  }
  for (; i < length; i++) a += data[offset + i] * query[i];
  return a + b + c + d;
}
