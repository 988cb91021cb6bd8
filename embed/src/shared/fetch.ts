// Reading the public API, for every embed script: no cookies sent, a timeout that gives up on a slow
// server (the page goes on in its safe state), and a body that is not JSON read as none.

/**
 * Fetches `url` and parses its JSON body (undefined when it is not JSON); rejects on a network failure
 * or after `timeoutMs` (0: no timeout).
 */
export async function fetchJson<B>(
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<{ res: Response; body: B | undefined }> {
  const ctrl = new AbortController();
  const timer = timeoutMs && setTimeout(() => ctrl.abort(), timeoutMs);
  try {
    const res = await fetch(url, { ...init, credentials: 'omit', signal: ctrl.signal });
    return { res, body: await res.json().catch(() => undefined) };
  } finally {
    clearTimeout(timer);
  }
}
