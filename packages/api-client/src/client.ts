import {
  type AdminUserDetail,
  type AdminUsersQuery,
  type AdminUsersResponse,
  type ChatReplyResponse,
  chatStreamEventSchema,
  errorCodes,
  type Health,
  type KnowledgeEntry,
  type KnowledgeEntryInput,
  type KnowledgeImportResponse,
  type KnowledgeListQuery,
  type KnowledgeListResponse,
  type LisaReplyResponse,
  lisaStreamEventSchema,
  type Message,
  type MessagesQuery,
  type PersonaProfile,
  type PersonaStatus,
  type Profile,
  personaStatusOf,
  type Share,
  type SharedPersona,
  type SharesQuery,
  type SharesResponse,
  type TrainingProgress,
  type TrainPersonaResponse,
  type UpdateAdminUserRequest,
  type UpdateProfileRequest,
  type VoiceSettings,
  type VoiceSettingsResponse,
} from '@ditto/contract';
import { ApiError } from './api-error.ts';
import { type ChatReplyEvent, type LisaReplyEvent, type ReplyStream, streamReply } from './stream.ts';
import { type ApiClientOptions, type CallInput, createTransport, type Transport } from './transport.ts';

export interface SendOptions {
  /** Close the request (or the stream) early; the call then rejects with the signal's abort error. */
  signal?: AbortSignal;
}

/** `send…Message(content)` answers JSON; `send…Message(content, { stream: true })` yields the reply as it comes. */
export interface SendMessage<Reply, Event> {
  (content: string, options?: SendOptions & { stream?: false }): Promise<Reply>;
  (content: string, options: SendOptions & { stream: true }): ReplyStream<Event>;
}

/** A file to import: a `File`, or any `Blob` with the name to give it (its extension decides .txt/.md). */
export type ImportFile = File | { name: string; blob: Blob };

/** One typed method per route of `@ditto/contract`'s route table (method names are the route names). */
export interface ApiClient {
  /** `GET /health` */
  getHealth(): Promise<Health>;
  /** `GET /openapi.json` */
  getOpenApiDocument(): Promise<Record<string, unknown>>;

  /** `GET /profile` */
  getProfile(): Promise<Profile>;
  /** `PATCH /profile`: only the fields given change; an empty organization clears it. */
  updateProfile(changes: UpdateProfileRequest): Promise<Profile>;

  /** `GET /knowledge?search=&cursor=&limit=`: newest first. */
  listKnowledge(query?: KnowledgeListQuery): Promise<KnowledgeListResponse>;
  /** `POST /knowledge` */
  createKnowledgeEntry(entry: KnowledgeEntryInput): Promise<KnowledgeEntry>;
  /** `PUT /knowledge/:id` */
  updateKnowledgeEntry(id: string, entry: KnowledgeEntryInput): Promise<KnowledgeEntry>;
  /** `DELETE /knowledge/:id` */
  deleteKnowledgeEntry(id: string): Promise<void>;
  /** `POST /knowledge/import` (multipart, one `files` part per file): bad files come back in `errors`. */
  importKnowledge(files: readonly ImportFile[]): Promise<KnowledgeImportResponse>;

  /** `GET /persona/profile`: null while the persona is untrained. */
  getPersonaProfile(): Promise<PersonaProfile | null>;
  /** `GET /persona/profile` read as the persona's status (spec §3): trained, and when. */
  getPersonaStatus(): Promise<PersonaStatus>;
  /** `POST /persona/train`: learns the entries not learned yet (waiting up to a minute) and rebuilds the profile. */
  trainPersona(): Promise<TrainPersonaResponse>;
  /** `GET /persona/training`: how many entries are learned (embedded), pending or failed, and why. */
  getTrainingProgress(): Promise<TrainingProgress>;
  /** `GET /persona/messages?before=&limit=`: the newest page (or the one before a message), oldest first. */
  getPersonaMessages(query?: MessagesQuery): Promise<Message[]>;
  /** `POST /persona/messages` */
  sendPersonaMessage: SendMessage<ChatReplyResponse, ChatReplyEvent>;
  /** `DELETE /persona/messages` */
  clearPersonaMessages(): Promise<void>;

  /** `GET /lisa/messages?before=&limit=`: the newest page (or the one before a message), oldest first. */
  getLisaMessages(query?: MessagesQuery): Promise<Message[]>;
  /** `POST /lisa/messages`: the answer may become a knowledge entry (`createdEntry`). */
  sendLisaMessage: SendMessage<LisaReplyResponse, LisaReplyEvent>;
  /** `DELETE /lisa/messages` */
  clearLisaMessages(): Promise<void>;

  /** `GET /sharing/shares?cursor=&limit=`: a page of my shares, newest first. */
  listShares(query?: SharesQuery): Promise<SharesResponse>;
  /** `POST /sharing/shares` */
  createShare(email: string): Promise<Share>;
  /** `DELETE /sharing/shares/:id` (revokes the share) */
  deleteShare(id: string): Promise<void>;
  /** `GET /sharing/personas-shared-with-me` */
  getSharedPersonas(): Promise<SharedPersona[]>;
  /** `GET /sharing/personas/:ownerId/messages?before=&limit=`, paged like `getPersonaMessages`. */
  getSharedPersonaMessages(ownerId: string, query?: MessagesQuery): Promise<Message[]>;
  /** `POST /sharing/personas/:ownerId/messages` */
  sendSharedPersonaMessage(
    ownerId: string,
    content: string,
    options?: SendOptions & { stream?: false },
  ): Promise<ChatReplyResponse>;
  sendSharedPersonaMessage(
    ownerId: string,
    content: string,
    options: SendOptions & { stream: true },
  ): ReplyStream<ChatReplyEvent>;

  /** `GET /voice/settings` */
  getVoiceSettings(): Promise<VoiceSettingsResponse>;
  /** `PUT /voice/settings` */
  updateVoiceSettings(settings: VoiceSettings): Promise<VoiceSettingsResponse>;
  /** `POST /voice/speech`: the audio (`audio/mpeg`); without ElevenLabs an ApiError with code `not_configured`. */
  synthesizeSpeech(text: string, options?: SendOptions): Promise<Blob>;

  /** `GET /admin/users?search=&cursor=&limit=` */
  listAdminUsers(query?: AdminUsersQuery): Promise<AdminUsersResponse>;
  /** `GET /admin/users/:userId` */
  getAdminUser(userId: string): Promise<AdminUserDetail>;
  /** `PATCH /admin/users/:userId` */
  updateAdminUser(userId: string, changes: UpdateAdminUserRequest): Promise<AdminUserDetail>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const t = createTransport(options);
  const getPersonaProfile = async () => (await t.json('getPersonaProfile')).profile;

  return {
    getHealth: () => t.json('getHealth'),
    getOpenApiDocument: () => t.json('getOpenApiDocument'),

    getProfile: () => t.json('getProfile'),
    updateProfile: (changes) => t.json('updateProfile', { body: changes }),

    listKnowledge: (query = {}) => t.json('listKnowledge', { query }),
    createKnowledgeEntry: (entry) => t.json('createKnowledgeEntry', { body: entry }),
    updateKnowledgeEntry: (id, entry) => t.json('updateKnowledgeEntry', { params: { id }, body: entry }),
    deleteKnowledgeEntry: (id) => t.empty('deleteKnowledgeEntry', { params: { id } }),
    importKnowledge: (files) => t.json('importKnowledge', importInput(files)),

    getPersonaProfile,
    getPersonaStatus: async () => personaStatusOf(await getPersonaProfile()),
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
function importInput(files: readonly ImportFile[]): CallInput {
  const asFiles = files.map((file) => (file instanceof File ? file : new File([file.blob], file.name)));
  const formData = new FormData();
  for (const file of asFiles) formData.append('files', file, file.name);
  return { body: { files: asFiles }, formData };
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
