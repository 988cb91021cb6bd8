import { createMockState, type MockState, signIn } from '@privacy-portal/mocks';
import { startMockWorker } from '@privacy-portal/mocks/browser';
import { QueryClientProvider } from '@tanstack/react-query';
import type { RequestHandler } from 'msw';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach } from 'vitest';
import { render } from 'vitest-browser-react';
import { TOKEN_STORAGE_KEY } from '../../src/lib/api.ts';
import { createPortalQueryClient } from '../../src/lib/queryClient.ts';
import { SessionProvider } from '../../src/session/SessionProvider.tsx';

type MockWorker = Awaited<ReturnType<typeof startMockWorker>>;
let running: MockWorker | null = null;

afterEach(() => {
  running?.worker.stop();
  running = null;
  localStorage.clear();
  sessionStorage.clear();
});

export interface PageOptions {
  /** The demo account to sign in as (default the Company Owner); null renders anonymously. */
  as?: string | null;
  /** The route the page is mounted on and the URL it opens at. */
  path?: string;
  url?: string;
  /** Handlers that answer before the mocks' own (e.g. a refusal), from the first request on. */
  handlers?: RequestHandler[];
  /** Runs on the fresh mock state before the page mounts (e.g. to store a registration token). */
  prepare?: (state: MockState) => void;
}

/**
 * Renders a page as the app does (router, query cache, session) against the mocks' handlers on a
 * fresh demo state, signed in as a demo account. Answers the mock state, for changing it in a test.
 */
export async function renderPage(page: ReactNode, options: PageOptions = {}) {
  const state = createMockState();
  running = await startMockWorker(state);
  if (options.handlers) running.worker.use(...options.handlers);
  const as = options.as === undefined ? 'owner@demo.test' : options.as;
  if (as !== null) localStorage.setItem(TOKEN_STORAGE_KEY, signIn(state, as));
  options.prepare?.(state);
  const path = options.path ?? '/page';
  const client = createPortalQueryClient();
  const requests: { method: string; path: string; body: unknown }[] = [];
  running.worker.events.on('request:start', ({ request }) => {
    if (!new URL(request.url).pathname.startsWith('/api/')) return;
    const entry = { method: request.method, path: new URL(request.url).pathname, body: undefined as unknown };
    requests.push(entry);
    if (request.method !== 'GET') {
      void request
        .clone()
        .json()
        .then(
          (body: unknown) => {
            entry.body = body;
          },
          () => undefined,
        );
    }
  });
  const screen = await render(
    <MemoryRouter initialEntries={[options.url ?? path]}>
      <QueryClientProvider client={client}>
        <SessionProvider>
          <Routes>
            <Route path={path} element={page} />
          </Routes>
        </SessionProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  // requests: every API call the page made, in order, to assert what it sent (or that it sent nothing).
  return { state, worker: running.worker, client, screen, requests };
}
