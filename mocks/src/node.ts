import { type SetupServer, setupServer } from 'msw/node';
import { createMockState } from './fixtures/seed.ts';
import type { MockState } from './fixtures/types.ts';
import { type CreateHandlersOptions, createHandlers } from './handlers/create-handlers.ts';
import { ANY_ORIGIN_BASE_URL } from './handlers/http.ts';

export interface MockServer {
  server: SetupServer;
  state: MockState;
}

/**
 * An msw/node server with every handler on `state`; call `server.listen()` (and `close()`).
 * Node has no page to resolve '/api/v1' against, so the handlers match '*\/api/v1' on any origin.
 * Create the API client after `listen()`: openapi-fetch keeps the `fetch` it saw when created.
 */
export function createMockServer(
  state: MockState = createMockState(),
  options: CreateHandlersOptions = {},
): MockServer {
  const server = setupServer(...createHandlers(state, { baseUrl: ANY_ORIGIN_BASE_URL, ...options }));
  return { server, state };
}
