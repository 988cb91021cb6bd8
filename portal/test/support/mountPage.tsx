import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { render } from 'vitest-browser-react';
import { SessionProvider } from '../../src/session/SessionProvider.tsx';

/** Renders a page as the app does: router (mounted on `path`, opened at `url`), query cache, session. */
export function mountPage(page: ReactNode, path: string, url: string, client: QueryClient) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <QueryClientProvider client={client}>
        <SessionProvider>
          <Routes>
            <Route path={path} element={page} />
          </Routes>
        </SessionProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}
