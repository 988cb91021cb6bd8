import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { MobileNotice } from './MobileNotice.tsx';

describe('MobileNotice', () => {
  it('asks the user to open the page on a tablet or desktop', async () => {
    await render(<MobileNotice portalName="Privacy Portal" />);
    await expect.element(page.getByRole('heading', { name: 'Mobile view is not supported' })).toBeVisible();
    await expect
      .element(page.getByRole('region', { name: 'Mobile view is not supported' }))
      .toHaveTextContent(
        'Privacy Portal is designed for larger screens. Please open this page on a tablet or desktop.',
      );
  });
});
