// Plays audio bytes from the server's voice in an <audio> element.

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Plays `audio` until it ends or `signal` aborts. False when the browser could not play it. */
export function playAudio(audio: Blob, signal: AbortSignal, onPlaying?: () => void): Promise<boolean> {
  const url = URL.createObjectURL(audio);
  const element = new Audio(url);
  return new Promise<boolean>((resolve) => {
    const finish = (played: boolean) => {
      signal.removeEventListener('abort', onAbort);
      element.pause();
      element.removeAttribute('src');
      URL.revokeObjectURL(url);
      resolve(played);
    };
    const onAbort = () => finish(true);
    signal.addEventListener('abort', onAbort, { once: true });
    element.onplaying = () => onPlaying?.();
    element.onended = () => finish(true);
    element.onerror = () => finish(false);
    element.play().catch((error: unknown) => finish(signal.aborted || isAbort(error)));
  });
}
