import type { ApiClient } from './api-types.ts';
import type { ApiClientOptions } from './transport.ts';

export type { ApiClient, ImportFile, SendMessage, SendOptions } from './api-types.ts';

/** Methods that answer a promise; the three `send…Message` may answer a stream instead. */
type SenderName = 'sendPersonaMessage' | 'sendLisaMessage' | 'sendSharedPersonaMessage';
type PromiseMethodName = Exclude<keyof ApiClient, SenderName | 'preload'>;
type AnyMethod = (...args: unknown[]) => unknown;

const PROMISE_METHODS = [
  'getHealth',
  'getReady',
  'getOpenApiDocument',
  'getProfile',
  'updateProfile',
  'listKnowledge',
  'createKnowledgeEntry',
  'updateKnowledgeEntry',
  'deleteKnowledgeEntry',
  'importKnowledge',
  'getPersonaProfile',
  'getPersonaStatus',
  'trainPersona',
  'getTrainingProgress',
  'getPersonaMessages',
  'clearPersonaMessages',
  'getLisaMessages',
  'clearLisaMessages',
  'listShares',
  'createShare',
  'deleteShare',
  'getSharedPersonas',
  'getSharedPersonaMessages',
  'getVoiceSettings',
  'updateVoiceSettings',
  'synthesizeSpeech',
  'listAdminUsers',
  'getAdminUser',
  'updateAdminUser',
] as const satisfies readonly PromiseMethodName[];
// Fails to compile when a method of ApiClient is missing from the list above.
const everyMethodListed: Exclude<PromiseMethodName, (typeof PROMISE_METHODS)[number]> extends never
  ? true
  : never = true;
void everyMethodListed;

/**
 * The client of the product API. Its workings (ky, and the contract's zod schemas that check every request and
 * response) load on the first call: a page that makes no call yet, such as a sign-in form, does not fetch them.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  let loading: Promise<ApiClient> | undefined;
  const load = () => {
    loading ??= import('./endpoints.ts').then(
      (endpoints) => endpoints.createEndpoints(options),
      (error: unknown) => {
        loading = undefined; // offline: the next call tries again
        throw error;
      },
    );
    return loading;
  };
  const later =
    (name: keyof ApiClient) =>
    async (...args: unknown[]) =>
      ((await load())[name] as AnyMethod)(...args);
  // A stream is answered at once; its request starts on the first `next()`, after the workings have loaded.
  const send =
    (name: SenderName) =>
    (...args: unknown[]) => {
      const flags = args.at(-1) as { stream?: boolean } | undefined;
      if (!flags?.stream) return later(name)(...args);
      return (async function* () {
        yield* ((await load())[name] as AnyMethod)(...args) as AsyncGenerator<unknown, void, undefined>;
      })();
    };
  const methods = Object.fromEntries(PROMISE_METHODS.map((name) => [name, later(name)]));
  return {
    ...methods,
    preload: async () => {
      await load();
    },
    sendPersonaMessage: send('sendPersonaMessage'),
    sendLisaMessage: send('sendLisaMessage'),
    sendSharedPersonaMessage: send('sendSharedPersonaMessage'),
  } as unknown as ApiClient;
}
