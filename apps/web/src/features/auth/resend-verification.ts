import { toast } from 'sonner';
import { resendVerificationEmail } from './auth-api';
import { UNREACHABLE_MESSAGE } from './auth-errors';

/** Sends a fresh confirmation link and says what happened. */
export async function resendVerificationWithToast(email: string): Promise<void> {
  const outcome = await resendVerificationEmail(email);
  if (outcome.ok) {
    toast.success('Verification e-mail sent', {
      description: `If ${email} still needs confirming, a new link is on its way. Please check your spam folder too.`,
    });
    return;
  }
  const { failure } = outcome;
  toast.error('Could not send the e-mail', {
    description:
      failure.status === 0 ? UNREACHABLE_MESSAGE : (failure.message ?? 'Please try again in a few minutes.'),
  });
}
