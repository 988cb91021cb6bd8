import { createHandlers, createMockState, type MockState, signIn } from '@privacy-portal/mocks';
import { type ApiClient, createApiClient, memoryTokenStore, type TokenStore } from '@privacy-portal/sdk';
import { http } from 'msw';
import type { SetupWorker } from 'msw/browser';

/** A write the story's page sent to the API, to assert what a flow saved. */
export interface SentWrite {
  method: string;
  path: string;
  body: unknown;
}

/** Every write the current story sent (the mocks answer recordings: what was sent is what a flow saves). */
export const sentWrites: SentWrite[] = [];

/** A fresh mocked backend for one story: the recorded demo data, all contract handlers. */
export function mockBackend(msw: Pick<SetupWorker, 'use'>, prepare?: (state: MockState) => void): MockState {
  const state = createMockState();
  prepare?.(state);
  sentWrites.length = 0;
  // First, answering nothing: notes each write, then the mocks answer it.
  const log = http.all('/api/v1/*', async ({ request }) => {
    if (request.method === 'GET') return;
    const text = await request.clone().text();
    sentWrites.push({
      method: request.method,
      path: new URL(request.url).pathname.replace('/api/v1', ''),
      body: text ? JSON.parse(text) : undefined,
    });
  });
  msw.use(log, ...createHandlers(state));
  return state;
}

/** The sdk client as the portal makes it, against the mocks (same origin /api/v1). */
export function flowClient(token: string | null = null): { api: ApiClient; tokens: TokenStore } {
  const tokens = memoryTokenStore(token);
  return { api: createApiClient({ baseUrl: '/api/v1', tokens }), tokens };
}

export function loggedInClient(state: MockState, email: string) {
  return flowClient(signIn(state, email));
}

/** Where the machine asked the app to go: what the portal's router would do. */
export function NavigationLog({ entries }: { entries: string[] }) {
  return (
    <section aria-label="App navigation">
      <p role="status">
        {entries.length ? `Navigated to ${entries[entries.length - 1]}` : 'No navigation yet'}
      </p>
    </section>
  );
}
