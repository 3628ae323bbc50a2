/** Per-attempt timeout of a call until the response headers arrive (the product's rule: 30 seconds). */
export const DEFAULT_TIMEOUT_MS = 30_000;
