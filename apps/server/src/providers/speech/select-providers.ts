// Chooses the engines for speech out and speech in from configuration (docs/architecture.md §6): cloud
// voices when their keys are set, the local engines when installed, otherwise nothing (the
// browser's own voice and typed answers take over).
import { cachedSynthesizer, type AudioCacheStore } from './audio-cache';
import { createElevenLabsSynthesizer } from './elevenlabs-synthesizer';
import { createEspeakSynthesizer, isEspeakAvailable } from './espeak-synthesizer';
import { createFliteSynthesizer, isFliteAvailable } from './flite-synthesizer';
import { createOpenAiRecognizer } from './openai-recognizer';
import { createOpenAiSynthesizer } from './openai-synthesizer';
import { createPocketsphinxRecognizer, isPocketsphinxAvailable } from './pocketsphinx-recognizer';
import type { SpeechRecognizer, SpeechSynthesizer } from './types';

export type SpeechProviderSetting = 'auto' | 'flite' | 'espeak' | 'openai' | 'elevenlabs' | 'none';
export type TranscriptionProviderSetting = 'auto' | 'pocketsphinx' | 'openai' | 'none';

export interface SpeechProviderSettings {
  speechProvider?: SpeechProviderSetting;
  transcriptionProvider?: TranscriptionProviderSetting;
  openaiApiKey?: string;
  elevenlabsApiKey?: string;
  openaiBaseUrl?: string;
  elevenlabsBaseUrl?: string;
  /** When given, synthesized audio is cached in it. */
  audioCache?: AudioCacheStore;
  onAudioCacheError?: (error: unknown) => void;
  /** Detection of the local engines; replaceable so selection can be tested on any machine. */
  isEspeakAvailable?: () => Promise<boolean>;
  isFliteAvailable?: () => Promise<boolean>;
  isPocketsphinxAvailable?: () => Promise<boolean>;
}

export interface SpeechProviders {
  /** null: no server voice; the browser's speechSynthesis is the fallback. */
  synthesizer: SpeechSynthesizer | null;
  /** null: no server transcription; typed and tap-to-answer input remain. */
  recognizer: SpeechRecognizer | null;
  /**
   * This server's own engines, for what may hold a family's address (ADR 037, ADR 043): the chosen
   * engine when it is local, else the local one when installed (beside a cloud one), else null.
   */
  localSynthesizer?: SpeechSynthesizer | null;
  localRecognizer?: SpeechRecognizer | null;
  /** One line for the start-up summary, e.g. 'espeak-ng voice, pocketsphinx transcription'. */
  describe(): string;
}

const SYNTHESIZER_NAMES = {
  flite: 'Flite (awb, slt)',
  espeak: 'espeak-ng',
  openai: 'OpenAI',
  elevenlabs: 'ElevenLabs',
} as const;

/** The offline voices, best first by the figures of ADR 046. */
const OFFLINE_VOICES = ['flite', 'espeak'];

interface OfflineChecks {
  espeakAvailable: () => Promise<boolean>;
  fliteAvailable: () => Promise<boolean>;
}

/** The best offline voice installed here (Flite, else espeak-ng), or null with neither. */
async function offlineSynthesizer({ espeakAvailable, fliteAvailable }: OfflineChecks) {
  if (await fliteAvailable()) return createFliteSynthesizer();
  return (await espeakAvailable()) ? createEspeakSynthesizer() : null;
}
const RECOGNIZER_NAMES = { pocketsphinx: 'pocketsphinx', openai: 'OpenAI' } as const;

/** A provider named explicitly must work; a misconfiguration stops the server at start. */
function required(condition: boolean, problem: string): void {
  if (!condition) throw new Error(`Speech configuration: ${problem}`);
}

async function chooseSynthesizer(settings: SpeechProviderSettings, checks: OfflineChecks) {
  const { openaiApiKey, elevenlabsApiKey } = settings;
  const choice = settings.speechProvider ?? 'auto';
  const elevenlabs = () =>
    createElevenLabsSynthesizer({ apiKey: elevenlabsApiKey ?? '', baseUrl: settings.elevenlabsBaseUrl });
  const openai = () =>
    createOpenAiSynthesizer({ apiKey: openaiApiKey ?? '', baseUrl: settings.openaiBaseUrl });

  switch (choice) {
    case 'none':
      return null;
    case 'elevenlabs':
      required(Boolean(elevenlabsApiKey), 'the ElevenLabs voice needs ELEVENLABS_API_KEY');
      return elevenlabs();
    case 'openai':
      required(Boolean(openaiApiKey), 'the OpenAI voice needs OPENAI_API_KEY');
      return openai();
    case 'flite':
      required(await checks.fliteAvailable(), 'flite (with ffmpeg) is not installed');
      return createFliteSynthesizer();
    case 'espeak':
      required(await checks.espeakAvailable(), 'espeak-ng (with ffmpeg) is not installed');
      return createEspeakSynthesizer();
    case 'auto':
      if (elevenlabsApiKey) return elevenlabs();
      if (openaiApiKey) return openai();
      return offlineSynthesizer(checks);
  }
}

async function chooseRecognizer(
  settings: SpeechProviderSettings,
  pocketsphinxAvailable: () => Promise<boolean>,
) {
  const { openaiApiKey } = settings;
  const choice = settings.transcriptionProvider ?? 'auto';
  const openai = () =>
    createOpenAiRecognizer({ apiKey: openaiApiKey ?? '', baseUrl: settings.openaiBaseUrl });

  switch (choice) {
    case 'none':
      return null;
    case 'openai':
      required(Boolean(openaiApiKey), 'OpenAI transcription needs OPENAI_API_KEY');
      return openai();
    case 'pocketsphinx':
      required(await pocketsphinxAvailable(), 'pocketsphinx, pocketsphinx-en-us or ffmpeg is not installed');
      return createPocketsphinxRecognizer();
    case 'auto':
      if (openaiApiKey) return openai();
      return (await pocketsphinxAvailable()) ? createPocketsphinxRecognizer() : null;
  }
}

/** The local engine beside a cloud one: only when the cloud one was chosen and the local one is installed. */
async function localBeside<Engine extends { id: string }>(
  chosen: Engine | null,
  localIds: readonly string[],
  local: () => Promise<Engine | null>,
): Promise<Engine | null> {
  if (chosen === null) return null;
  if (localIds.includes(chosen.id)) return chosen;
  return local();
}

export async function selectSpeechProviders(settings: SpeechProviderSettings = {}): Promise<SpeechProviders> {
  const espeakAvailable = settings.isEspeakAvailable ?? (() => isEspeakAvailable());
  const pocketsphinxAvailable = settings.isPocketsphinxAvailable ?? (() => isPocketsphinxAvailable());
  const offline = {
    espeakAvailable,
    fliteAvailable: settings.isFliteAvailable ?? (() => isFliteAvailable()),
  };
  const [chosenSynthesizer, recognizer] = await Promise.all([
    chooseSynthesizer(settings, offline),
    chooseRecognizer(settings, pocketsphinxAvailable),
  ]);
  const [localSynthesizer, localRecognizer] = await Promise.all([
    localBeside(chosenSynthesizer, OFFLINE_VOICES, () => offlineSynthesizer(offline)),
    localBeside(recognizer, ['pocketsphinx'], async () =>
      (await pocketsphinxAvailable()) ? createPocketsphinxRecognizer() : null,
    ),
  ]);
  const synthesizer =
    chosenSynthesizer && settings.audioCache
      ? cachedSynthesizer(chosenSynthesizer, settings.audioCache, {
          onStoreError: settings.onAudioCacheError,
        })
      : chosenSynthesizer;

  return {
    synthesizer,
    recognizer,
    localSynthesizer,
    localRecognizer,
    describe() {
      const voice = synthesizer ? `${SYNTHESIZER_NAMES[synthesizer.id]} voice` : 'browser voice';
      const listening = recognizer
        ? `${RECOGNIZER_NAMES[recognizer.id]} transcription`
        : 'typed answers only';
      return `${voice}, ${listening}`;
    },
  };
}
