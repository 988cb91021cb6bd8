import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { CookieDashboardPage } from '../../src/modules/cookieConsent/dashboard/CookieDashboardPage.tsx';
import { renderRealPage } from '../support/renderRealPage.tsx';

// Against the real API (the ui-server project): how many cookies await review is the server's filtered
// count (GET /all-cookie?published=false), not a copy of it in the mocks. The demo's scans left three;
// another file of this project may import one more, so the number is read, not fixed.
describe('CookieDashboardPage on the real API', () => {
  it('links the cookies awaiting review from the inventory card', async () => {
    await renderRealPage(<CookieDashboardPage />, { url: '/page?oid=1&pid=1' });
    const inventory = page.getByRole('region', { name: 'Cookie inventory' });
    await expect
      .element(inventory.getByRole('link', { name: /^Review [3-9] cookies$/ }))
      .toHaveAttribute('href', '/cookie-consent/cookie-category/list?published=false&oid=1&pid=1');
  });
});
