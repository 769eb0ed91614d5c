// What the child is told about a spoken answer (docs/product.md §8 Voice), whichever recogniser heard it.
// Words not heard, or to be checked, are said in the answer box itself (ADR 054).
import { toast } from 'sonner';

/** Only for words the recogniser is sure of (ADR 054); the answer box says the rest in the child's words. */
export function reportHeard() {
  toast.success('Speech Recognized');
}

export function reportRecognitionError() {
  toast.error('Speech Recognition Error', {
    description: "We couldn't process that, but you can still continue.",
  });
}

export function reportMicrophoneDenied() {
  toast.error('Microphone Access Denied', {
    description: 'Please allow microphone access to use voice features.',
  });
}
