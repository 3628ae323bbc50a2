export type {
  AdminUserDetail,
  AdminUserSummary,
  AdminUsersQuery,
  AdminUsersResponse,
  ChatReplyResponse,
  ChatStreamEvent,
  Citation,
  Health,
  ImportFileError,
  KnowledgeEntry,
  KnowledgeEntryInput,
  KnowledgeImportResponse,
  KnowledgeListQuery,
  KnowledgeListResponse,
  LisaReplyResponse,
  LisaStreamEvent,
  Message,
  PersonaProfile,
  PersonaStatus,
  Profile,
  Share,
  SharedPersona,
  TrainingProgress,
  TrainPersonaResponse,
  UpdateAdminUserRequest,
  UpdateProfileRequest,
  VoiceSettings,
  VoiceSettingsResponse,
} from '@ditto/contract';
export {
  ApiError,
  type ApiErrorDetails,
  apiErrorMessages,
  clientErrorCodes,
  streamInterruptedMessage,
} from './api-error.ts';
export {
  type ApiClient,
  createApiClient,
  type ImportFile,
  type SendMessage,
  type SendOptions,
} from './client.ts';
export type { ChatReplyEvent, LisaReplyEvent, ReplyEvent, ReplyStream } from './stream.ts';
export type { GetAccessToken } from './token-refresh.ts';
export { type ApiClientOptions, DEFAULT_TIMEOUT_MS } from './transport.ts';
