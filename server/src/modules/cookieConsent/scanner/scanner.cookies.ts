export type SameSite = 'Strict' | 'Lax' | 'None';

/** A cookie as a Set-Cookie header or a `document.cookie = ...` write declares it. */
export interface ParsedCookie {
  name: string;
  /** Lower case, without a leading dot: the finding's domain. */
  domain: string;
  /** No Domain attribute: only the setting host gets it back. */
  hostOnly: boolean;
  path: string;
  /** The lifetime declared from the moment it was set (Max-Age, else Expires); null for a session cookie. */
  lifetimeSeconds: number | null;
  secure: boolean;
  httpOnly: boolean;
  sameSite: SameSite | null;
  /** Max-Age <= 0 or an Expires in the past: the cookie is being removed, not set. */
  deletion: boolean;
}

/** RFC 6265 5.1.4: the directory of the request path, "/" when there is none. */
export function defaultCookiePath(pathname: string): string {
  if (!pathname.startsWith('/')) return '/';
  const lastSlash = pathname.lastIndexOf('/');
  return lastSlash <= 0 ? '/' : pathname.slice(0, lastSlash);
}

function parseSameSite(value: string): SameSite | null {
  switch (value.trim().toLowerCase()) {
    case 'strict':
      return 'Strict';
    case 'lax':
      return 'Lax';
    case 'none':
      return 'None';
    default:
      return null;
  }
}

/**
 * Parses one Set-Cookie header value, or one `document.cookie` assignment, set by `url` at `now`
 * (ms). Hand-written (set-cookie-parser is only a transitive dependency here) after RFC 6265 section
 * 5.2: Max-Age beats Expires, a Domain gives a domain cookie, a missing or relative Path takes the
 * request's directory. Returns null when there is no cookie name.
 */
export function parseCookieString(
  text: string,
  url: string | URL,
  now: number = Date.now(),
): ParsedCookie | null {
  const [pair = '', ...attributes] = text.split(';');
  const eq = pair.indexOf('=');
  const name = (eq < 0 ? '' : pair.slice(0, eq)).trim();
  if (!name) return null;
  const where = new URL(url);
  let domain: string | null = null;
  let path: string | null = null;
  let maxAge: number | null = null;
  let expires: number | null = null;
  let secure = false;
  let httpOnly = false;
  let sameSite: SameSite | null = null;
  for (const attribute of attributes) {
    const at = attribute.indexOf('=');
    const key = (at < 0 ? attribute : attribute.slice(0, at)).trim().toLowerCase();
    const value = at < 0 ? '' : attribute.slice(at + 1).trim();
    if (key === 'domain' && value) domain = value.replace(/^\./, '').toLowerCase();
    else if (key === 'path') path = value.startsWith('/') ? value : null;
    else if (key === 'max-age' && /^-?\d+$/.test(value)) maxAge = Number(value);
    else if (key === 'expires') {
      const date = Date.parse(value);
      if (!Number.isNaN(date)) expires = date;
    } else if (key === 'secure') secure = true;
    else if (key === 'httponly') httpOnly = true;
    else if (key === 'samesite') sameSite = parseSameSite(value);
  }
  let lifetimeSeconds: number | null = null;
  if (maxAge !== null) lifetimeSeconds = maxAge;
  else if (expires !== null) lifetimeSeconds = Math.round((expires - now) / 1000);
  return {
    name,
    domain: domain ?? where.hostname.toLowerCase(),
    hostOnly: domain === null,
    path: path ?? defaultCookiePath(where.pathname),
    lifetimeSeconds,
    secure,
    httpOnly,
    sameSite,
    deletion: lifetimeSeconds !== null && lifetimeSeconds <= 0,
  };
}
