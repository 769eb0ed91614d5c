import { useEffect } from 'react';
import confetti from 'canvas-confetti';

/** docs/product.md §9: the celebration lasts three seconds. */
export const CONFETTI_MS = 3000;
// Bursts stop early enough for the last pieces to fall before the three seconds are up.
const BURST_MS = 1800;
const PIECE_LIFETIME_TICKS = 70;

/** Confetti from both sides when the results appear; nothing for people who ask for less motion. */
export function useConfetti(active: boolean) {
  useEffect(() => {
    if (!active || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const burstsEnd = Date.now() + BURST_MS;
    let frame = 0;
    const burst = () => {
      const shared = {
        particleCount: 3,
        spread: 65,
        ticks: PIECE_LIFETIME_TICKS,
        disableForReducedMotion: true,
      };
      void confetti({ ...shared, angle: 60, origin: { x: 0, y: 0.65 } });
      void confetti({ ...shared, angle: 120, origin: { x: 1, y: 0.65 } });
      if (Date.now() < burstsEnd) frame = window.requestAnimationFrame(burst);
    };
    burst();
    const stop = window.setTimeout(() => confetti.reset(), CONFETTI_MS);
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(stop);
      confetti.reset();
    };
  }, [active]);
}
