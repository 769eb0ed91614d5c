import { useId, useState, type Ref } from 'react';
import { AlertTriangle, ShieldCheck } from 'lucide-react';
import { CAPTCHA_CONFIG_PATH, captchaConfigSchema, type CaptchaConfig } from '@callready/contract';
import { Spinner } from '@/components/ui/spinner';
import { apiRequest } from '@/lib/api-client';
import { createRemoteValue, useRemoteValue } from '@/lib/remote-value';
import { AltchaCheck } from './captcha/altcha-check';
import { CAPTCHA_LOAD_ERROR, CAPTCHA_LOAD_TIMEOUT_MS } from './captcha/captcha-timeout';
import type { CaptchaHandle } from './captcha/captcha-widget';
import { HCaptchaCheck } from './captcha/hcaptcha-check';

export type { CaptchaHandle } from './captcha/captcha-widget';

// One answer for every check on the page, asked once: the child login and account pages that show
// a check do not load the query cache for it.
const captchaConfig = createRemoteValue<CaptchaConfig>((signal) =>
  // One try within the 10 seconds the spec allows; the message then asks for a page refresh.
  apiRequest(CAPTCHA_CONFIG_PATH, {
    schema: captchaConfigSchema,
    signal,
    timeoutMs: CAPTCHA_LOAD_TIMEOUT_MS,
  }),
);

type SecurityCheckProps = {
  ref?: Ref<CaptchaHandle>;
  onTokenChange: (token: string | null) => void;
};

/**
 * The security check of docs/product.md §8 on sign-up, sign-in and the password reset request (and on child
 * login while codes are being guessed across the service): ALTCHA by default, hCaptcha when the
 * server is configured for it.
 */
export function SecurityCheck({ ref, onTokenChange }: SecurityCheckProps) {
  const headingId = useId();
  const config = useRemoteValue(captchaConfig);
  const [widgetFailed, setWidgetFailed] = useState(false);
  const failed = config.error !== null || widgetFailed;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="flex items-center gap-1.5 text-base font-semibold">
        <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
        Security check
      </h2>
      {config.pending && (
        <div className="flex min-h-16 items-center rounded-lg border-2 border-dashed px-4">
          <Spinner className="size-5" label="Loading security check…" />
          <span className="ml-2 text-sm text-muted-foreground" aria-hidden="true">
            Loading security check…
          </span>
        </div>
      )}
      {config.data?.provider === 'altcha' && (
        <AltchaCheck ref={ref} onTokenChange={onTokenChange} onLoadFailureChange={setWidgetFailed} />
      )}
      {config.data?.provider === 'hcaptcha' && (
        <HCaptchaCheck
          ref={ref}
          siteKey={config.data.siteKey}
          onTokenChange={onTokenChange}
          onLoadFailureChange={setWidgetFailed}
        />
      )}
      {failed && (
        <div
          role="alert"
          className="flex gap-2 rounded-lg border border-emergency/30 bg-emergency-soft px-3 py-2 text-sm text-red-900"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-emergency" aria-hidden="true" />
          <div>
            <p className="font-semibold">{CAPTCHA_LOAD_ERROR.title}</p>
            <p>{CAPTCHA_LOAD_ERROR.description}</p>
          </div>
        </div>
      )}
    </section>
  );
}
