// Checks shared by the recognisers before any audio reaches an engine.
import { SpeechProviderError, type TranscriptionRequest } from './types';

export const DEFAULT_MAX_AUDIO_BYTES = 5 * 1024 * 1024;

/** File extensions by media type, for engines that recognise the format by file name. */
const EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'video/webm': 'webm',
  'audio/ogg': 'ogg',
  'application/ogg': 'ogg',
  'audio/opus': 'ogg',
  'audio/wav': 'wav',
  'audio/wave': 'wav',
  'audio/x-wav': 'wav',
  'audio/vnd.wave': 'wav',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/mp4': 'mp4',
  'video/mp4': 'mp4',
  'audio/x-m4a': 'm4a',
  'audio/m4a': 'm4a',
  'audio/aac': 'm4a',
  'audio/flac': 'flac',
  'audio/x-flac': 'flac',
};

/** The media type without parameters, lower case: 'audio/webm;codecs=opus' → 'audio/webm'. */
export function baseMediaType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

/** The file extension for a supported recording type, e.g. 'webm'. */
export function audioFileExtension(contentType: string): string {
  const extension = EXTENSIONS[baseMediaType(contentType)];
  if (!extension) throw new SpeechProviderError('bad-audio', 'The upload is not a supported audio format');
  return extension;
}

/** Rejects uploads that are not a supported recording type, are empty, or exceed the size limit. */
export function checkUpload(
  { audio, contentType }: Pick<TranscriptionRequest, 'audio' | 'contentType'>,
  maxBytes: number,
): string {
  const extension = audioFileExtension(contentType);
  if (audio.length === 0) throw new SpeechProviderError('bad-audio', 'The recording is empty');
  if (audio.length > maxBytes)
    throw new SpeechProviderError('too-long', `The recording is larger than ${maxBytes} bytes`);
  return extension;
}
