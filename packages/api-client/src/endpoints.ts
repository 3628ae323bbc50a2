import { chatStreamEventSchema, errorCodes, lisaStreamEventSchema, personaStatusOf } from '@ditto/contract';
import { ApiError } from './api-error.ts';
import type { ApiClient, ImportFile, SendMessage, SendOptions } from './api-types.ts';
import { type ReplyStream, streamReply } from './stream.ts';
import { type ApiClientOptions, type CallInput, createTransport, type Transport } from './transport.ts';

/** The client's workings, loaded by `createApiClient` on the first call: one method per route of the contract. */
export function createEndpoints(options: ApiClientOptions): ApiClient {
  const t = createTransport(options);
  const getPersonaProfile = async () => (await t.json('getPersonaProfile')).profile;

  return {
    preload: async () => {},
    getHealth: () => t.json('getHealth'),
    getReady: () => t.json('getReady'),
    getOpenApiDocument: () => t.json('getOpenApiDocument'),

    getProfile: () => t.json('getProfile'),
    updateProfile: (changes) => t.json('updateProfile', { body: changes }),

    listKnowledge: (query = {}) => t.json('listKnowledge', { query }),
    createKnowledgeEntry: (entry) => t.json('createKnowledgeEntry', { body: entry }),
    updateKnowledgeEntry: (id, entry) => t.json('updateKnowledgeEntry', { params: { id }, body: entry }),
    deleteKnowledgeEntry: (id) => t.empty('deleteKnowledgeEntry', { params: { id } }),
    importKnowledge: (files, options) => t.json('importKnowledge', importInput(files, options?.private)),

    getPersonaProfile,
    getPersonaStatus: async () => {
      const { profile, activity } = await t.json('getPersonaProfile');
      return personaStatusOf(profile, activity);
    },
    trainPersona: () => t.json('trainPersona'),
    getTrainingProgress: () => t.json('getTrainingProgress'),
    getPersonaMessages: async (query = {}) => (await t.json('getPersonaMessages', { query })).messages,
    sendPersonaMessage: sender(
      (input) => t.json('sendPersonaMessage', input),
      (input) => streamReply(t, 'sendPersonaMessage', chatStreamEventSchema, input),
    ),
    clearPersonaMessages: () => t.empty('clearPersonaMessages'),

    getLisaMessages: async (query = {}) => (await t.json('getLisaMessages', { query })).messages,
    sendLisaMessage: sender(
      (input) => t.json('sendLisaMessage', input),
      (input) => streamReply(t, 'sendLisaMessage', lisaStreamEventSchema, input),
    ),
    clearLisaMessages: () => t.empty('clearLisaMessages'),

    listShares: (query = {}) => t.json('listShares', { query }),
    createShare: (email) => t.json('createShare', { body: { email } }),
    deleteShare: (id) => t.empty('deleteShare', { params: { id } }),
    getSharedPersonas: async () => (await t.json('getSharedPersonas')).sharedPersonas,
    getSharedPersonaMessages: async (ownerId, query = {}) =>
      (await t.json('getSharedPersonaMessages', { params: { ownerId }, query })).messages,
    // The overloads of the interface pick the result type by `stream`.
    sendSharedPersonaMessage: ((ownerId: string, content: string, flags?: SendFlags) =>
      dispatch(
        content,
        flags,
        (input) => t.json('sendSharedPersonaMessage', { ...input, params: { ownerId } }),
        (input) =>
          streamReply(t, 'sendSharedPersonaMessage', chatStreamEventSchema, {
            ...input,
            params: { ownerId },
          }),
      )) as ApiClient['sendSharedPersonaMessage'],

    getVoiceSettings: () => t.json('getVoiceSettings'),
    updateVoiceSettings: (settings) => t.json('updateVoiceSettings', { body: settings }),
    synthesizeSpeech: (text, { signal } = {}) => synthesizeSpeech(t, text, signal),

    listAdminUsers: (query = {}) => t.json('listAdminUsers', { query }),
    getAdminUser: (userId) => t.json('getAdminUser', { params: { userId } }),
    updateAdminUser: (userId, changes) => t.json('updateAdminUser', { params: { userId }, body: changes }),
  };
}

type SendFlags = SendOptions & { stream?: boolean };

/** One `send…Message` over its JSON and its streaming call (the overloads pick the result type by `stream`). */
function sender<Reply, Event>(
  json: (input: CallInput) => Promise<Reply>,
  stream: (input: CallInput) => ReplyStream<Event>,
): SendMessage<Reply, Event> {
  return ((content: string, flags?: SendFlags) => dispatch(content, flags, json, stream)) as SendMessage<
    Reply,
    Event
  >;
}

function dispatch<Reply, Event>(
  content: string,
  flags: SendFlags = {},
  json: (input: CallInput) => Promise<Reply>,
  stream: (input: CallInput) => ReplyStream<Event>,
): Promise<Reply> | ReplyStream<Event> {
  const input: CallInput = { body: { content }, ...(flags.signal ? { signal: flags.signal } : {}) };
  return flags.stream ? stream(input) : json(input);
}

/** The multipart body of an import; the contract checks the file count before anything is sent. */
function importInput(files: readonly ImportFile[], isPrivate?: boolean): CallInput {
  const asFiles = files.map((file) => (file instanceof File ? file : new File([file.blob], file.name)));
  const formData = new FormData();
  for (const file of asFiles) formData.append('files', file, file.name);
  // Left out, the server reads each file's own words to decide.
  const marked = isPrivate === undefined ? {} : { private: String(isPrivate) as 'true' | 'false' };
  if (marked.private) formData.append('private', marked.private);
  return { body: { files: asFiles, ...marked }, formData };
}

/** `not_configured` is what a 501 of this route means, whether or not the body says so. */
async function synthesizeSpeech(t: Transport, text: string, signal?: AbortSignal): Promise<Blob> {
  try {
    return await t.binary('synthesizeSpeech', 'audio/', { body: { text }, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 501 || error.code) throw error;
    throw new ApiError(error.message, {
      status: 501,
      code: errorCodes.notConfigured,
      response: error.response,
      originalError: error.originalError,
    });
  }
}
