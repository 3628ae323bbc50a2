import { apiErrorBodySchema, defaultVoiceSettings, voiceSettingsResponseSchema } from '@ditto/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { log } from '../log.ts';
import { type ApiStack, startApiStack, type TestUser } from '../test-support/api-stack.ts';
import { FAKE_AUDIO, type FakeElevenLabs, startFakeElevenLabs } from '../test-support/fake-elevenlabs.ts';
import { pgliteServerDatabases, serverDatabaseFactories } from '../test-support/server-databases.ts';
import { ELEVENLABS_DEFAULT_VOICE_ID } from './elevenlabs.ts';

const API_KEY = 'test-elevenlabs-key';

describe.each(serverDatabaseFactories())(
  'voice endpoints with ElevenLabs configured, on $kind',
  (factory) => {
    let stack: ApiStack;
    let elevenLabs: FakeElevenLabs;
    let user: TestUser;

    beforeAll(async () => {
      elevenLabs = await startFakeElevenLabs(API_KEY);
      stack = await startApiStack(factory, { elevenLabs: { apiKey: API_KEY, baseUrl: elevenLabs.baseUrl } });
      user = await stack.createUser('voice@example.com');
    });
    afterAll(async () => {
      await stack?.stop();
      await elevenLabs?.stop();
    });

    it('gives the defaults, saves settings per user and reads them back', async () => {
      const initial = voiceSettingsResponseSchema.parse(
        await (await stack.call('GET', '/voice/settings', user)).json(),
      );
      expect(initial).toEqual({ settings: defaultVoiceSettings, elevenLabsConfigured: true });
      const settings = {
        voiceId: ' voice-42 ',
        stability: 0.3,
        similarityBoost: 0.9,
        speed: 1.1,
        provider: 'elevenlabs',
      };
      const saved = await stack.call('PUT', '/voice/settings', user, settings);
      expect(saved.status).toBe(200);
      const expected = { settings: { ...settings, voiceId: 'voice-42' }, elevenLabsConfigured: true };
      expect(await saved.json()).toEqual(expected);
      expect(await (await stack.call('GET', '/voice/settings', user)).json()).toEqual(expected);
      const other = await stack.createUser('voice-other@example.com');
      const otherSettings = await (await stack.call('GET', '/voice/settings', other)).json();
      expect(voiceSettingsResponseSchema.parse(otherSettings).settings).toEqual(defaultVoiceSettings);
    });

    it('answers 400 naming out-of-range settings', async () => {
      const response = await stack.call('PUT', '/voice/settings', user, {
        ...defaultVoiceSettings,
        speed: 2,
        stability: -1,
        provider: 'robot',
      });
      expect(response.status).toBe(400);
      const { error } = apiErrorBodySchema.parse(await response.json());
      expect(Object.keys(error.fields ?? {}).sort()).toEqual(['provider', 'speed', 'stability']);
    });

    it("speaks through ElevenLabs with the user's settings and key, answering audio/mpeg", async () => {
      const fresh = await stack.createUser('speaker@example.com');
      const response = await stack.call('POST', '/voice/speech', fresh, { text: ' Hello there ' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('audio/mpeg');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(FAKE_AUDIO);
      const sent = elevenLabs.requests.at(-1);
      expect(sent?.url).toBe(`/v1/text-to-speech/${ELEVENLABS_DEFAULT_VOICE_ID}?output_format=mp3_44100_128`);
      expect(sent?.headers['xi-api-key']).toBe(API_KEY);
      expect(sent?.body).toMatchObject({
        text: 'Hello there',
        voice_settings: { stability: 0.5, similarity_boost: 0.75, speed: 1 },
      });
    });

    it('answers 502 provider_failed when ElevenLabs fails, without logging the key', async () => {
      const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined);
      elevenLabs.answerWith(500);
      try {
        const response = await stack.call('POST', '/voice/speech', user, { text: 'Hi' });
        expect(response.status).toBe(502);
        expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe('provider_failed');
        expect(JSON.stringify(logged.mock.calls)).not.toContain(API_KEY);
      } finally {
        elevenLabs.answerWith(200);
      }
    });

    it('answers 400 to empty or too long text', async () => {
      expect((await stack.call('POST', '/voice/speech', user, { text: '  ' })).status).toBe(400);
      expect((await stack.call('POST', '/voice/speech', user, { text: 'a'.repeat(5001) })).status).toBe(400);
    });
  },
);

describe('voice endpoints without ElevenLabs', () => {
  let stack: ApiStack;

  beforeAll(async () => {
    stack = await startApiStack(pgliteServerDatabases);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('answers 501 not_configured with a clear message, and says so in the settings', async () => {
    const user = await stack.createUser('no-voice@example.com');
    const response = await stack.call('POST', '/voice/speech', user, { text: 'Hello' });
    expect(response.status).toBe(501);
    const { error } = apiErrorBodySchema.parse(await response.json());
    expect(error).toEqual({
      code: 'not_configured',
      message:
        'Speech synthesis is not configured on this server (no ELEVENLABS_API_KEY); use the browser voice.',
    });
    const settings = await (await stack.call('GET', '/voice/settings', user)).json();
    expect(settings).toMatchObject({ elevenLabsConfigured: false });
  });
});
