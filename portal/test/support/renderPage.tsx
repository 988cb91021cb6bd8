import { createHandlers, createMockState, type MockState, signIn } from '@privacy-portal/mocks';
import type { RequestHandler } from 'msw';
import { type SetupWorker, setupWorker } from 'msw/browser';
import type { ReactNode } from 'react';
import { afterAll, afterEach } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../src/lib/api.ts';
import { createPortalQueryClient } from '../../src/lib/queryClient.ts';
import { mountPage } from './mountPage.tsx';

// One service worker client per test file, its handlers swapped for each test's fresh state. Stopping
// it after each test left a race: a request in flight at the stop (a panel's code, fetched ahead) was
// handed by the service worker to a client no longer listening, and stayed pending for good, so the
// panel never arrived in the file's later tests (CI, under full load).
let worker: SetupWorker | null = null;
let stopRecording: () => void = () => undefined;

afterEach(() => {
  stopRecording();
  localStorage.clear();
  sessionStorage.clear();
});

afterAll(() => {
  worker?.stop();
  worker = null;
});

/** The worker answering from `state` (and `handlers` before it), started on the file's first page. */
async function mockOn(state: MockState, handlers: RequestHandler[]): Promise<SetupWorker> {
  if (worker === null) {
    worker = setupWorker(...createHandlers(state));
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  } else {
    worker.resetHandlers(...createHandlers(state));
  }
  worker.use(...handlers);
  return worker;
}

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
  const mocks = await mockOn(state, options.handlers ?? []);
  const as = options.as === undefined ? 'owner@demo.test' : options.as;
  if (as !== null) localStorage.setItem(TOKEN_STORAGE_KEY, signIn(state, as));
  options.prepare?.(state);
  const path = options.path ?? '/page';
  const client = createPortalQueryClient();
  const requests: { method: string; path: string; body: unknown }[] = [];
  const record = ({ request }: { request: Request }) => {
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
  };
  mocks.events.on('request:start', record);
  stopRecording = () => mocks.events.removeListener('request:start', record);
  const screen = await mountPage(page, path, options.url ?? path, client);
  // requests: every API call the page made, in order, to assert what it sent (or that it sent nothing).
  return { state, worker: mocks, client, screen, requests };
}
