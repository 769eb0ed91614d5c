// One HTTP call to a cloud speech API, with a time limit and every failure turned into a
// SpeechProviderError. Messages carry the status and the API's short error code, never its
// free text (which can echo part of the key) and never our headers.
import { SpeechProviderError, type SpeechProviderErrorCode } from './types';

export interface ProviderRequest {
  /** Human name for messages, e.g. 'OpenAI'. */
  provider: string;
  url: string;
  init: RequestInit;
  timeoutMs: number;
  /** The credential sent with the request, so no part of an answer that contains it is repeated. */
  secret: string;
  /** The status a rejected request (400/422) maps to: the recogniser blames the audio. */
  badRequestCode?: SpeechProviderErrorCode;
}

export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

/** A short machine code from an API error body ({ error: { code } } or { detail: { status } }), if any. */
function errorCodeFrom(body: string, secret: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    const candidates: unknown[] = [];
    if (parsed && typeof parsed === 'object') {
      const { error, detail } = parsed as { error?: unknown; detail?: unknown };
      for (const holder of [error, detail]) {
        if (holder && typeof holder === 'object') {
          const fields = holder as { code?: unknown; type?: unknown; status?: unknown };
          candidates.push(fields.code, fields.status, fields.type);
        }
      }
    }
    const code = candidates.find(
      (value): value is string =>
        typeof value === 'string' &&
        /^[a-z][a-z0-9_.-]{0,39}$/i.test(value) &&
        !secret.includes(value) &&
        !value.includes(secret),
    );
    return code ?? null;
  } catch {
    return null;
  }
}

function codeForStatus(status: number, badRequestCode: SpeechProviderErrorCode): SpeechProviderErrorCode {
  if (status === 401 || status === 403) return 'unavailable';
  if (status === 408 || status === 504) return 'timeout';
  if (status === 413) return 'too-long';
  if (status === 400 || status === 415 || status === 422) return badRequestCode;
  return 'upstream';
}

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** Sends the request and returns the body of a successful (2xx) response. */
export async function requestProvider({
  provider,
  url,
  init,
  timeoutMs,
  secret,
  badRequestCode = 'upstream',
}: ProviderRequest): Promise<{
  response: Response;
  body: Buffer;
}> {
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal, redirect: 'error' });
  } catch (error) {
    if (isTimeout(error))
      throw new SpeechProviderError('timeout', `${provider} did not answer within ${timeoutMs} ms`);
    throw new SpeechProviderError('unavailable', `${provider} could not be reached`, { cause: error });
  }

  let body: Buffer;
  try {
    body = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    if (isTimeout(error))
      throw new SpeechProviderError('timeout', `${provider} did not answer within ${timeoutMs} ms`);
    throw new SpeechProviderError('upstream', `${provider} broke off its answer`);
  }

  if (!response.ok) {
    const code = errorCodeFrom(body.toString('utf8'), secret);
    const reason = response.status === 401 || response.status === 403 ? ' (check the API key)' : '';
    throw new SpeechProviderError(
      codeForStatus(response.status, badRequestCode),
      `${provider} answered HTTP ${response.status}${code ? ` ${code}` : ''}${reason}`,
    );
  }
  return { response, body };
}
