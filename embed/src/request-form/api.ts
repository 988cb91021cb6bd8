// The public API the form calls, on the origin the script came from (the page's own: its CSP allows
// connect-src 'self' only). The contract's shapes are imported as types: nothing of the sdk client is
// bundled.
import type { components } from '../../../sdk/src/generated/schema.ts';
import { fetchJson } from '../shared/fetch.ts';

type Schemas = components['schemas'];
export type PublicForm = Schemas['PublicForm'];
export type FormField = Schemas['FormField'];
export type Country = Schemas['Country'];
export type Region = Schemas['Region'];
export type Captcha = Schemas['Captcha'];
export type SubmissionInput = Schemas['SubmissionInput'];
export type Submission = Schemas['Submission'];
export type Verification = Schemas['Verification'];
export type ErrorBody = Schemas['Error']['error'];

/** An answer of the API: `data` on a 2xx, `error` otherwise. A network failure rejects. */
export interface Answer<T> {
  status: number;
  data?: T;
  error?: ErrorBody;
}

export type Api = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<Answer<T>>;

/** A caller of `${origin}/api/v1/public…`. */
export function publicApi(origin: string): Api {
  return async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer<T>> => {
    // No timeout: a submission carries the visitor's files, which may take a while to send.
    const { res, body: json } = await fetchJson<{ response?: T; error?: ErrorBody }>(
      `${origin}/api/v1/public${path}`,
      {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? null : JSON.stringify(body),
        cache: method === 'GET' ? 'default' : 'no-store',
        referrerPolicy: 'no-referrer',
      },
      0,
    );
    return res.ok && json?.response !== undefined
      ? { status: res.status, data: json.response }
      : {
          status: res.ok ? 502 : res.status,
          error: json?.error ?? { code: 'internal_error', message: res.statusText },
        };
  };
}
