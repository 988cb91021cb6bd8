import { useEffect, useState } from 'react';

/** The slide in and out of the Quick Start panel (portal-spec §9: 350 ms). */
export const SLIDE_MS = 350;

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * Keeps the panel mounted while it slides out after `isOpen` turns false. With reduced motion the
 * stylesheet drops the animation and the panel goes at once.
 */
export function useSlide(isOpen: boolean): { rendered: boolean; exiting: boolean } {
  const [exiting, setExiting] = useState(false);
  const [wasOpen, setWasOpen] = useState(isOpen);
  // Adjusting state while rendering (not in an effect) avoids one frame without the panel.
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    setExiting(!isOpen && !reducedMotion());
  }
  useEffect(() => {
    if (!exiting) return;
    const timer = setTimeout(() => setExiting(false), SLIDE_MS);
    return () => clearTimeout(timer);
  }, [exiting]);
  return { rendered: isOpen || exiting, exiting };
}
