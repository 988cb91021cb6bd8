import { type SetupServer, setupServer } from 'msw/node';
import { createHandlers } from './handlers.ts';
import { ANY_ORIGIN_BASE_URL } from './http.ts';
import { createMockState, type MockState } from './state.ts';

/**
 * An msw/node server with every handler on `state` (any origin's /api/v1); `server.listen()` before
 * creating the API client: openapi-fetch keeps the `fetch` it saw when created.
 */
export function createMockServer(state: MockState = createMockState()): {
  server: SetupServer;
  state: MockState;
} {
  return { server: setupServer(...createHandlers(state, { baseUrl: ANY_ORIGIN_BASE_URL })), state };
}
