// One way to call our JSON API: same-origin, cookies included, errors as ApiError with the server's code and message.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type JsonBody = Record<string, unknown> | unknown[];

export interface ApiRequestOptions extends Omit<RequestInit, 'body'> {
  body?: JsonBody;
}

function errorFrom(status: number, body: unknown): ApiError {
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const message =
    (typeof record.message === 'string' && record.message) ||
    (typeof record.error === 'string' && record.error) ||
    `Request failed (${status})`;
  const code = typeof record.code === 'string' ? record.code : undefined;
  return new ApiError(status, message, code, body);
}

export async function apiRequest<T>(path: string, { body, headers, ...init }: ApiRequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...init,
      headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.', 'NETWORK_ERROR');
  }
  const text = await response.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  if (!response.ok) throw errorFrom(response.status, parsed);
  return parsed as T;
}

export const api = {
  get: <T>(path: string, init?: ApiRequestOptions) => apiRequest<T>(path, { ...init, method: 'GET' }),
  post: <T>(path: string, body?: JsonBody, init?: ApiRequestOptions) => apiRequest<T>(path, { ...init, method: 'POST', body }),
  patch: <T>(path: string, body?: JsonBody, init?: ApiRequestOptions) => apiRequest<T>(path, { ...init, method: 'PATCH', body }),
  put: <T>(path: string, body?: JsonBody, init?: ApiRequestOptions) => apiRequest<T>(path, { ...init, method: 'PUT', body }),
  delete: <T>(path: string, init?: ApiRequestOptions) => apiRequest<T>(path, { ...init, method: 'DELETE' }),
};
