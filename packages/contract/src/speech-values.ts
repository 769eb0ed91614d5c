// The speech endpoints' paths, voices and limits: plain values with no schema, so a page that only
// needs a path or the demo's line does not load zod (the schemas are in speech.ts).
export const SPEECH_PATH = '/api/speech';
export const SPEECH_CAPABILITIES_PATH = `${SPEECH_PATH}/capabilities`;
export const SYNTHESIZE_PATH = `${SPEECH_PATH}/synthesize`;
export const DEMO_SPEECH_PATH = `${SPEECH_PATH}/demo`;
export const TRANSCRIBE_PATH = `${SPEECH_PATH}/transcribe`;
/** Scripted operator lines at immutable addresses: `${SPEECH_AUDIO_PATH}/<sha256 hex>`. */
export const SPEECH_AUDIO_PATH = `${SPEECH_PATH}/audio`;

/** The operator voices the product offers; charlotte is the default (docs/product.md §3). */
export const OPERATOR_VOICES = ['charlotte', 'alice', 'sarah', 'roger'] as const;
export type OperatorVoiceName = (typeof OPERATOR_VOICES)[number];
export const DEFAULT_OPERATOR_VOICE: OperatorVoiceName = 'charlotte';

/** The home page demo's opening line (docs/product.md §2). */
export const DEMO_PROMPT = 'Emergency services, which service do you require?';

export const MAX_SPEECH_TEXT_LENGTH = 600;
export const MAX_DEMO_TEXT_LENGTH = 300;

/** The speech endpoints' refusals; the web falls back to the browser's voice or typed answers. */
export const SPEECH_UNAVAILABLE_MESSAGE = 'Speech is not available on this server';
export const SPEECH_GENERATION_FAILED_MESSAGE = 'Failed to generate speech. Please try again.';
export const RECORDING_TOO_LONG_MESSAGE = 'Recording is too long';
export const BAD_AUDIO_MESSAGE = "We couldn't process that, but you can still continue.";
export const SPEECH_RATE_LIMITED_MESSAGE = 'Too many speech requests — please wait';
export const SPEECH_BUSY_MESSAGE = 'Speech is busy right now — please try again in a moment';

/**
 * Whose voice the operator speaks in, a parent's choice per child (ADR 045): 'device' is the child's
 * own device's natural voice for the call's English when it has one on the device (the server's voice
 * otherwise); 'server' is always the server's voice.
 */
export const OPERATOR_VOICE_SOURCES = ['device', 'server'] as const;
export type OperatorVoiceSource = (typeof OPERATOR_VOICE_SOURCES)[number];
export const DEFAULT_OPERATOR_VOICE_SOURCE: OperatorVoiceSource = 'device';
export const OPERATOR_VOICE_SOURCE_MESSAGE = "operatorVoice must be 'device' or 'server'";
