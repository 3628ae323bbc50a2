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
  MessagesQuery,
  PersonaActivity,
  PersonaProfile,
  PersonaStatus,
  Profile,
  Ready,
  Share,
  SharedPersona,
  ShareStatus,
  SharesQuery,
  SharesResponse,
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
export { DEFAULT_TIMEOUT_MS, WRITE_RETRY_DELAY_MS } from './defaults.ts';
export type { ChatReplyEvent, LisaReplyEvent, ReplyEvent, ReplyStream } from './stream.ts';
export type { GetAccessToken } from './token-refresh.ts';
export type { ApiClientOptions } from './transport.ts';
