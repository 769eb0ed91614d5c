// The Better Auth client for parent accounts (server: /api/auth/*, httpOnly cookie sessions).
import { createAuthClient } from 'better-auth/react';
import { inferAdditionalFields } from 'better-auth/client/plugins';

export const authClient = createAuthClient({
  baseURL: window.location.origin,
  // Sign-up also carries the parent's birth year, which the server checks (18+) and keeps.
  plugins: [
    inferAdditionalFields({
      user: { birthYear: { type: 'number', required: true, input: true, returned: false } },
    }),
  ],
});

export type AuthSession = NonNullable<typeof authClient.$Infer.Session>;
export type AuthUser = AuthSession['user'];
