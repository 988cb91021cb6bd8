import { GROUP_PRODUCT_NAME } from '@privacy-portal/sdk';
import { useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { PricingPage } from '../src/pages/billing/pricing/PricingPage.tsx';
import { renderPage } from './support/renderPage.tsx';

const PATH = '/settings/billing/pricing';

/** What a quick-start link does while the pricing page is open: the same page, another ?linkid=. */
function FollowLink({ linkid }: { linkid: number }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(`${PATH}?linkid=${linkid}`)}>
      Follow link {linkid}
    </button>
  );
}

const productTab = (name: string) =>
  page.getByRole('tablist', { name: 'Products' }).getByRole('tab', { name, exact: true });

describe('PricingPage', () => {
  it('promises no downgrade: the sub line offers what the portal can do, upgrade or cancel', async () => {
    await renderPage(<PricingPage />, { path: PATH });
    await expect
      .element(page.getByRole('heading', { level: 1 }))
      .toHaveTextContent('Get Started: Free 14 Days Trial');
    await expect
      .element(
        page.getByText(
          'No long-term contract: you can upgrade or cancel your plan at any time from your account.',
        ),
      )
      .toBeVisible();
    expect(document.body.textContent).not.toMatch(/downgrade/i);
  });

  it('switches the tab when a quick-start link names another one while the page is open', async () => {
    await renderPage(
      <>
        <FollowLink linkid={5} />
        <FollowLink linkid={18} />
        <PricingPage />
      </>,
      { path: PATH, url: `${PATH}?linkid=11` },
    );
    await expect.element(productTab(GROUP_PRODUCT_NAME.dsar)).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Follow link 5' }).click();
    await expect
      .element(productTab(GROUP_PRODUCT_NAME.cookieConsent))
      .toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Follow link 18' }).click();
    await expect
      .element(productTab(GROUP_PRODUCT_NAME.consentPreference))
      .toHaveAttribute('aria-selected', 'true');
    await expect.element(productTab(GROUP_PRODUCT_NAME.dsar)).toHaveAttribute('aria-selected', 'false');
  });
});
