/** What a raw API call answered: the body as text (CSV downloads) and parsed when it is JSON. */
export interface ApiAnswer {
  status: number;
  headers: Headers;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever shape the answer has
  body: any;
}

/**
 * One call to the test server's API with a bearer token and an optional JSON body, without the sdk's
 * contract check (file downloads and refusals are read as they come).
 */
export async function apiCall(
  baseUrl: string,
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<ApiAnswer> {
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    text,
    body: text.startsWith('{') ? JSON.parse(text) : null,
  };
}

/** Reads again every 200 ms until `done` holds or `ms` have passed; the last read either way. */
export async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}
