/** Confetti of the completion screen: 200 pieces (back-office §9). */
export const CONFETTI_PIECES = 200;

/**
 * Throws the confetti once. The library loads only here, on the completion screen; it also stays still for
 * anyone who asked for reduced motion, and the screen does not call it for them in the first place.
 */
export async function celebrate(): Promise<void> {
  const { default: confetti } = await import('canvas-confetti');
  await confetti({ particleCount: CONFETTI_PIECES, spread: 100, origin: { y: 0.6 }, disableForReducedMotion: true });
}
