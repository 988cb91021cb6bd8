import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { FormIdentifierStatus } from './FormIdentifierStatus.tsx';

describe('FormIdentifierStatus', () => {
  it('says what the server found, in a live region', async () => {
    const { rerender } = await render(<FormIdentifierStatus state="checking" />);
    await expect.element(page.getByRole('status')).toHaveTextContent('Checking whether it is free…');
    await rerender(
      <FormIdentifierStatus state="available" address="https://portal.test/privacy-request/shop" />,
    );
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('Free: the form’s address will be https://portal.test/privacy-request/shop');
    await rerender(<FormIdentifierStatus state="taken" reason="is already used by another form" />);
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('Taken: is already used by another form.');
    await rerender(<FormIdentifierStatus state="idle" />);
    await expect.element(page.getByRole('status')).toHaveTextContent('');
  });
});
