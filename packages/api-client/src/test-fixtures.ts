import type {
  AdminUserDetail,
  AdminUserSummary,
  KnowledgeEntry,
  Message,
  PersonaProfile,
  Profile,
  Share,
  TrainingProgress,
  VoiceSettings,
} from '@ditto/contract';

/** Valid bodies of the contract, for the test servers to answer with. */
export const at = '2026-11-22T10:00:00.000Z';

export const profile: Profile = {
  cognitoId: 'user-1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  organization: null,
  createdAt: at,
  updatedAt: at,
};

export const entry: KnowledgeEntry = {
  id: 'entry-1',
  title: 'Engines',
  content: 'The analytical engine weaves algebraic patterns.',
  source: 'note',
  private: false,
  createdAt: at,
  updatedAt: at,
};

export const personaProfile: PersonaProfile = {
  summary: 'Writes about engines.',
  topics: ['engines'],
  facts: ['Wrote the first program.'],
  style: 'precise',
  sourceCount: 1,
  extractedAt: at,
};

export const progress: TrainingProgress = {
  total: 3,
  embedded: 3,
  pending: 0,
  failed: 0,
  lastError: null,
  changes: 0,
};

export const userMessage: Message = { id: 'm1', role: 'user', content: 'Hi', timestamp: at };
export const reply: Message = {
  id: 'm2',
  role: 'assistant',
  content: 'Hello there, friend.',
  timestamp: at,
  citations: [{ entryId: 'entry-1', title: 'Engines', snippet: 'The analytical engine' }],
};

export const share: Share = {
  id: 'share-1',
  email: 'grace@example.com',
  createdAt: at,
  status: 'pending',
};

export const voiceSettings: VoiceSettings = {
  voiceId: 'voice-1',
  stability: 0.5,
  similarityBoost: 0.75,
  speed: 1,
  provider: 'elevenlabs',
};

export const adminUser: AdminUserSummary = {
  userId: 'user-2',
  email: 'grace@example.com',
  name: 'Grace Hopper',
  enabled: true,
  isAdmin: false,
  status: 'CONFIRMED',
  createdAt: at,
};

export const adminUserDetail: AdminUserDetail = {
  ...adminUser,
  attributes: { email: 'grace@example.com', name: 'Grace Hopper' },
  organization: null,
  updatedAt: at,
  persona: { trained: false, lastTrained: null },
  counts: { knowledgeEntries: 0, personaMessages: 0, lisaMessages: 0, sharesGiven: 0, sharesReceived: 0 },
};
