import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ErrorPage } from './ErrorPage.tsx';

describe('ErrorPage', () => {
  it('shows the 404 texts and a Back To Home link to /home/welcome', async () => {
    await render(<ErrorPage variant="404" />);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect.element(page.getByText("Oopps. The page you were looking for doesn't exist.")).toBeVisible();
    await expect.element(page.getByText('Error 404')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Back To Home' }))
      .toHaveAttribute('href', '/home/welcome');
  });

  it('shows the 500 texts with a given status code', async () => {
    await render(<ErrorPage variant="500" statusCode={503} homeHref="/home/welcome?oid=1&pid=2" />);
    await expect.element(page.getByRole('heading', { name: 'Internal Server Error' })).toBeVisible();
    await expect.element(page.getByText('Oopps. There was an error, please try again later.')).toBeVisible();
    await expect.element(page.getByText('Error 503')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Back To Home' }))
      .toHaveAttribute('href', '/home/welcome?oid=1&pid=2');
  });

  it('goes home by keyboard', async () => {
    const navigate = vi.fn();
    await render(
      <RouterProvider navigate={navigate}>
        <ErrorPage variant="404" />
      </RouterProvider>,
    );
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('link', { name: 'Back To Home' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/home/welcome', undefined);
  });
});
