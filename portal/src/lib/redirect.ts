import { readStored, writeStored } from './storage.ts';

const REDIRECT_KEY = 'pp.redirect';

export const HOME_PATH = '/home/welcome';

/** Pages that make no sense to come back to after logging in. */
const NOT_REMEMBERED = [
  '/login',
  '/signout',
  '/signup',
  '/verify-email',
  '/resetpswd',
  '/setpassword',
  '/forgot-password',
];

function isRememberable(url: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//')) return false;
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return !NOT_REMEMBERED.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Remembers the page a logged-out visitor asked for, to return there after login. */
export function rememberRedirect(url: string): void {
  if (isRememberable(url)) writeStored('session', REDIRECT_KEY, url);
}

/** The remembered page, or the home page; it stays remembered (the login reads it before it succeeds). */
export function peekRedirect(): string {
  const url = readStored('session', REDIRECT_KEY);
  return url !== null && isRememberable(url) ? url : HOME_PATH;
}

/** The remembered page (forgotten once read), or the home page. */
export function takeRedirect(): string {
  const url = peekRedirect();
  writeStored('session', REDIRECT_KEY, null);
  return url;
}
