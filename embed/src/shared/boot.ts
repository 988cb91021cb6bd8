// How every embed script starts: from the script tag that loaded it (document.currentScript, which
// exists only while the script first runs), and never with an error reaching the customer's page.

/** Runs `start` with this script's tag; any error stays here: the page must keep working. */
export function fromScript(start: (script: HTMLScriptElement) => void): void {
  try {
    const script = document.currentScript;
    if (script instanceof HTMLScriptElement) start(script);
  } catch {}
}

/** The origin the script was loaded from: the API it talks to (`src` reads as an absolute address). */
export const scriptOrigin = (script: HTMLScriptElement): string => new URL(script.src).origin;

/** Runs `fn` once the page has a body (at once if it has one already: scripts in <head> run earlier). */
export function whenReady(fn: () => void): void {
  if (document.body) fn();
  else document.addEventListener('DOMContentLoaded', fn, { once: true });
}
