// Composition root (loaded by main.ts): configuration, database, HTTP server, and a clean shutdown.
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createBackgroundTasks, type BackgroundTasks } from './background-tasks';
import { openDatabase, type DatabaseHandle } from './db';
import { EnvError, loadEnv, type Env } from './env';
import { createLogger, type Logger } from './logger';
import { describeProviders } from './providers/describe-providers';
import { createMailProvider } from './providers/mail/create-mail-provider';
import type { MailProvider } from './providers/mail/mail-provider';
import { selectSpeechProviders, type SpeechProviders } from './providers/speech';
import { createSpeechService } from './modules/speech/speech-service';
import { scriptedAudioBook } from './modules/speech/audio-address';
import { prerenderSpeechWithLog } from './modules/speech/prerender-speech';
import { warmSpeechCache } from './modules/speech/warm-speech-cache';
import { resolveSecrets } from './secrets';
import { formatStartupSummary, summarizeStartup } from './startup-summary';

// Requests still running when we stop get this long before their connections are cut.
const SHUTDOWN_GRACE_MS = 10_000;

function readEnvOrExit(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

async function start(env: Env, logger: Logger) {
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secrets = resolveSecrets(env);
  // The database opens first: the embedded one starts on its own thread (ADR 028), and its start is
  // the longest part of the server's, so everything below runs while it opens (ADR 031).
  const opening = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, logger });
  // Awaited below; until then a failure must not count as unhandled.
  opening.catch(() => undefined);
  // Finding the local speech engines starts a few programs (ffmpeg takes about half a second), so it
  // runs while the database opens instead of after it. An engine named in the configuration that
  // is missing still stops the start, once the database is closed again.
  const speechDetection = selectSpeechProviders({
    speechProvider: env.SPEECH_PROVIDER,
    transcriptionProvider: env.TRANSCRIPTION_PROVIDER,
    openaiApiKey: env.OPENAI_API_KEY,
    openaiBaseUrl: env.OPENAI_BASE_URL,
    elevenlabsApiKey: env.ELEVENLABS_API_KEY,
    elevenlabsBaseUrl: env.ELEVENLABS_BASE_URL,
  });
  // Awaited below; until then a failure must not count as unhandled.
  speechDetection.catch(() => undefined);
  const database = await opening;
  // The routes load while the migrations run.
  const migrated = database.migrate();
  migrated.catch(() => undefined);
  const { createApp } = await import('./app');
  try {
    await migrated;
  } catch (error) {
    await database.close();
    throw error;
  }

  const mailProvider = createMailProvider(env, database.db, logger);
  const backgroundTasks = createBackgroundTasks(logger);
  let speech: SpeechProviders;
  try {
    speech = await speechDetection;
  } catch (error) {
    await database.close();
    throw error;
  }
  // One service for requests and the warm-up below, so a line asked for while it warms is made once.
  const speechService = createSpeechService(speech, database.db, {
    cacheDirectory: join(env.DATA_DIR, 'speech-cache'),
    onCacheError: (error) => logger.warn({ err: error }, 'speech cache unavailable'),
  });
  const app = createApp({
    env,
    database,
    logger,
    secrets,
    mailProvider,
    backgroundTasks,
    speech: speechService,
  });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
    const summary = summarizeStartup(env, database, describeProviders(env, speech));
    // Readable logs have the summary block below, which says the same to a person at the terminal.
    if (env.LOG_FORMAT === 'json')
      logger.info({ ...summary, port: env.PORT, host: env.HOST }, 'CallReady server started');
    process.stdout.write(formatStartupSummary(summary));
    // The opening lines are cached while the first visitors arrive; failures only cost a later wait.
    const onWarmError = (error: unknown) => logger.warn({ err: error }, 'could not pre-generate speech');
    // The recogniser's dictionary and decoder, loaded now rather than in a child's first answer.
    void speech.recognizer?.warm?.();
    // The addresses of scripted lines, worked out now rather than in a child's first request.
    if (speechService.voiceTag) scriptedAudioBook(speechService.voiceTag);
    // Then every other scripted line, behind live requests, so no child waits for a scripted line.
    void warmSpeechCache(speechService, onWarmError)
      .then(() => (env.SPEECH_PRERENDER ? prerenderSpeechWithLog(speechService, logger) : undefined))
      .catch(onWarmError);
  }) as Server;

  server.on('error', (error) => {
    logger.fatal({ err: error }, 'HTTP server failed');
    process.stderr.write(`CallReady could not start: ${error.message}\n`);
    void database.close().finally(() => process.exit(1));
  });

  handleShutdown(server, { database, mailProvider, backgroundTasks }, logger);
}

interface Resources {
  database: DatabaseHandle;
  mailProvider: MailProvider;
  backgroundTasks: BackgroundTasks;
}

function handleShutdown(
  server: Server,
  { database, mailProvider, backgroundTasks }: Resources,
  logger: Logger,
) {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    // A terminal's Ctrl-C can reach us twice (directly and through `npm start`); one shutdown is enough.
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const cutConnections = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    cutConnections.unref();
    try {
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
      // E-mail still being sent belongs to requests already answered.
      await backgroundTasks.settled();
      mailProvider.close();
      await database.close();
      logger.info('stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
}

const env = readEnvOrExit();
const logger = createLogger({ level: env.LOG_LEVEL, format: env.LOG_FORMAT });

process.on('unhandledRejection', (reason) => {
  logger.fatal({ err: reason }, 'unhandled promise rejection');
  process.exit(1);
});

start(env, logger).catch((error: unknown) => {
  logger.fatal({ err: error }, 'server failed to start');
  process.stderr.write(
    `CallReady could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
