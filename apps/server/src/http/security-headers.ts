import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

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
    frameSrc: HCAPTCHA_SOURCES,
  };
}

/**
 * The contact page's policy when a live chat widget is configured (ADR 042): exactly the widget's
 * origin may run its script, be framed, be fetched from and serve its styles and images. Every other
 * page keeps the strict policy, so the widget can run nowhere else.
 */
export function withLiveChat(policy: Policy, origin: string): Policy {
  return {
    ...policy,
    scriptSrc: [...policy.scriptSrc, origin],
    styleSrc: [...policy.styleSrc, origin],
    imgSrc: [...policy.imgSrc, origin],
    connectSrc: [...policy.connectSrc, origin],
    frameSrc: [...(policy.frameSrc ?? []), origin],
  };
}

/** The contact page as the browser asks for it (its prerendered file included). */
const CONTACT_PAGE = /^\/contact(\/|\/index\.html)?$/;

export function securityHeaders({
  allowHcaptcha = false,
  liveChatOrigin,
}: { allowHcaptcha?: boolean; liveChatOrigin?: string | undefined } = {}): MiddlewareHandler {
  const policy = policyFor({ allowHcaptcha });
  const everywhere = headersWith(policy);
  if (!liveChatOrigin) return everywhere;
  const onContactPage = headersWith(withLiveChat(policy, liveChatOrigin));
  return (c, next) => (CONTACT_PAGE.test(c.req.path) ? onContactPage : everywhere)(c, next);
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
