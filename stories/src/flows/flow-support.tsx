import { createHandlers, createMockState, type MockState, signIn } from '@privacy-portal/mocks';
import { type ApiClient, createApiClient, memoryTokenStore, type TokenStore } from '@privacy-portal/sdk';
import type { SetupWorker } from 'msw/browser';

/** A fresh mocked backend for one story: demo data, all contract handlers. */
export function mockBackend(msw: Pick<SetupWorker, 'use'>, prepare?: (state: MockState) => void): MockState {
  const state = createMockState();
  prepare?.(state);
  msw.use(...createHandlers(state));
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
