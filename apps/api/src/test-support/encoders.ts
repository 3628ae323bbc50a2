import { createPooledEncoder, type PooledEncoder } from '@ditto/persona-engine';

let shared: { messages: PooledEncoder; entries: PooledEncoder } | undefined;

/**
 * The sentence encoders of every API a test process starts, as `startApiServer`'s `encoders`: one thread for chat
 * messages and one for entries, as the server makes. Loading the model costs about 1.5 s of CPU per thread, and the
 * test files of a worker share its modules, so the suites load it twice per worker instead of twice per API.
 */
export function sharedTestEncoders(): { messages: PooledEncoder; entries: PooledEncoder } {
  shared ??= { messages: createPooledEncoder(), entries: createPooledEncoder() };
  return shared;
}
