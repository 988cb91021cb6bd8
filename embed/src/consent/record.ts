// What the embed sends: each choice to the consent ledger, the installation beacon once a session.
// sendBeacon with a text/plain body (no CORS preflight) survives the page being left; fetch with
// keepalive stands in where sendBeacon is missing or refuses.

export function send(url: string, body: unknown): void {
  const json = JSON.stringify(body);
  try {
    if (navigator.sendBeacon?.(url, new Blob([json], { type: 'text/plain' }))) return;
  } catch {}
  fetch(url, {
    method: 'POST',
    body: json,
    headers: { 'content-type': 'text/plain' },
    keepalive: true,
    mode: 'cors',
    credentials: 'omit',
  }).catch(() => {});
}

/** A v4 UUID; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function uuid(): string {
  if (typeof crypto.randomUUID === 'function' && isSecureContext) return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The page's address without its fragment (which may hold tokens the ledger must not keep). */
export const pageUrl = (): string => location.href.split('#')[0] ?? '';
