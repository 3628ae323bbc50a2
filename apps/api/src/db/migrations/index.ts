import { sql as createProfiles } from './0001_create_profiles.ts';
import { sql as createKnowledgeEntries } from './0002_create_knowledge_entries.ts';
import { sql as knowledgeSearchIndex } from './0003_knowledge_search_index.ts';
import { sql as createShares } from './0004_create_shares.ts';
import { sql as createVoiceSettings } from './0005_create_voice_settings.ts';
import { sql as createPersonaProfiles } from './0006_create_persona_profiles.ts';
import { sql as createMessages } from './0007_create_messages.ts';
import { sql as knowledgeEmbeddings } from './0008_knowledge_embeddings.ts';
import { sql as rateLimits } from './0009_rate_limits.ts';
import { sql as messagesSavedEntry } from './0010_messages_saved_entry.ts';
import { sql as personaLearning } from './0011_persona_learning.ts';
import { sql as idempotencyKeys } from './0012_idempotency_keys.ts';
import { sql as messagesSavedEntries } from './0013_messages_saved_entries.ts';
import { sql as knowledgePrivate } from './0014_knowledge_private.ts';
import { sql as personaProfilePrivate } from './0015_persona_profile_private.ts';

export type Migration = { readonly id: string; readonly sql: string };

/**
 * Every migration, oldest first. TS string modules rather than `.sql` files so that the esbuild bundle carries
 * them. Never edit an applied migration: add the next one.
 */
export const migrations: readonly Migration[] = [
  { id: '0001_create_profiles', sql: createProfiles },
  { id: '0002_create_knowledge_entries', sql: createKnowledgeEntries },
  { id: '0003_knowledge_search_index', sql: knowledgeSearchIndex },
  { id: '0004_create_shares', sql: createShares },
  { id: '0005_create_voice_settings', sql: createVoiceSettings },
  { id: '0006_create_persona_profiles', sql: createPersonaProfiles },
  { id: '0007_create_messages', sql: createMessages },
  { id: '0008_knowledge_embeddings', sql: knowledgeEmbeddings },
  { id: '0009_rate_limits', sql: rateLimits },
  { id: '0010_messages_saved_entry', sql: messagesSavedEntry },
  { id: '0011_persona_learning', sql: personaLearning },
  { id: '0012_idempotency_keys', sql: idempotencyKeys },
  { id: '0013_messages_saved_entries', sql: messagesSavedEntries },
  { id: '0014_knowledge_private', sql: knowledgePrivate },
  { id: '0015_persona_profile_private', sql: personaProfilePrivate },
];
