// Small DOM helpers the banner and the preferences share (el, for every script, is in shared/dom.ts).
import { el } from '../shared/dom.ts';

export function button(text: string, onClick: () => void, cls = 'b'): HTMLButtonElement {
  const b = el('button', { type: 'button', class: cls }, text);
  b.onclick = onClick;
  return b;
}

/** A host element on the page with an open shadow root holding `css`. */
export function shadowHost(
  id: string,
  css: string,
  lang: string,
  dir: string,
): { host: HTMLElement; root: ShadowRoot } {
  const host = el('div', { id, lang, dir });
  const root = host.attachShadow({ mode: 'open' });
  root.append(el('style', {}, css));
  document.body.append(host);
  return { host, root };
}

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled])';

/** Keeps Tab inside `box` (a modal dialog): from the last element to the first and back. */
export function trapFocus(root: ShadowRoot, box: HTMLElement): void {
  box.addEventListener('keydown', (e) => {
    if (e.key !== 'Tab') return;
    const items = Array.from(box.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    const active = root.activeElement;
    if (e.shiftKey && (active === first || active === box)) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first?.focus();
    }
  });
}

/** Where focus goes back to: the page's focused element (inside shadow roots too), if any. */
export function focused(): HTMLElement | null {
  const a = document.activeElement;
  return a instanceof HTMLElement && a !== document.body ? a : null;
}

/**
 * Runs `fn` once the next frame is painted (a task after the frame's callbacks), so that a click's
 * visible effect is not held up by work that can follow it. A hidden page paints no frames: then a
 * timer runs it. A page left before either (a link followed at once) runs it as it goes, so that the
 * choice is still stored and recorded.
 */
export function afterPaint(fn: () => void): void {
  let done = false;
  const once = () => {
    if (!done) {
      done = true;
      removeEventListener('pagehide', once);
      fn();
    }
  };
  addEventListener('pagehide', once);
  requestAnimationFrame(() => setTimeout(once));
  setTimeout(once, 100);
}
