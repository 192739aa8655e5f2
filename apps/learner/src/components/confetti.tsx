import { useEffect, useRef } from 'react';
import { celebrate } from '../lib/celebrate';

/** Whether the learner asked for less motion: the confetti then stays away. */
const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The confetti falls over the whole window and never takes a click. */
const confettiCanvas = { position: 'fixed', inset: 0, width: '100%', height: '100%', pointerEvents: 'none', zIndex: 300 } as const;

/**
 * The completion screens' confetti: thrown once, when `active` first holds, on this component's own canvas
 * (hidden from assistive technology and inside the page's landmarks), never for a learner who prefers
 * reduced motion.
 */
export function Confetti({ active }: { active: boolean }) {
  const thrown = useRef(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    // Once per visit (development's strict mode runs effects twice).
    if (!active || !canvas.current || thrown.current || prefersReducedMotion()) return;
    thrown.current = true;
    void celebrate(canvas.current).catch(() => undefined);
  }, [active]);
  return <canvas ref={canvas} aria-hidden="true" style={confettiCanvas} />;
}
