/** Better Auth's cookie names start with this (`__Secure-` in front on HTTPS). */
export const AUTH_COOKIE_PREFIX = 'callready';
