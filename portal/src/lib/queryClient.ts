import { createQueryHooks } from '@privacy-portal/sdk/react';
import { QueryClient } from '@tanstack/react-query';
import { api, onTokenChange } from './api.ts';

// Kept with the client for the pages that read them from here; they hold no TanStack code, so the
// session (loaded before any page) takes them from api.ts and problem.ts.
export { dataOrThrow } from './api.ts';
export { problemOf } from './problem.ts';

/**
 * Typed queries and mutations over the portal's client: `$api.useQuery('get', '/company')`.
 * The client's middleware still runs first, so a 401 signs out and the error catalogue's
 * dialogs open as before; a failed call throws an ApiProblem (see problemOf).
 */
export const $api = createQueryHooks(api);

/**
 * The portal's cache. Defaults keep what the hand-made loaders did: one attempt per load (a refusal
 * is shown at once, with Try again; a 401 has already signed out), no reload on window focus.
 */
export function createPortalQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createPortalQueryClient();

// Another user (or none) from here on: nothing cached for the previous token may show.
onTokenChange(() => queryClient.clear());
