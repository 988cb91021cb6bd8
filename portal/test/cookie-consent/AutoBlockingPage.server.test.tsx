import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { AutoBlockingPage } from '../../src/modules/cookieConsent/blocking/AutoBlockingPage.tsx';
import { renderRealPage } from '../support/renderRealPage.tsx';

// Against the real API (the ui-server project): what the last scan proposes is the server's (its
// script hosts that no rule blocks yet). Demo Store's last scan saw snap.licdn.com (LinkedIn's
// bcookie and li_gc) and securepubads.g.doubleclick.net, which no rule blocks.
const rulesTable = () => page.getByRole('region', { name: 'Blocking rules' });
const proposals = () => page.getByRole('region', { name: 'Proposed from your last scan' });

describe('AutoBlockingPage on the real API', () => {
  it('blocks a proposed host as a rule from the scan, then every other proposal', async () => {
    await renderRealPage(<AutoBlockingPage />);
    await proposals().getByRole('button', { name: 'Block snap.licdn.com' }).click();
    await expect.element(page.getByText('Scripts from snap.licdn.com now wait for consent.')).toBeVisible();
    const rule = rulesTable().getByRole('row', { name: /snap\.licdn\.com/ });
    await expect.element(rule.getByText('From scan')).toBeVisible();
    await expect.element(rule.getByText('Marketing')).toBeVisible();
    await expect.element(proposals().getByRole('row', { name: /snap\.licdn\.com/ })).not.toBeInTheDocument();

    await proposals().getByRole('button', { name: 'Block all proposed (1)' }).click();
    await expect.element(page.getByText('1 script host is blocked until consent.')).toBeVisible();
    await expect.element(proposals().getByText(/Nothing to propose/)).toBeVisible();
    await expect
      .element(rulesTable().getByRole('row', { name: /securepubads\.g\.doubleclick\.net/ }))
      .toBeVisible();
  });
});
