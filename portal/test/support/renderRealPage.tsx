import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../src/lib/api.ts';
import { createPortalQueryClient } from '../../src/lib/queryClient.ts';
import { mountPage } from './mountPage.tsx';

/** The server's demo password (server/src/db/seed.ts). */
const DEMO_PASSWORD = 'Demo-Password-1';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

async function signIn(email: string): Promise<string> {
  const res = await fetch('/api/v1/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { response?: { action?: string; token?: string } };
  if (body.response?.action !== 'success' || !body.response.token)
    throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(body)}`);
  return body.response.token;
}

export interface RealPageOptions {
  /** The demo account to sign in as (default the Company Owner). */
  as?: string;
  path?: string;
  url?: string;
}

/**
 * Renders a page (mountPage) against the real API (the `ui-server`
 * project's server on the demo seed), signed in for real as a demo account.
 */
export async function renderRealPage(page: ReactNode, options: RealPageOptions = {}) {
  localStorage.setItem(TOKEN_STORAGE_KEY, await signIn(options.as ?? 'owner@demo.test'));
  const path = options.path ?? '/page';
  const screen = await mountPage(page, path, options.url ?? path, createPortalQueryClient());
  return { screen };
}
