import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** Moves focus to the element once it is shown (used for headings of a new step). */
export function useFocusOnMount<T extends HTMLElement>(enabled = true): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}

/**
 * After a failed submit, moves focus to the first invalid field of the form
 * (or to the form's alert when no field is marked).
 */
export function useFocusFirstProblem(): [RefObject<HTMLFormElement | null>, () => void] {
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('[role="alert"]');
    // An alert box is not focusable by itself; -1 lets the script focus it without adding a tab stop.
    if (target && !target.hasAttribute('tabindex') && target.getAttribute('role') === 'alert') {
      target.tabIndex = -1;
    }
    target?.focus();
  }, [attempt]);
  const markFailed = useCallback(() => setAttempt((n) => n + 1), []);
  return [formRef, markFailed];
}

/**
 * After a dialog that the app closed by unmounting it (nothing to hand focus back to): the page's
 * main content takes focus, so the keyboard user is not left on <body>.
 */
export function focusMainContent(): void {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    document.getElementById('main')?.focus();
  });
}
