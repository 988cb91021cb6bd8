/** Calls of the public consent API as a browser on a customer's site makes them (raw fetch: headers matter). */
import type { TestServer } from '../support/harness.ts';

export const DE_IP = '81.169.145.1';
export const US_CA_IP = '13.52.0.1';

export interface PublicCall {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** Send the body as text/plain, as navigator.sendBeacon does. */
  beacon?: boolean;
}

export async function call(server: TestServer, c: PublicCall) {
  const headers: Record<string, string> = { ...c.headers };
  let body: string | undefined;
  if (c.body !== undefined) {
    body = typeof c.body === 'string' ? c.body : JSON.stringify(c.body);
    headers['content-type'] = c.beacon ? 'text/plain;charset=UTF-8' : 'application/json';
  }
  const res = await fetch(`${server.url}/api/v1/public/cookie-consent${c.path}`, {
    method: c.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    ...(body === undefined ? {} : { body }),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined, text };
}

/** A submission for the property's current banner, granting these categories. */
export function submission(overrides: Record<string, unknown> = {}) {
  return {
    consent_id: crypto.randomUUID(),
    banner_version: 1,
    choice: 'custom',
    granted: ['necessary', 'analytics'],
    denied: ['marketing', 'functional', 'unclassified'],
    gpc: false,
    tc_string: null,
    consent_mode: { analytics_storage: 'granted', ad_storage: 'denied' },
    page_url: 'https://store.demo.test/products/1',
    language: 'en',
    ...overrides,
  };
}
