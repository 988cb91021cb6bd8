import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { CompanyPage } from '../src/pages/settings/CompanyPage.tsx';
import { renderPage } from './support/renderPage.tsx';

const save = () => page.getByRole('button', { name: 'Save company details' });
const field = (name: string) => page.getByRole('textbox', { name });

describe('CompanyPage', () => {
  it('shows the company and its services, and saves a change', async () => {
    const { requests } = await renderPage(<CompanyPage />);
    await expect.element(field('Company name')).toHaveValue('Demo Company');
    await expect.element(page.getByRole('heading', { name: 'Company details', level: 1 })).toBeVisible();
    await field('City').fill('Lisbon');
    await save().click();
    await expect.element(page.getByText('The company details are saved.')).toBeVisible();
    const put = requests.find((r) => r.method === 'PUT' && r.path === '/api/v1/company');
    expect(put?.body).toMatchObject({ company_name: 'Demo Company', city: 'Lisbon' });
    await expect.element(field('City')).toHaveValue('Lisbon');
    // Editing again hides the notice.
    await field('City').fill('Porto');
    await expect.element(page.getByText('The company details are saved.')).not.toBeInTheDocument();
  });

  it("checks the contract's limits before sending and keeps the messages until the field is edited", async () => {
    const { requests } = await renderPage(<CompanyPage />);
    await expect.element(field('Company name')).toHaveValue('Demo Company');
    await field('Company name').fill('   ');
    await field('Phone').fill('call me');
    await save().click();
    await expect.element(field('Company name')).toBeInvalid();
    await expect.element(page.getByText('Enter the company name.')).toBeVisible();
    await expect
      .element(page.getByText('Phone may contain only digits, spaces and the characters + ( ) . / -.'))
      .toBeVisible();
    // The contract's limit reaches the input, so a longer value cannot be typed.
    await expect.element(field('ZIP / postal code')).toHaveAttribute('maxlength', '20');
    await expect.element(field('Company name')).toHaveFocus();
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);
    await field('Phone').fill('+351 21 000');
    await expect
      .element(page.getByText('Phone may contain only digits, spaces and the characters + ( ) . / -.'))
      .not.toBeInTheDocument();
    await expect.element(page.getByText('Enter the company name.')).toBeVisible();
  });

  it("puts the server's field errors on their fields, and its other refusals above the form", async () => {
    const { worker } = await renderPage(<CompanyPage />);
    await expect.element(field('Company name')).toHaveValue('Demo Company');
    worker.use(
      http.put(
        '/api/v1/company',
        () =>
          HttpResponse.json(
            {
              error: {
                code: 'validation_failed',
                message: 'body.city must be at most 100 characters',
                details: [{ in: 'body', field: 'city', reason: 'must be at most 100 characters' }],
              },
            },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    await save().click();
    await expect.element(page.getByText('City must be at most 100 characters.')).toBeVisible();
    await expect.element(page.getByText('Please correct the marked fields.')).toBeVisible();
    await expect.element(field('City')).toHaveFocus();
  });

  it('is read-only for an organization role', async () => {
    await renderPage(<CompanyPage />, { as: 'viewer@demo.test' });
    await expect
      .element(
        page.getByText('Only a Company Owner or Company Administrator can change them.', { exact: false }),
      )
      .toBeVisible();
    await expect.element(field('Company name')).toHaveAttribute('readonly');
    await expect.element(save()).not.toBeInTheDocument();
  });

  it('says when the details could not be loaded and loads them again on Try again', async () => {
    await renderPage(<CompanyPage />, {
      handlers: [
        http.get(
          '/api/v1/company',
          () =>
            HttpResponse.json(
              { error: { code: 'internal_error', message: 'Something broke.' } },
              { status: 500 },
            ),
          { once: true },
        ),
      ],
    });
    await expect.element(page.getByText('We could not load the company details')).toBeVisible();
    await expect.element(page.getByText('Something broke.')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(field('Company name')).toHaveValue('Demo Company');
  });
});
