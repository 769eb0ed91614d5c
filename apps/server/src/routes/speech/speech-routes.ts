// POST /api/speech/synthesize and /api/speech/transcribe (docs/product.md §7 text-to-speech and
// speech-to-text; docs/architecture.md §2). Recordings are transcribed in memory and never stored.
// GET /api/speech/audio/<address> serves scripted operator lines at immutable addresses (ADR 027).
import {
  DEFAULT_OPERATOR_VOICE,
  DEMO_PROMPT,
  demoSpeechRequestSchema,
  SPEECH_AUDIO_PATH,
  synthesizeRequestSchema,
  transcribeFieldsSchema,
  type SpeechCapabilities,
  type TranscribeResponse,
  type VoiceLearning,
  VOICE_SENTENCES_NEEDED,
} from '@callready/contract';
import { normalizeCountryId } from '@callready/core';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppBindings } from '../../http/app-bindings';
import type { RouteBodyLimit } from '../../http/body-limits';
import type { ChildGate } from '../../http/child-gate';
import { limitBody } from '../../http/json-body';
import { requireSession } from '../../http/require-session';
import { replyError } from '../../http/reply-error';
import { validate } from '../../http/validate';
import { limitFormFields, readRecording } from '../../http/recording-body';
import type { Auth } from '../../modules/auth/create-auth';
import { clientLimitKey, EVERYONE, type ServiceLimits } from '../../modules/rate-limit/service-limits';
import { expectedPhrases } from '../../modules/speech/expected-phrases';
import { scriptedAudioBook } from '../../modules/speech/audio-address';
import { callVocabulary } from '../../modules/speech/call-vocabulary';
import { hearingOf } from '../../modules/speech/hearing';
import { learnFromHearing, voiceFor } from '../../modules/speech/voice-learning';
import type { SpeechService } from '../../modules/speech/speech-service';
import { QueueBusyError } from '../../modules/speech/work-queue';
import { isSpeechProviderError, type SynthesisRequest, type WeightedSentence } from '../../providers/speech';
import { Refusal } from '../../refusal';
import { anonymousCaller, identifySpeechCaller, type SpeechCaller } from './speech-caller';
import { speechBusy, speechFailed, speechRateLimited, transcriptionFailed } from './speech-replies';

/** About two minutes of webm/opus speech: far more than any answer needs. */
export const MAX_RECORDING_BYTES = 2 * 1024 * 1024;
// Room for the multipart envelope and its text fields around the recording.
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
/** The whole request to /transcribe, counted while it streams in (http/body-limits.ts). */
export const TRANSCRIBE_BODY_LIMIT: RouteBodyLimit = {
  maxBytes: MAX_RECORDING_BYTES + MULTIPART_OVERHEAD_BYTES,
  tooLarge: (c) => replyError(c, 'TOO_LONG'),
};
/** Operators' lines play for a day from the browser's cache; they are the same for everyone. */
const AUDIO_CACHE_CONTROL = 'private, max-age=86400';
/** A scripted line's address names its audio for good (ADR 027): anyone may keep it, forever. */
const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface SpeechRouteDeps {
  auth: Auth;
  gate: ChildGate;
  speech: SpeechService;
  limits: Pick<ServiceLimits, 'speechRequests' | 'speechDemoLines'>;
  /** The service allows the browser's own speech recognition as a fallback (ADR 010). */
  allowBrowserRecognition: boolean;
  /**
   * Whether a parent stored an address for this child (ADR 037): that child's recordings and the
   * lines read back to them may hold it, so they stay with this server's own engines (ADR 043).
   */
  hasStoredAddress?: (childId: string) => Promise<boolean>;
  /** Whether any child of this parent has a stored address: a parent's request may carry their words. */
  familyHasStoredAddress?: (parentId: string) => Promise<boolean>;
  /**
   * The child's own stored addresses as sentences to listen for (ADR 052): added to that child's
   * place questions only, and only when this server's own recogniser hears them.
   */
  addressWordsOf?: (childId: string) => Promise<readonly WeightedSentence[]>;
}

/** The transcribe request's caller, known before its body is read. */
const callerOf = new WeakMap<Request, SpeechCaller>();

/** More text fields than a recording has (RECORDING_FIELDS and the file): a form past it is refused unread. */
const MAX_FORM_FIELDS = 16;

/** The wait before a visitor may hear another line of their own in the demo; 0 to go ahead. */
async function demoLineWait(limit: ServiceLimits['speechDemoLines'], client: string) {
  // A line nobody could hear counts against nobody (the limit gives refused points back).
  const reservation = await limit.reserve({ client, everyone: EVERYONE });
  return reservation.granted ? 0 : reservation.retryAfterSeconds;
}

export function speechRoutes({
  auth,
  gate,
  speech,
  limits,
  allowBrowserRecognition,
  hasStoredAddress = () => Promise.resolve(false),
  familyHasStoredAddress = () => Promise.resolve(false),
  addressWordsOf = () => Promise.resolve([]),
}: SpeechRouteDeps) {
  /**
   * Words that may hold a family's address are heard and said only by this server's own engines:
   * decided by the child the request names and, with a parent signed in beside it (a preview, a
   * family tablet), by any child of that parent, never skipped because a parent is there too.
   */
  const keepsAddressPrivate = async ({ childId, parentId }: SpeechCaller) =>
    (childId !== undefined && (await hasStoredAddress(childId))) ||
    (parentId !== undefined && (await familyHasStoredAddress(parentId)));

  /**
   * The caller, counted per minute: per child or parent, so that a school's children behind one
   * address do not share one allowance; the public demo is counted per client address.
   */
  const identify = async (c: Context<AppBindings>, inviteCode: string | undefined) => {
    const caller = await identifySpeechCaller(c, { auth, gate }, inviteCode);
    const reservation = await limits.speechRequests.reserve({ caller: caller.id });
    if (!reservation.granted) throw speechRateLimited(reservation.retryAfterSeconds);
    return caller;
  };

  /** The parent's own child and this server's voice learner; any other child is not found. */
  const parentsChildVoice = async (parentId: string, childId: string) => {
    const learner = speech.voices;
    // Without a learner (a server without speech) there is nothing to tell or forget, for anyone.
    if (!learner) return undefined;
    if (!(await learner.isParentOf(parentId, childId))) throw new Refusal('NOT_FOUND');
    return { learner, childId };
  };

  // Worked out on first use (the server does it at start): tests that never need it never pay for it.
  const scripted = () => (speech.voiceTag ? scriptedAudioBook(speech.voiceTag) : undefined);

  /** A line as the synthesis answers: cached for a day, and a scripted line names its address. */
  const privateAudioHeaders = (request: SynthesisRequest): Record<string, string> => {
    const address = scripted()?.addressOf(request);
    return {
      'Cache-Control': AUDIO_CACHE_CONTROL,
      // A scripted line says where it can be fetched again from any cache.
      ...(address ? { 'Content-Location': `${SPEECH_AUDIO_PATH}/${address}` } : {}),
    };
  };

  const speak = async (
    c: Context<AppBindings>,
    synthesize: NonNullable<SpeechService['synthesize']>,
    request: SynthesisRequest,
    headers: Record<string, string> = privateAudioHeaders(request),
  ) => {
    try {
      const { audio, contentType } = await synthesize(request);
      return c.body(new Uint8Array(audio), 200, { ...headers, 'Content-Type': contentType });
    } catch (error) {
      if (error instanceof QueueBusyError) throw speechBusy(error.retryAfterSeconds);
      // Text the engine cannot speak (only symbols, say) is the caller's problem, not the engine's.
      if (isSpeechProviderError(error) && (error.code === 'bad-audio' || error.code === 'too-long')) {
        throw new Refusal('INVALID_INPUT', { message: 'There is no text to speak' });
      }
      c.get('logger').warn({ err: error }, 'speech synthesis failed');
      throw speechFailed(error);
    }
  };

  return (
    new Hono<AppBindings>()
      // Public and cheap: lets the browser pick its own voice or typed answers without a failing request.
      .get('/capabilities', (c) =>
        c.json(
          {
            synthesis: speech.synthesize !== undefined,
            transcription: speech.transcribe !== undefined,
            // Only where this server cannot listen itself.
            browserRecognition: allowBrowserRecognition && speech.transcribe === undefined,
            ...(speech.synthesize && speech.voiceTag ? { voiceTag: speech.voiceTag } : {}),
            ...(speech.synthesize && speech.voiceAccents ? { voiceAccents: speech.voiceAccents } : {}),
          } satisfies SpeechCapabilities,
          200,
          { 'Cache-Control': 'no-store' },
        ),
      )
      // Public: a scripted operator line at its content address (ADR 027). Only scripted lines have
      // one, so no child's words are ever served from a shareable URL; the audio is the same for
      // everyone, so no caller is identified. Normally cached already by the pre-render.
      .get('/audio/:address', async (c) => {
        const address = c.req.param('address');
        const request = speech.synthesize ? scripted()?.requestAt(address) : undefined;
        if (!speech.synthesize || !request) throw new Refusal('NOT_FOUND');
        const headers = { 'Cache-Control': IMMUTABLE_CACHE_CONTROL, ETag: `"${address}"` };
        const known = c.req.header('If-None-Match') ?? '';
        if (known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === headers.ETag))
          return c.body(null, 304, headers);
        return speak(c, speech.synthesize, request, headers);
      })
      .post('/synthesize', limitBody(8 * 1024), validate('json', synthesizeRequestSchema), async (c) => {
        const { text, voice, countryId, inviteCode } = c.req.valid('json');
        const caller = await identify(c, inviteCode);
        if (!speech.synthesize) throw new Refusal('SPEECH_UNAVAILABLE');

        const request = { text, voice, countryId: normalizeCountryId(countryId) };
        // Scripted words (in any of the operator voices) hold nobody's words: those alone are cached.
        if (scripted()?.addressOf({ ...request, voice: DEFAULT_OPERATOR_VOICE })) {
          return speak(c, speech.synthesize, request);
        }
        // Any other line (a read-back) may hold the child's words and the address: it is kept in no
        // cache, ours or the browser's (ADR 052), and said by our own engine when the child has an address.
        const engine = (await keepsAddressPrivate(caller))
          ? speech.synthesizePrivately
          : speech.synthesizeUncached;
        if (!engine) throw new Refusal('SPEECH_UNAVAILABLE');
        return speak(c, engine, request, { 'Cache-Control': 'no-store' });
      })
      // Public: the home page's "Hear the operator's voice". The opening line is the same for everyone
      // and comes from the cache; a visitor's own lines are capped so the demo cannot become a free
      // speech service.
      .post('/demo', limitBody(4 * 1024), validate('json', demoSpeechRequestSchema), async (c) => {
        if (!speech.synthesize) throw new Refusal('SPEECH_UNAVAILABLE');
        const { text, countryId } = c.req.valid('json');
        const perMinute = await limits.speechRequests.reserve({ caller: anonymousCaller(c) });
        if (!perMinute.granted) throw speechRateLimited(perMinute.retryAfterSeconds);
        if (text !== DEMO_PROMPT) {
          const wait = await demoLineWait(limits.speechDemoLines, clientLimitKey(c.get('clientAddress')));
          if (wait > 0) throw speechRateLimited(wait);
        }
        return speak(c, speech.synthesize, {
          text,
          voice: DEFAULT_OPERATOR_VOICE,
          countryId: normalizeCountryId(countryId),
        });
      })
      // The parent's view of a child's learnt voice (ADR 056), and forgetting it.
      .get('/voices/:childId', requireSession(auth), async (c) => {
        const voices = await parentsChildVoice(c.get('user').id, c.req.param('childId'));
        return c.json(
          (voices
            ? await voices.learner.statusOf(voices.childId)
            : {
                available: false,
                sentences: 0,
                needed: VOICE_SENTENCES_NEEDED,
                learntFrom: null,
              }) satisfies VoiceLearning,
          200,
          { 'Cache-Control': 'no-store' },
        );
      })
      .delete('/voices/:childId', requireSession(auth), async (c) => {
        const voices = await parentsChildVoice(c.get('user').id, c.req.param('childId'));
        if (voices) await voices.learner.forget(voices.childId);
        return c.body(null, 204);
      })
      .post(
        '/transcribe',
        bodyLimit({ maxSize: TRANSCRIBE_BODY_LIMIT.maxBytes, onError: TRANSCRIBE_BODY_LIMIT.tooLarge }),
        validate('query', transcribeFieldsSchema),
        // The caller is known from the cookies and the query before a byte of the body is parsed, so
        // an anonymous body costs nothing but its bytes; a form carries no code of its own.
        async (c, next) => {
          callerOf.set(c.req.raw, await identify(c, c.req.query('inviteCode')));
          await next();
        },
        limitFormFields(MAX_FORM_FIELDS),
        validate('form', transcribeFieldsSchema),
        async (c) => {
          const caller = callerOf.get(c.req.raw);
          if (!caller) throw new Refusal('NOT_AUTHENTICATED');
          const recording = await readRecording(c.req);
          if (!speech.transcribe) throw new Refusal('SPEECH_UNAVAILABLE');
          // The engines check the format themselves; an empty or missing recording never reaches them.
          if (!recording || recording.audio.length === 0) throw new Refusal('BAD_AUDIO');
          if (recording.audio.length > MAX_RECORDING_BYTES) throw new Refusal('TOO_LONG');

          // A child with a stored address may say it in any answer: it is heard only on this server.
          const privately = await keepsAddressPrivate(caller);
          const transcribe = privately ? speech.transcribePrivately : speech.transcribe;
          if (!transcribe) throw new Refusal('SPEECH_UNAVAILABLE');
          const vocabulary = callVocabulary(recording.fields);
          // The child's own address, where a place is asked, and only to this server's own engine.
          const ownSentences =
            privately && vocabulary.asksForPlace && caller.childId
              ? await addressWordsOf(caller.childId)
              : [];
          // The child's learnt voice (ADR 056); a sentence read in practice, by the child alone, teaches it.
          const { sentence } = recording.fields;
          const voice =
            caller.childId && speech.voices
              ? await voiceFor(speech.voices, caller.childId, { sentence, learns: !caller.parentId })
              : undefined;
          try {
            const transcription = await transcribe(
              {
                audio: recording.audio,
                contentType: recording.contentType,
                phrases: expectedPhrases(recording.fields),
                vocabulary: ownSentences.length > 0 ? { ...vocabulary, ownSentences } : vocabulary,
                ...(voice ? { voice } : {}),
              },
              caller.id,
            );
            if (voice?.keepFeatures && caller.childId && speech.voices) {
              await learnFromHearing(speech.voices, caller.childId, sentence, transcription).catch(
                (error: unknown) => c.get('logger').warn({ err: error }, 'learning a voice failed'),
              );
            }
            return c.json(hearingOf(transcription) satisfies TranscribeResponse);
          } catch (error) {
            if (error instanceof QueueBusyError) throw speechBusy(error.retryAfterSeconds);
            if (isSpeechProviderError(error) && error.code === 'too-long') throw new Refusal('TOO_LONG');
            if (isSpeechProviderError(error) && error.code === 'bad-audio') throw new Refusal('BAD_AUDIO');
            c.get('logger').warn({ err: error }, 'speech transcription failed');
            throw transcriptionFailed(error);
          }
        },
      )
  );
}
