import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { CaptchaWidgetProps } from './captcha-widget';
import { loadHCaptcha, type HCaptchaApi } from './load-hcaptcha';

type HCaptchaCheckProps = CaptchaWidgetProps & { siteKey: string };

export function HCaptchaCheck({ ref, siteKey, onTokenChange, onLoadFailureChange }: HCaptchaCheckProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: HCaptchaApi; id: string } | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const callbacks = useRef({ onTokenChange, onLoadFailureChange });
  useEffect(() => {
    callbacks.current = { onTokenChange, onLoadFailureChange };
  });

  useImperativeHandle(
    ref,
    () => ({
      reset: () => {
        callbacks.current.onTokenChange(null);
        if (widget.current) widget.current.api.reset(widget.current.id);
      },
    }),
    [],
  );

  useEffect(() => {
    let active = true;
    loadHCaptcha().then(
      (api) => {
        const container = containerRef.current;
        if (!active || !container) return;
        const id = api.render(container, {
          sitekey: siteKey,
          callback: (token) => callbacks.current.onTokenChange(token),
          'expired-callback': () => callbacks.current.onTokenChange(null),
          'chalexpired-callback': () => callbacks.current.onTokenChange(null),
          'error-callback': () => callbacks.current.onTokenChange(null),
        });
        widget.current = { api, id };
        setStatus('ready');
        callbacks.current.onLoadFailureChange(false);
      },
      () => {
        if (!active) return;
        setStatus('failed');
        callbacks.current.onLoadFailureChange(true);
      },
    );
    return () => {
      active = false;
      if (widget.current) widget.current.api.remove(widget.current.id);
      widget.current = null;
    };
  }, [siteKey]);

  return (
    <div className="min-h-[78px]">
      {status === 'loading' && <Spinner label="Loading security check…" />}
      <div ref={containerRef} />
    </div>
  );
}
