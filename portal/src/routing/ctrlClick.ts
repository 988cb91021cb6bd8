/**
 * portal-spec §4: holding Control (⌘ on macOS) while clicking a product link skips the upgrade prompt
 * for property-level modules. The guard runs after the navigation, so the click is remembered briefly.
 */
const WINDOW_MS = 1000;

let last: { at: number; modified: boolean } | null = null;

export function trackModifiedClicks(target: Pick<Document, 'addEventListener' | 'removeEventListener'>) {
  const onClick = (event: MouseEvent) => {
    last = { at: Date.now(), modified: event.ctrlKey || event.metaKey };
  };
  target.addEventListener('click', onClick, true);
  return () => target.removeEventListener('click', onClick, true);
}

/** Whether the click that led here held Control; forgotten once read. */
export function takeModifiedClick(): boolean {
  const modified = last?.modified === true && Date.now() - last.at < WINDOW_MS;
  last = null;
  return modified;
}
