import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { DsarPage } from '../../src/modules/dsar/DsarPage.tsx';
import { renderRealPage } from '../support/renderRealPage.tsx';

// Against the real API (the ui-server project): whether another form holds an identifier, and what a
// save and a publish make (the form, its version number, its history), are the server's to say, not a
// copy of its rules in the mocks.

function Module() {
  const { pathname, search } = useLocation();
  return (
    <>
      <DsarPage />
      <span data-testid="location">{`${pathname}${search}`}</span>
    </>
  );
}

const NEW = '/privacy/dsar/dsarform?oid=1&pid=1';
/** The demo's published form (server/src/modules/dsar/dsar.seed.ts). */
const DEMO_IDENTIFIER = 'demo-retail-privacy';
const open = () => renderRealPage(<Module />, { path: '/*', url: NEW });
const identifier = () => page.getByRole('textbox', { name: 'Form identifier' });

describe('Form builder on the real API', () => {
  it('checks the identifier with the server as it is typed: the demo form’s is taken, another is free', async () => {
    await open();
    await page.getByRole('textbox', { name: 'Form name' }).fill('Careers privacy');
    await expect
      .element(page.getByText(/^Free: the form’s address will be .*\/privacy-request\/careers-privacy$/))
      .toBeVisible();
    await identifier().fill(DEMO_IDENTIFIER);
    await expect.element(page.getByText('Taken: is already used by another form.')).toBeVisible();
  });

  it('puts the server’s refusal of the identifier on the field', async () => {
    await open();
    await page.getByRole('textbox', { name: 'Form name' }).fill('Second form');
    await identifier().fill(DEMO_IDENTIFIER);
    await page.getByRole('button', { name: 'Save draft', exact: true }).click();
    await expect.element(page.getByText('Form identifier is already used by another form.')).toBeVisible();
    await expect.element(identifier()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByTestId('location')).toHaveTextContent(NEW);
  });

  it('saves a new draft that opens as the form, then publishes it: version 1 is live and in the history', async () => {
    await open();
    await page.getByRole('textbox', { name: 'Form name' }).fill('Press privacy');
    await expect.element(identifier()).toHaveValue('press-privacy');
    await page.getByRole('button', { name: 'Save draft', exact: true }).click();
    await expect
      .element(page.getByText('Press privacy is saved as a draft. Publish it to put it online.'))
      .toBeVisible();
    await expect
      .element(page.getByTestId('location'))
      .toHaveTextContent(/\/privacy\/dsar\/dsarform\/\d+\?oid=1&pid=1$/);
    await expect.element(page.getByText('Not published yet', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Publish…', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish the form' });
    await dialog.getByRole('textbox', { name: 'Note for the history' }).fill('First version');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect.element(page.getByText('Web form published. Version 1 is live.')).toBeVisible();
    await expect.element(page.getByText('Visitors see version 1')).toBeVisible();
    await page.getByRole('button', { name: 'Publish history', exact: true }).click();
    const version = page
      .getByRole('dialog', { name: 'Publish history: Press privacy' })
      .getByRole('row', { name: /Version 1/ });
    await expect.element(version.getByText('Live')).toBeVisible();
    await expect.element(version.getByText('First version')).toBeVisible();
  });
});
