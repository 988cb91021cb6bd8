/** Which error page /error/errorpage shows for its `statuscode` query. */
export interface ErrorStatus {
  variant: '404' | '500';
  /** The code to show; undefined shows the variant's own. */
  statusCode?: number;
}

/** 404 shows the not-found page; any other valid HTTP error code the server-error page with that code. */
export function errorStatusFor(statuscode: string | null): ErrorStatus {
  const code = Number(statuscode);
  if (code === 404) return { variant: '404' };
  if (Number.isInteger(code) && code >= 400 && code <= 599) return { variant: '500', statusCode: code };
  return { variant: '500' };
}

/** Back To Home keeps the organization and property the error page was given. */
export function homeHrefFor(search: string): string {
  const query = new URLSearchParams(search);
  const home = new URLSearchParams();
  for (const key of ['oid', 'pid']) {
    const value = query.get(key);
    if (value && /^\d+$/.test(value)) home.set(key, value);
  }
  const qs = home.toString();
  return qs ? `/home/welcome?${qs}` : '/home/welcome';
}
