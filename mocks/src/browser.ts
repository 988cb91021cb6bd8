import { type SetupWorker, type StartOptions, setupWorker } from 'msw/browser';
import { createMockState } from './fixtures/seed.ts';
import type { MockState } from './fixtures/types.ts';
import { type CreateHandlersOptions, createHandlers } from './handlers/create-handlers.ts';

export interface MockWorker {
  worker: SetupWorker;
  state: MockState;
}

/**
 * Starts the service worker with every handler on `state` (the portal's mock mode). Requests the
 * handlers do not know (assets, vite) pass through.
 */
export async function startMockWorker(
  state: MockState = createMockState(),
  options: CreateHandlersOptions & { start?: StartOptions } = {},
): Promise<MockWorker> {
  const worker = setupWorker(...createHandlers(state, options));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, ...options.start });
  return { worker, state };
}
