import { useEffect, useImperativeHandle, useRef } from 'react';
import type { AltchaWidgetElement } from 'altcha';
import type {} from 'altcha/types/react';
import { CAPTCHA_CHALLENGE_PATH } from '@callready/contract';
import './altcha-setup';
import type { CaptchaWidgetProps } from './captcha-widget';

type StateChangeDetail = { state: string; payload: string | null };

/** The element's methods exist only once it has mounted, a moment after it is added to the page. */
type AltchaElement = HTMLElement & Partial<Pick<AltchaWidgetElement, 'getState' | 'reset' | 'verify'>>;

/**
 * The self-hosted proof-of-work check. It starts as soon as the parent begins filling in the
 * form, so it is usually finished by the time they reach the submit button.
 */
export function AltchaCheck({ ref, onTokenChange, onLoadFailureChange }: CaptchaWidgetProps) {
  const widgetRef = useRef<AltchaElement>(null);
  const callbacks = useRef({ onTokenChange, onLoadFailureChange });
  useEffect(() => {
    callbacks.current = { onTokenChange, onLoadFailureChange };
  });

  useImperativeHandle(
    ref,
    () => ({
      reset: () => {
        const widget = widgetRef.current;
        callbacks.current.onTokenChange(null);
        widget?.reset?.();
        void widget?.verify?.();
      },
    }),
    [],
  );

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
      callbacks.current.onTokenChange(state === 'verified' && payload ? payload : null);
      if (state === 'error') callbacks.current.onLoadFailureChange(true);
      if (state === 'verified') callbacks.current.onLoadFailureChange(false);
    };
    // An expired solution is dropped; the check runs again on the next click or focus in the form.
    const onExpired = () => {
      callbacks.current.onTokenChange(null);
      widget.reset?.();
    };
    // The widget starts on focus within its form; when the form already had focus before the
    // widget was ready (a dialog focuses its first field at once), start it now.
    const onLoad = () => {
      const form = widget.closest('form');
      if (form?.contains(document.activeElement) && widget.getState?.() === 'unverified')
        void widget.verify?.();
    };
    widget.addEventListener('statechange', onStateChange);
    widget.addEventListener('expired', onExpired);
    widget.addEventListener('load', onLoad);
    if (widget.getState) onLoad();
    return () => {
      widget.removeEventListener('statechange', onStateChange);
      widget.removeEventListener('expired', onExpired);
      widget.removeEventListener('load', onLoad);
    };
  }, []);

  return (
    <altcha-widget
      ref={widgetRef}
      challenge={CAPTCHA_CHALLENGE_PATH}
      auto="onfocus"
      type="checkbox"
      name="altcha"
      className="block"
    />
  );
}
