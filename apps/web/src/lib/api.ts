// Short verbs over apiRequest for screens that only send JSON and read JSON.
import { apiRequest } from './api-client';

export { ApiError, apiRequest } from './api-client';

type Body = Record<string, unknown> | unknown[];

export const api = {
  get: <T>(path: string) => apiRequest<T>(path),
  post: <T>(path: string, body?: Body) => apiRequest<T>(path, { method: 'POST', body }),
  patch: <T>(path: string, body?: Body) => apiRequest<T>(path, { method: 'PATCH', body }),
  put: <T>(path: string, body?: Body) => apiRequest<T>(path, { method: 'PUT', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};
