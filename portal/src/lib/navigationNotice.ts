/** What one page tells the next through the router's location state. */
export interface NavigationNotice {
  notice?: string;
  /** Prefills the login form. */
  email?: string;
}

export function readNavigationNotice(state: unknown): NavigationNotice {
  if (typeof state !== 'object' || state === null) return {};
  const { notice, email } = state as Record<string, unknown>;
  return {
    ...(typeof notice === 'string' ? { notice } : {}),
    ...(typeof email === 'string' ? { email } : {}),
  };
}
