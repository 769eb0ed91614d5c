import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { LIVE_CHAT_FRAME_PATH, LIVE_CHAT_FRAME_SANDBOX } from '@callready/contract';

// A strict policy: no inline or third-party script, nothing framed, nothing sent elsewhere.
// Styles allow 'unsafe-inline' because UI primitives position popovers with inline styles.
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:', 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

// hCaptcha's widget is a script and an iframe from its own servers (used only when configured).
const HCAPTCHA_SOURCES = ['https://hcaptcha.com', 'https://*.hcaptcha.com'];

type Policy = typeof contentSecurityPolicy & { frameSrc?: string[] };

function policyFor({ allowHcaptcha }: { allowHcaptcha: boolean }): Policy {
  if (!allowHcaptcha) return contentSecurityPolicy;
  return {
    ...contentSecurityPolicy,
    scriptSrc: [...contentSecurityPolicy.scriptSrc, ...HCAPTCHA_SOURCES],
    styleSrc: [...contentSecurityPolicy.styleSrc, ...HCAPTCHA_SOURCES],
    connectSrc: [...contentSecurityPolicy.connectSrc, ...HCAPTCHA_SOURCES],
    // Our own frames too (the live chat's, ADR 053), which default-src admits without hCaptcha.
    frameSrc: [...HCAPTCHA_SOURCES, "'self'"],
  };
}

/**
 * The live chat frame's page (ADR 053): the widget's origin and nothing of ours, so the browser refuses
 * a widget's requests to our API before the sandbox and SameSite cookies even come into it. Only our
 * own pages may frame it, and the policy sandboxes it itself, however it is opened.
 */
export function liveChatFramePolicy(origin: string) {
  return {
    defaultSrc: ["'none'"],
    scriptSrc: [origin],
    // Widgets position their windows with inline styles.
    styleSrc: [origin, "'unsafe-inline'"],
    imgSrc: [origin, 'data:', 'blob:'],
    fontSrc: [origin, 'data:'],
    connectSrc: [origin],
    frameSrc: [origin],
    formAction: [origin],
    baseUri: ["'none'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    sandbox: [LIVE_CHAT_FRAME_SANDBOX],
  };
}

export function securityHeaders({
  allowHcaptcha = false,
  liveChatOrigin,
}: { allowHcaptcha?: boolean; liveChatOrigin?: string | undefined } = {}): MiddlewareHandler {
  const everywhere = headersWith(policyFor({ allowHcaptcha }));
  if (!liveChatOrigin) return everywhere;
  const inChatFrame = secureHeaders({
    contentSecurityPolicy: liveChatFramePolicy(liveChatOrigin),
    referrerPolicy: 'strict-origin-when-cross-origin',
    // For browsers that read only the older header: our own pages may frame it, no one else.
    xFrameOptions: 'SAMEORIGIN',
    permissionsPolicy: { microphone: [], camera: [], geolocation: [], payment: [], usb: [] },
  });
  return (c, next) => (c.req.path === LIVE_CHAT_FRAME_PATH ? inChatFrame : everywhere)(c, next);
}

const headersWith = (policy: Policy) =>
  secureHeaders({
    contentSecurityPolicy: policy,
    // Not 'no-referrer': with it browsers send `Origin: null` on same-origin POSTs,
    // which would defeat the origin checks that protect sign-in against CSRF.
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    // Practice calls record from the microphone on this origin only.
    permissionsPolicy: { microphone: ['self'], camera: [], geolocation: [], payment: [], usb: [] },
  });
