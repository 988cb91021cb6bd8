import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { InstallSnippet } from './InstallSnippet.tsx';

const CODE = '<script src="https://portal.example/embed/v1/consent.js" data-property="1" async></script>';

describe('InstallSnippet', () => {
  it('copies the code and announces it', async () => {
    const copy = vi.fn(async () => {});
    await render(<InstallSnippet code={CODE} copy={copy} />);
    await expect.element(page.getByRole('region', { name: 'Install snippet' })).toBeVisible();
    await expect.element(page.getByText(CODE)).toBeVisible();
    await page.getByRole('button', { name: 'Copy install snippet' }).click();
    expect(copy).toHaveBeenCalledWith(CODE);
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('Install snippet copied to the clipboard.');
  });

  it('selects the code when the browser refuses the clipboard', async () => {
    await render(<InstallSnippet code={CODE} copy={() => Promise.reject(new Error('denied'))} />);
    await page.getByRole('button', { name: 'Copy install snippet' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent(/The code is selected/);
    expect(window.getSelection()?.toString()).toBe(CODE);
  });
});
