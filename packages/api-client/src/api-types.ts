// The client's public shape, apart from its workings, so that both `client.ts` and `endpoints.ts` can name it.
import type {
  AdminUserDetail,
  AdminUsersQuery,
  AdminUsersResponse,
  ChatReplyResponse,
  Health,
  KnowledgeEntry,
  KnowledgeEntryInput,
  KnowledgeImportResponse,
  KnowledgeListQuery,
  KnowledgeListResponse,
  LisaReplyResponse,
  Message,
  MessagesQuery,
  PersonaProfile,
  PersonaStatus,
  Profile,
  Ready,
  Share,
  SharedPersona,
  SharesQuery,
  SharesResponse,
  TrainingProgress,
  TrainPersonaResponse,
  UpdateAdminUserRequest,
  UpdateProfileRequest,
  VoiceSettings,
  VoiceSettingsResponse,
} from '@ditto/contract';
import type { ChatReplyEvent, LisaReplyEvent, ReplyStream } from './stream.ts';

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
  /** Loads the client's workings now (e.g. while the user signs in), so that the first call need not wait. */
  preload(): Promise<void>;

  /** `GET /health` */
  getHealth(): Promise<Health>;
  /** `GET /ready`: resolves when the replica takes traffic; an ApiError (503) while it does not. */
  getReady(): Promise<Ready>;
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
  /**
   * `POST /knowledge/import` (multipart, one `files` part per file): bad files come back in `errors`. `private`
   * marks every file; left out, each is private when its own words say so.
   */
  importKnowledge(
    files: readonly ImportFile[],
    options?: { private?: boolean },
  ): Promise<KnowledgeImportResponse>;

  /** `GET /persona/profile`: null while the persona is untrained. */
  getPersonaProfile(): Promise<PersonaProfile | null>;
  /**
   * `GET /persona/profile` read as the persona's status: trained, and when (`extractedAt`), with the owner's
   * activity (entries, messages to Lisa and to Ditto) when the server sends it.
   */
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
  /** `POST /lisa/messages`: the answer may become knowledge entries, one per subject told (`createdEntries`). */
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
