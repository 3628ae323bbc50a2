/**
 * An owner's paragraph vectors as the encoder's worker threads read them: views on shared memory, no copy. A view is
 * of one `version` of the store; a scan of another version is not used (`VectorStore.scan`).
 */
export interface SharedVectors {
  /** `slots × dimensions` floats, slot by slot. */
  data: Float32Array;
  /** Each slot's row (its entry), or -1 when the slot is free. */
  slotRow: Int32Array;
  /** Each slot's paragraph position in its entry. */
  slotParagraph: Int32Array;
  slots: number;
  rows: number;
  dimensions: number;
  version: number;
}

/** Each row's best cosine with `query`, and which paragraph gave it, for one `version` of the store. */
export interface RowCosines {
  version: number;
  query: Float32Array;
  cosine: Float32Array;
  paragraph: Int32Array;
}

export function scanRows(vectors: SharedVectors, query: Float32Array): RowCosines;

export function dotAt(data: Float32Array, offset: number, query: Float32Array, length: number): number;
