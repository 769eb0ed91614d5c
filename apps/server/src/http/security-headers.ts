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

function policyFor({ allowHcaptcha }: { allowHcaptcha: boolean }) {
  if (!allowHcaptcha) return contentSecurityPolicy;
  return {
    ...contentSecurityPolicy,
    scriptSrc: [...contentSecurityPolicy.scriptSrc, ...HCAPTCHA_SOURCES],
    styleSrc: [...contentSecurityPolicy.styleSrc, ...HCAPTCHA_SOURCES],
    connectSrc: [...contentSecurityPolicy.connectSrc, ...HCAPTCHA_SOURCES],
    frameSrc: HCAPTCHA_SOURCES,
  };
}

export const securityHeaders = ({ allowHcaptcha = false }: { allowHcaptcha?: boolean } = {}) =>
  secureHeaders({
    contentSecurityPolicy: policyFor({ allowHcaptcha }),
    // Not 'no-referrer': with it browsers send `Origin: null` on same-origin POSTs,
    // which would defeat the origin checks that protect sign-in against CSRF.
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    // Practice calls record from the microphone on this origin only.
    permissionsPolicy: { microphone: ['self'], camera: [], geolocation: [], payment: [], usb: [] },
  });
