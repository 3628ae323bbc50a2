/** Per-attempt timeout of a call until the response headers arrive (the product's rule: 30 seconds). */
export const DEFAULT_TIMEOUT_MS = 30_000;
/** Wait before a write's one retry after a network error or a gateway's 502/503/504. */
export const WRITE_RETRY_DELAY_MS = 300;
