// The child session of docs/product.md §3/§4: a stored invite code plus the child's data (no account). The
// server keeps its own half in an HttpOnly cookie (docs/architecture.md §5.6, ADR 013), set when a
// code is accepted, which lets the child's requests skip the code look-up; it is ended here too.
// Shared by the child portal, the conversation and the parent's preview, so it lives in lib/.
import {
  CAPTCHA_HEADER,
  CHILD_SESSION_PATH,
  INVITE_CODE_REQUIRED_MESSAGE,
  type ChildLookup,
  type OperatorVoiceSource,
} from '@callready/contract';
import { normalizeInviteCode } from '@callready/core';
import { ApiError, errorFromBody } from '../api-client';

export interface StoredChild {
  id: string;
  name: string;
  age: number;
  countryCode: string;
  /** The family's doctor or nurse line for non-emergency training; absent in sessions stored before it existed. */
  adviceLineNumber?: string | null;
  /** Whose voice the operator speaks in, as the parent chose (ADR 045); absent in older sessions (the device's). */
  operatorVoice?: OperatorVoiceSource;
}

export const CHILD_CODE_KEY = 'callready.childInviteCode';
export const CHILD_DATA_KEY = 'callready.childData';
export const SCENARIO_PROGRESS_KEY = 'callready.scenarioProgress';

const listeners = new Set<() => void>();

function isStoredChild(value: unknown): value is StoredChild {
  const record = value as Record<string, unknown> | null;
  return (
    !!record &&
    typeof record.id === 'string' &&
    typeof record.name === 'string' &&
    typeof record.age === 'number' &&
    typeof record.countryCode === 'string'
  );
}

/**
 * Sessions stored before the API's keys became camelCase (ADR 049) hold `country_code`,
 * `advice_line_number` and `operator_voice`: they are read under today's names, so a child who signed
 * in before stays signed in.
 */
function fromStoredShape(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const { country_code, advice_line_number, operator_voice, ...rest } = value as Record<string, unknown>;
  return {
    ...(country_code === undefined ? {} : { countryCode: country_code }),
    ...(advice_line_number === undefined ? {} : { adviceLineNumber: advice_line_number }),
    ...(operator_voice === undefined ? {} : { operatorVoice: operator_voice }),
    ...rest,
  };
}

export function readChildSession(): { inviteCode: string; child: StoredChild } | null {
  try {
    const inviteCode = localStorage.getItem(CHILD_CODE_KEY);
    const raw = localStorage.getItem(CHILD_DATA_KEY);
    if (!inviteCode || !raw) return null;
    const child = fromStoredShape(JSON.parse(raw));
    return isStoredChild(child) ? { inviteCode: normalizeInviteCode(inviteCode), child } : null;
  } catch {
    return null;
  }
}

export function storeChildSession(inviteCode: string, child: StoredChild) {
  localStorage.setItem(CHILD_CODE_KEY, normalizeInviteCode(inviteCode));
  localStorage.setItem(CHILD_DATA_KEY, JSON.stringify(child));
  listeners.forEach((listener) => listener());
}

/**
 * Signs this browser in as the code's child (POST /api/child/session). While codes are being
 * guessed across the service the server asks for a security check first (429 CAPTCHA_REQUIRED):
 * pass its solution as `captcha`. Failures are ApiErrors with the server's status and code.
 */
export async function startServerChildSession(inviteCode: string, captcha?: string): Promise<ChildLookup> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (captcha) headers[CAPTCHA_HEADER] = captcha;
  const response = await fetch(CHILD_SESSION_PATH, {
    method: 'POST',
    headers,
    credentials: 'same-origin',
    body: JSON.stringify({ inviteCode }),
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw errorFromBody(response.status, body, 'Something went wrong. Please try again.');
  // The schema (and zod with it) loads only when a child signs in, not with every page's first load.
  const { childLookupSchema } = await import('@/lib/child-portal/child-portal-schemas');
  return childLookupSchema.parse(body);
}

/** The server answered a child's request without a code because it holds no session for this browser. */
function isChildSessionMissing(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    error.code === 'INVALID_INPUT' &&
    error.message === INVITE_CODE_REQUIRED_MESSAGE
  );
}

/**
 * Sends a child's request that names no invite code: the session cookie says whose it is, so the code
 * is not sent with every call (docs/architecture.md §5.6, ADR 026). When the server no longer holds
 * the session (it expired, or the browser dropped the cookie), the stored code opens a new one once,
 * as at login, and the request is sent again: the child stays remembered as docs/product.md §4.3 asks.
 */
export async function sendAsChild<T>(inviteCode: string, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!isChildSessionMissing(error)) throw error;
  }
  await startServerChildSession(inviteCode);
  return send();
}

/** Ends the server's half of the session; nothing waits for it. */
function endServerChildSession() {
  if (typeof window === 'undefined') return;
  void fetch(CHILD_SESSION_PATH, { method: 'DELETE', credentials: 'same-origin', keepalive: true }).catch(
    () => undefined,
  );
}

export function clearChildSession() {
  endServerChildSession();
  localStorage.removeItem(CHILD_CODE_KEY);
  localStorage.removeItem(CHILD_DATA_KEY);
  sessionStorage.removeItem(SCENARIO_PROGRESS_KEY);
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: notified on changes in this tab and in others (storage events). */
export function subscribeToChildSession(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CHILD_CODE_KEY || event.key === CHILD_DATA_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// useSyncExternalStore needs the same object while storage is unchanged.
let cachedKey: string | null = null;
let cachedSession: ReturnType<typeof readChildSession> = null;

export function childSessionSnapshot() {
  const key = `${localStorage.getItem(CHILD_CODE_KEY)}|${localStorage.getItem(CHILD_DATA_KEY)}`;
  if (key !== cachedKey) {
    cachedKey = key;
    cachedSession = readChildSession();
  }
  return cachedSession;
}
