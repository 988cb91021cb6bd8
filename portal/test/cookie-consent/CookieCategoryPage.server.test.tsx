import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { CookieCategoryPage } from '../../src/modules/cookieConsent/categories/CookieCategoryPage.tsx';
import { renderRealPage } from '../support/renderRealPage.tsx';

// Against the real API (the ui-server project): the inventory's filters, its search and the CSV import
// are the server's, not a copy of them in the mocks. Demo Store (property 1) holds the cookies its two
// scans found, two of them from .linkedin.com.
const open = () => renderRealPage(<CookieCategoryPage />, { url: '/page?oid=1&pid=1' });

const rowNamed = (name: string) => page.getByRole('rowheader').filter({ hasText: new RegExp(`^${name}`) });
const dialog = () => page.getByRole('dialog');
const chip = (group: string, name: string | RegExp) =>
  page.getByRole('radiogroup', { name: group }).getByRole('radio', { name });
const tick = (name: string) => page.getByRole('checkbox', { name }).click({ force: true });

describe('CookieCategoryPage on the real API', () => {
  it('narrows the inventory to the cookies awaiting review', async () => {
    await open();
    const review = page.getByRole('region', { name: '3 cookies awaiting review' });
    await review.getByRole('button', { name: 'Review' }).click();
    await expect.element(chip('Status', 'Awaiting review')).toBeChecked();
    await expect.element(page.getByText('3 cookies match these filters')).toBeVisible();
    await expect.element(rowNamed('li_gc')).toBeVisible();
    await expect.element(rowNamed('_ga')).not.toBeInTheDocument();
  });

  it('filters on the server and moves the chosen cookies to a category at once', async () => {
    await open();
    await expect.element(rowNamed('_ga').first()).toBeVisible();
    await chip('Party', 'Third party').click();
    await expect.element(page.getByText(/cookies match these filters/)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search cookies' }).fill('linkedin');
    await expect.element(page.getByText('2 cookies match these filters')).toBeVisible();
    await tick('Select all 2 cookies');
    const bar = page.getByRole('group', { name: 'Actions on 2 cookies selected' });
    await bar.getByRole('button', { name: /Move to category/ }).click();
    await page.getByRole('option', { name: 'Marketing' }).click();
    await expect.element(page.getByText('2 cookies moved to Marketing.')).toBeVisible();
    await expect.element(page.getByRole('group', { name: /selected/ })).not.toBeInTheDocument();
  });

  it("shows a category's cookies from the categories tab", async () => {
    await open();
    await page.getByRole('tab', { name: 'Categories' }).click();
    await page.getByRole('button', { name: /^Show the \d+ cookies in Marketing$/ }).click();
    await expect.element(chip('Category', /^Marketing/)).toBeChecked();
    await expect.element(rowNamed('_fbp')).toBeVisible();
    await expect.element(rowNamed('_ga')).not.toBeInTheDocument();
  });

  it('imports a CSV file, and lists the rows the server refused without writing any', async () => {
    await open();
    await expect.element(rowNamed('_ga').first()).toBeVisible();
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const input = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await expect.poll(() => input()).toBeTruthy();
    const bad =
      'name,domain,category\nab_test,.store.demo.test,Functional\nsplit,.store.demo.test,Nonsense\n';
    await userEvent.upload(input(), new File([bad], 'cookies.csv', { type: 'text/csv' }));
    await dialog().getByRole('button', { name: 'Import' }).click();
    await expect.element(dialog().getByText('Nothing was imported')).toBeVisible();
    const refused = dialog().getByRole('table', { name: 'Rows to correct' }).getByRole('row').nth(1);
    await expect.element(refused.getByRole('rowheader')).toHaveTextContent('3');
    await expect.element(refused).toHaveTextContent(/category/);

    const good = 'name,domain,category,duration\nab_test,.store.demo.test,Functional,30 days\n';
    await userEvent.upload(input(), new File([good], 'cookies.csv', { type: 'text/csv' }));
    await dialog().getByRole('button', { name: 'Import' }).click();
    await expect.element(page.getByText(/cookies\.csv: 1 added\./)).toBeVisible();
    await expect.element(rowNamed('ab_test')).toBeVisible();
  });
});
