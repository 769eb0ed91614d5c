// What the child is told about a spoken answer (docs/product.md §8 Voice), whichever recogniser heard it.
import { toast } from 'sonner';

export function reportHeard() {
  toast.success('Speech Recognized');
}

export function reportNothingHeard() {
  toast.info('No Speech Detected', {
    description: "We'll still continue. Try to speak more clearly next time.",
  });
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
