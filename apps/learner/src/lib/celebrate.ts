/** Confetti of the completion screen: 200 pieces (docs/domain-rules.md, Screen constants). */
export const CONFETTI_PIECES = 200;

/**
 * Throws the confetti once on `canvas`, the screen's own (hidden from assistive technology, inside the page's
 * landmarks) rather than one the library would add to the body. The library loads only here; it also stays
 * still for anyone who asked for reduced motion, and the screen does not call it for them in the first place.
 */
export async function celebrate(canvas: HTMLCanvasElement): Promise<void> {
  const { default: confetti } = await import('canvas-confetti');
  const fire = confetti.create(canvas, { resize: true, disableForReducedMotion: true });
  await fire({ particleCount: CONFETTI_PIECES, spread: 100, origin: { y: 0.6 } });
}
