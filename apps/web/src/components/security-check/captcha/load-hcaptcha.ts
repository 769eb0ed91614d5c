// hCaptcha, used only when the server is configured for it (GET /api/captcha/config). Its script
// comes from the provider, so the server's CSP must then allow https://js.hcaptcha.com and
// https://*.hcaptcha.com (script, frame, style and connect).
import { withTimeout } from './captcha-timeout';

export const HCAPTCHA_SCRIPT_URL = 'https://js.hcaptcha.com/1/api.js?render=explicit&recaptchacompat=off';

export type HCaptchaRenderOptions = {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
  'chalexpired-callback'?: () => void;
};

export type HCaptchaApi = {
  render: (container: HTMLElement, options: HCaptchaRenderOptions) => string;
  reset: (widgetId?: string) => void;
  remove: (widgetId?: string) => void;
};

declare global {
  interface Window {
    hcaptcha?: HCaptchaApi;
  }
}

let loading: Promise<HCaptchaApi> | null = null;

function injectScript(): Promise<HCaptchaApi> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = HCAPTCHA_SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onload = () =>
      window.hcaptcha ? resolve(window.hcaptcha) : reject(new Error('hCaptcha did not start.'));
    script.onerror = () => reject(new Error('The hCaptcha script could not be loaded.'));
    document.head.appendChild(script);
  });
}

/** Loads the provider's script once per page, giving up after 10 seconds. */
export function loadHCaptcha(): Promise<HCaptchaApi> {
  if (window.hcaptcha) return Promise.resolve(window.hcaptcha);
  loading ??= withTimeout(injectScript()).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
