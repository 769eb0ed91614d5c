import { useRef } from 'react';
import { COUNTRIES } from '@callready/core';
import { Globe2 } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { EmergencyNumberBadge, NonEmergencyBadge } from '@/components/country-number-badges';
import { useCountry } from '@/lib/country-context';
import { CountryFlag } from '@/components/country-flag';
import { callVoiceLabel, useDeviceVoiceFor } from '@/lib/speech/device-voice-labels';
import { useVoiceAccents } from '@/lib/speech/voice-accents';

/**
 * The first-visit overlay of docs/product.md §2.3: the visitor picks a country so every page shows the
 * right emergency numbers and service names. Each card names the accent of the voice really heard on
 * this device: its own voice for that English when it has one ('Australian English voice on this
 * device', ADR 045), else the server's ('British English voice'), or none when neither can be vouched for. A choice is required, so the dialog has no close button and ignores Escape and clicks outside.
 */
export function CountryPrompt() {
  const { country, setCountry } = useCountry();
  const open = country === null;
  const contentRef = useRef<HTMLDivElement>(null);
  const accents = useVoiceAccents();
  const deviceVoiceFor = useDeviceVoiceFor();

  return (
    <DialogPrimitive.Root open={open}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[60] bg-slate-950/70 backdrop-blur-sm data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          ref={contentRef}
          tabIndex={-1}
          // Focus the dialog itself, not the first country, so no country looks preselected.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            contentRef.current?.focus();
          }}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-[60] flex max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-background shadow-2xl outline-none data-[state=open]:animate-zoom-in"
        >
          <div className="bg-gradient-to-br from-primary to-sky-500 px-5 py-5 text-center text-primary-foreground sm:px-8 sm:py-7">
            <Globe2 className="mx-auto size-10 sm:size-12" aria-hidden="true" />
            <DialogPrimitive.Title className="mt-2 text-2xl font-extrabold sm:text-3xl">
              Choose Your Country
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="mt-1.5 text-base text-blue-50 sm:text-lg">
              Select your country for the right emergency numbers and service names
            </DialogPrimitive.Description>
          </div>
          <div className="grid grid-cols-2 gap-2.5 overflow-y-auto p-3 sm:gap-4 sm:p-6">
            {COUNTRIES.map((option) => (
              <button
                key={option.id}
                type="button"
                onClick={() => setCountry(option.id)}
                className="group flex min-h-28 flex-col items-center justify-center gap-1.5 rounded-xl border-2 border-border bg-card p-3 text-center transition-all hover:-translate-y-0.5 hover:border-primary hover:bg-primary-soft hover:shadow-md focus-visible:border-primary sm:min-h-36 sm:gap-2 sm:p-4"
              >
                <CountryFlag id={option.id} className="text-3xl sm:text-4xl" />
                <span className="text-base leading-tight font-bold sm:text-lg">{option.name}</span>
                {callVoiceLabel(accents, option.id, deviceVoiceFor) && (
                  <span className="text-sm text-muted-foreground">
                    {callVoiceLabel(accents, option.id, deviceVoiceFor)}
                  </span>
                )}
                <span className="mt-0.5 flex flex-wrap items-center justify-center gap-1.5">
                  <EmergencyNumberBadge country={option} className="px-2 text-xs sm:px-2.5 sm:text-sm" />
                  <NonEmergencyBadge country={option} className="px-2 text-xs sm:px-2.5 sm:text-sm" />
                </span>
              </button>
            ))}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
