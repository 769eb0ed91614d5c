// Shown on the sign-in screen when the parent has not confirmed their e-mail address yet. Nothing is
// sent by signing in: a new link goes only when the parent asks for it, which the server limits.
import { Loader2, MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AuthRefusal, useSendConfirmationAgain } from './auth-api';
import { toAuthFailure, UNREACHABLE_MESSAGE } from './auth-errors';
import { FormAlert } from './form-alert';

export const UNCONFIRMED_EMAIL_TITLE = 'Your e-mail address is not confirmed yet';

const TIME = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

function refusalMessage(error: unknown): string {
  const failure = error instanceof AuthRefusal ? error.failure : toAuthFailure(error);
  if (failure.status === 0) return UNREACHABLE_MESSAGE;
  return failure.message ?? 'The link could not be sent. Please try again in a few minutes.';
}

export function UnconfirmedEmailNotice({ email }: { email: string }) {
  const sendAgain = useSendConfirmationAgain();
  const sentAt = sendAgain.data;
  return (
    <FormAlert tone="info" title={UNCONFIRMED_EMAIL_TITLE}>
      <div className="flex flex-col gap-3">
        <p>
          Open the link we sent to <strong className="break-all">{email}</strong> to confirm it, then sign in.
          Check your spam folder too.
        </p>
        {sentAt && (
          <p role="status" className="font-semibold">
            We sent a new link at {TIME.format(sentAt)}. It works for 24 hours.
          </p>
        )}
        {sendAgain.isError && (
          <p role="alert" className="font-semibold text-red-900">
            {refusalMessage(sendAgain.error)}
          </p>
        )}
        <Button
          type="button"
          variant="outline"
          className="w-fit bg-white"
          disabled={sendAgain.isPending}
          aria-busy={sendAgain.isPending || undefined}
          onClick={() => sendAgain.mutate(email)}
        >
          {sendAgain.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <MailCheck aria-hidden="true" />
          )}
          Send the link again
        </Button>
      </div>
    </FormAlert>
  );
}
