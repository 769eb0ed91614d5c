import { useId, useState, type Ref } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { CAPTCHA_CONFIG_PATH, captchaConfigSchema, type CaptchaConfig } from '@callready/contract';
import { Spinner } from '@/components/ui/spinner';
import { apiRequest } from '@/lib/api-client';
import { AltchaCheck } from './captcha/altcha-check';
import { CAPTCHA_LOAD_ERROR, CAPTCHA_LOAD_TIMEOUT_MS } from './captcha/captcha-timeout';
import type { CaptchaHandle } from './captcha/captcha-widget';
import { HCaptchaCheck } from './captcha/hcaptcha-check';
import { FormAlert } from './form-alert';

export type { CaptchaHandle } from './captcha/captcha-widget';

function useCaptchaConfig() {
  return useQuery<CaptchaConfig>({
    queryKey: ['captcha-config'],
    queryFn: ({ signal }) =>
      apiRequest(CAPTCHA_CONFIG_PATH, {
        schema: captchaConfigSchema,
        signal,
        timeoutMs: CAPTCHA_LOAD_TIMEOUT_MS,
      }),
    staleTime: Infinity,
    // One try within the 10 seconds the spec allows; the message then asks for a page refresh.
    retry: false,
  });
}

type SecurityCheckProps = {
  ref?: Ref<CaptchaHandle>;
  onTokenChange: (token: string | null) => void;
};

/**
 * The security check of docs/product.md §8 on sign-up, sign-in and the password reset request: ALTCHA by
 * default, hCaptcha when the server is configured for it.
 */
export function SecurityCheck({ ref, onTokenChange }: SecurityCheckProps) {
  const headingId = useId();
  const config = useCaptchaConfig();
  const [widgetFailed, setWidgetFailed] = useState(false);
  const failed = config.isError || widgetFailed;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="flex items-center gap-1.5 text-base font-semibold">
        <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
        Security check
      </h2>
      {config.isPending && (
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
      {failed && <FormAlert title={CAPTCHA_LOAD_ERROR.title}>{CAPTCHA_LOAD_ERROR.description}</FormAlert>}
    </section>
  );
}
