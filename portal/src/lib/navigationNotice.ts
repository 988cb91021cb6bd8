/** How a notice looks: a confirmation, neutral information, something to watch out for, or a failure. */
export type NoticeTone = 'success' | 'info' | 'warning' | 'error';

/** What one page tells the next through the router's location state. */
export interface NavigationNotice {
  notice?: string;
  /** Defaults to 'info' (e.g. "Your session has ended."). */
  tone?: NoticeTone;
  /** Prefills the login form. */
  email?: string;
}

const TONES: readonly string[] = ['success', 'info', 'warning', 'error'] satisfies NoticeTone[];

export function readNavigationNotice(state: unknown): NavigationNotice {
  if (typeof state !== 'object' || state === null) return {};
  const { notice, tone, email } = state as Record<string, unknown>;
  return {
    ...(typeof notice === 'string' ? { notice } : {}),
    ...(typeof tone === 'string' && TONES.includes(tone) ? { tone: tone as NoticeTone } : {}),
    ...(typeof email === 'string' ? { email } : {}),
  };
}
