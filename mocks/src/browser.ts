import { type SetupWorker, type StartOptions, setupWorker } from 'msw/browser';
import { type CreateHandlersOptions, createHandlers } from './handlers.ts';
import { createMockState, type MockState } from './state.ts';

/** The portal's mock mode: every handler on `state` in a service worker; other requests pass through. */
export async function startMockWorker(
  state: MockState = createMockState(),
  options: CreateHandlersOptions & { start?: StartOptions } = {},
): Promise<{ worker: SetupWorker; state: MockState }> {
  const worker = setupWorker(...createHandlers(state, options));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, ...options.start });
  return { worker, state };
}
