/**
 * The API as a child process of the soak and fault scripts (`fork` with `--import tsx`): `startApiServer` with the
 * options of `DITTO_API_OPTIONS` (JSON; unlike `src/main.ts` it can raise the rate limits). Tells the parent its URL
 * over IPC, and stops cleanly on SIGTERM (as `src/main.ts` does). The persona reply provider comes from the environment: the parent leaves
 * `LLM_*` unset, so it is the embedded (local) one.
 */
import { type ApiServerOptions, startApiServer } from '../src/index.ts';
import { stopOnSignals } from '../src/server.ts';

const raw = process.env.DITTO_API_OPTIONS;
if (!raw) throw new Error('DITTO_API_OPTIONS is not set');
const server = await startApiServer(JSON.parse(raw) as ApiServerOptions);
process.send?.({ url: server.url });

stopOnSignals(server);
