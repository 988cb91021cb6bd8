import '@privacy-portal/ui/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/router.tsx';
import './styles.css';

/** `npm run dev:mock`: the API answers from the MSW mocks in the browser, no server needed. */
async function startMocks(): Promise<void> {
  if (import.meta.env.MODE !== 'mock') return;
  const { startMockWorker } = await import('@privacy-portal/mocks/browser');
  await startMockWorker();
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

void startMocks().then(() =>
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
