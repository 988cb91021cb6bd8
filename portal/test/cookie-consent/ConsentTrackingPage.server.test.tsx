import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { ConsentTrackingPage } from '../../src/modules/cookieConsent/tracking/ConsentTrackingPage.tsx';
import { renderRealPage } from '../support/renderRealPage.tsx';

// Against the real API (the ui-server project): the log's filters are the server's SQL, not a copy of it.

function Search() {
  return <output aria-label="Search params">{useLocation().search}</output>;
}
const proofButtons = () => page.getByRole('button', { name: /^Proof of record #\d+,/ });

describe('ConsentTrackingPage on the real API', () => {
  it('narrows the log with a filter and puts it in the URL', async () => {
    await renderRealPage(
      <>
        <ConsentTrackingPage />
        <Search />
      </>,
      { url: '/page?oid=1&pid=1' },
    );
    await expect.poll(() => proofButtons().elements().length).toBe(25);
    await page.getByLabelText('Region').selectOptions('US-CA');
    await expect.element(page.getByLabelText('Search params')).toHaveTextContent('?oid=1&pid=1&region=US-CA');
    await expect
      .poll(() => page.getByRole('cell', { name: 'California, United States' }).elements().length)
      .toBeGreaterThan(0);
    expect(page.getByRole('cell', { name: 'Germany' }).elements()).toHaveLength(0);
    await page.getByLabelText('GPC signal').selectOptions('true');
    await expect.element(page.getByLabelText('Search params')).toHaveTextContent('region=US-CA&gpc=true');
    await expect
      .poll(() =>
        page
          .getByRole('row')
          .elements()
          .slice(1)
          .every((row) => row.textContent?.includes('Reject all')),
      )
      .toBe(true);
  });

  it('opens a shared filtered view from its URL', async () => {
    await renderRealPage(
      <>
        <ConsentTrackingPage />
        <Search />
      </>,
      { url: '/page?oid=1&pid=1&choice=custom' },
    );
    await expect.element(page.getByLabelText('Choice')).toHaveValue('custom');
    await expect.poll(() => proofButtons().elements().length).toBeGreaterThan(0);
    for (const row of page.getByRole('row').elements().slice(1)) expect(row.textContent).toContain('Custom');
  });
});
