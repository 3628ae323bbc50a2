import { defaultVoiceSettings, type VoiceSettings, voiceSettingsSchema } from '@ditto/contract';
import type { Queryable } from '../db/database.ts';

/** The user's saved settings, or the contract's defaults before any are saved. */
export async function findVoiceSettings(db: Queryable, ownerId: string): Promise<VoiceSettings> {
  const [row] = await db.query<{ settings: unknown }>(
    'SELECT settings FROM voice_settings WHERE owner_id = $1',
    [ownerId],
  );
  // Stored settings were valid when saved; a later, stricter schema falls back to the defaults.
  return (row && voiceSettingsSchema.safeParse(row.settings).data) ?? defaultVoiceSettings;
}

export async function saveVoiceSettings(
  db: Queryable,
  ownerId: string,
  settings: VoiceSettings,
): Promise<void> {
  await db.query(
    `INSERT INTO voice_settings (owner_id, settings) VALUES ($1, $2::jsonb)
     ON CONFLICT (owner_id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = now()`,
    [ownerId, JSON.stringify(settings)],
  );
}
