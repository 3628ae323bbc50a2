import { errorCodes } from '../errors.ts';
import { binaryResponse, defineRoute, errorResponse, type RouteDefinition } from '../route-definition.ts';
import { speechRequestSchema, voiceSettingsResponseSchema, voiceSettingsSchema } from '../voice.ts';

/** Voice settings and speech synthesis (ElevenLabs). */
export const voiceRoutes = {
  getVoiceSettings: defineRoute({
    method: 'get',
    path: '/voice/settings',
    summary: 'My voice-synthesis settings (defaults until saved)',
    auth: 'user',
    responses: { 200: voiceSettingsResponseSchema },
  }),
  updateVoiceSettings: defineRoute({
    method: 'put',
    path: '/voice/settings',
    summary: 'Save my voice-synthesis settings',
    auth: 'user',
    request: { body: voiceSettingsSchema },
    responses: { 200: voiceSettingsResponseSchema },
  }),
  synthesizeSpeech: defineRoute({
    method: 'post',
    path: '/voice/speech',
    summary: 'Speak a text with my settings (ElevenLabs); 501 when not configured',
    auth: 'user',
    request: { body: speechRequestSchema },
    responses: {
      200: binaryResponse('audio/mpeg'),
      501: errorResponse(errorCodes.notConfigured),
      502: errorResponse(errorCodes.providerFailed),
    },
  }),
} as const satisfies Record<string, RouteDefinition>;
