import '@privacy-portal/ui/theme.css';
import { errorBody, setDsarTier } from '@privacy-portal/mocks';
import type { Schemas } from '@privacy-portal/sdk';
import { DEFAULT_FIELD_IDS } from '@privacy-portal/sdk/dsar';
import axe from 'axe-core';
import { HttpResponse, http } from 'msw';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { type AppAction, onErrorAction } from '../../src/lib/errorActions.ts';
import { DsarPage } from '../../src/modules/dsar/DsarPage.tsx';
import { renderPage } from '../support/renderPage.tsx';

/** The module as the app mounts it, with the URL shown. */
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
const EDIT = '/privacy/dsar/dsarform/1?oid=1&pid=1';
const open = (url: string, options: Parameters<typeof renderPage>[1] = {}) =>
  renderPage(<Module />, { path: '/*', url, ...options });

const preview = () => page.getByRole('region', { name: 'Form preview' });
const tab = (name: string | RegExp) => page.getByRole('tab', { name });
const fields = () => page.getByRole('region', { name: /^Fields/ });
const toolbarButton = (name: string) => page.getByRole('button', { name, exact: true });
const LIMIT = 'You have exceeded form creation limit. For more details Manage subscription or upgrade plan';

type Body = Schemas['FormInput'];
const bodyOf = (requests: { method: string; body: unknown }[], method: string) =>
  requests.filter((r) => r.method === method).at(-1)?.body as Body | undefined;

describe('Form builder: a new form', () => {
  it('starts from the spec’s default form: fields, required flags, colours and sizes', async () => {
    const { requests } = await open(NEW);
    await expect.element(page.getByRole('heading', { level: 1, name: 'New web form' })).toBeVisible();
    const rows = fields().getByRole('listitem');
    await expect.element(rows.nth(10)).toBeVisible();
    // getDsarFormTemplate gave them.
    expect(requests.some((r) => r.method === 'GET' && r.path === '/api/v1/ccpa/form/1/1')).toBe(true);
    const ids = rows.elements().map((el) => el.getAttribute('data-field-id'));
    expect(ids).toEqual(DEFAULT_FIELD_IDS);
    await expect.element(rows.nth(2)).toHaveTextContent('Short text · first_name · Required');
    await expect.element(rows.nth(9)).not.toHaveTextContent('Required');
    await expect
      .element(preview().getByRole('heading', { name: 'Data Subject Request' }))
      .toHaveStyle({ fontSize: '30px' });
    await tab('Design').click();
    for (const [name, value] of [
      ['Header', '#3968fa'],
      ['Header text', '#000000'],
      ['Welcome text', '#333333'],
      ['Footer text', '#333333'],
      ['Footer', '#f0b323'],
    ]) {
      await expect.element(page.getByRole('textbox', { name, exact: true })).toHaveValue(value);
    }
    await expect.element(page.getByRole('textbox', { name: 'Header text size' })).toHaveValue('30');
    await expect.element(page.getByRole('textbox', { name: 'Welcome text size' })).toHaveValue('13');
  });

  it('checks the identifier with the server as it is typed, and saves the draft with POST', async () => {
    const { requests } = await open(NEW);
    await page.getByRole('textbox', { name: 'Form name' }).fill('Careers privacy');
    const identifier = page.getByRole('textbox', { name: 'Form identifier' });
    // The identifier follows the name until it is typed into.
    await expect.element(identifier).toHaveValue('careers-privacy');
    await expect
      .element(page.getByText(/^Free: the form’s address will be .*\/privacy-request\/careers-privacy$/))
      .toBeVisible();
    expect(requests.some((r) => r.path === '/api/v1/dsar/check-form-identifier')).toBe(true);

    // A field of one's own, labelled, before the captcha.
    await page
      .getByRole('group', { name: 'Add a field' })
      .getByRole('button', { name: 'Short text' })
      .click();
    await page.getByRole('textbox', { name: 'Label in English' }).fill('Position applied for');
    await expect.element(preview().getByRole('textbox', { name: 'Position applied for' })).toBeVisible();

    await toolbarButton('Save draft').click();
    await expect
      .element(page.getByText('Careers privacy is saved as a draft. Publish it to put it online.'))
      .toBeVisible();
    // The form the server made (recorded) is the one the builder goes on with.
    await expect
      .element(page.getByTestId('location'))
      .toHaveTextContent(/\/privacy\/dsar\/dsarform\/\d+\?oid=1&pid=1$/);
    const body = bodyOf(requests, 'POST');
    expect(body?.name).toBe('Careers privacy');
    expect(body?.definition.fields.map((f) => f.id)).toEqual([
      ...DEFAULT_FIELD_IDS.slice(0, 10),
      'text_1',
      'captchacontrol',
    ]);
    expect(body?.definition.texts.en?.labels.text_1).toBe('Position applied for');
  });

  it('checks the name and identifier by the contract before sending anything', async () => {
    const { requests } = await open(NEW);
    await page.getByRole('textbox', { name: 'Form identifier' }).fill('A');
    await toolbarButton('Save draft').click();
    await expect.element(page.getByText('Enter the form name.')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'Form name' })).toHaveFocus();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('shows the plan’s limit as the API words it when a form is refused', async () => {
    await open(NEW, {
      prepare: (state) => setDsarTier(state, 'basic'),
      // The allowance said one was left (another tab took it meanwhile): the server decides.
      handlers: [
        http.get('/api/v1/available/form/:orgId', () =>
          HttpResponse.json({ response: { available: 1, limit: 1, used: 0 } }),
        ),
        // The server's refusal (the mocks do not count the plan's forms).
        http.post('/api/v1/ccpa/form/:orgId/:propId', () =>
          HttpResponse.json(errorBody('limit_reached', LIMIT), { status: 409 }),
        ),
      ],
    });
    await page.getByRole('textbox', { name: 'Form name' }).fill('Another form');
    await toolbarButton('Save draft').click();
    await expect.element(page.getByText(LIMIT)).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Manage subscription' })).toBeVisible();
    await expect.element(page.getByTestId('location')).toHaveTextContent(NEW);
  });

  it('says the plan has no form left before anything is built', async () => {
    await open(NEW, { prepare: (state) => setDsarTier(state, 'basic') });
    await expect.element(page.getByText(LIMIT)).toBeVisible();
    await expect.element(toolbarButton('Publish…')).toBeDisabled();
  });
});

describe('Form builder: an existing form', () => {
  it('edits, reorders, saves with PUT and publishes with PATCH and a note', async () => {
    const { requests } = await open(EDIT);
    await expect.element(page.getByText('Visitors see version 1')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'Form name' })).toHaveValue('Privacy request');

    await fields().getByRole('button', { name: 'Move Email address up' }).click();
    await fields().getByRole('button', { name: 'Remove City' }).click();
    await page.getByRole('button', { name: 'DE German' }).click();
    await fields()
      .getByRole('button', { name: /^E-Mail-Adresse/ })
      .click();
    await page.getByRole('textbox', { name: 'Label in German' }).fill('Ihre E-Mail-Adresse');
    await expect.element(preview().getByRole('textbox', { name: 'Ihre E-Mail-Adresse' })).toBeVisible();
    await expect.element(page.getByText('Unsaved changes')).toBeVisible();

    await toolbarButton('Save').click();
    await expect
      .element(page.getByText('Privacy request is saved. Visitors still see version 1 until you publish.'))
      .toBeVisible();
    expect(requests.find((r) => r.method === 'PUT')?.path).toBe('/api/v1/ccpa/form/1/1/1');
    const saved = bodyOf(requests, 'PUT')?.definition as Body['definition'];
    expect(saved.fields.map((f) => f.id).slice(3, 5)).toEqual(['email', 'last_name']);
    expect(saved.fields.map((f) => f.id)).not.toContain('city');
    expect(saved.texts.de?.labels.email).toBe('Ihre E-Mail-Adresse');
    await expect.element(page.getByText('Unsaved changes')).not.toBeInTheDocument();

    await toolbarButton('Publish…').click();
    const dialog = page.getByRole('dialog', { name: 'Publish the form' });
    await dialog.getByRole('textbox', { name: 'Note for the history' }).fill('Email first, no city');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    // The new version's number and the history are the server's: FormBuilderPage.server.test.tsx.
    await expect.element(page.getByText(/^Web form published\./)).toBeVisible();
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(patch?.path).toBe('/api/v1/ccpa/form/1/1/1');
    expect(patch?.body).toEqual({ note: 'Email first, no city' });
  });

  it('names what it cannot save, sends nothing, and leads to each problem', async () => {
    const { requests } = await open(EDIT);
    await page.getByRole('button', { name: 'DE German' }).click();
    await fields().getByRole('button', { name: /^Ort/ }).click();
    await page.getByRole('textbox', { name: 'Label in German' }).fill('');
    await tab('Page texts').click();
    await page.getByRole('textbox', { name: 'Submit button (German)' }).fill('');
    await toolbarButton('Save').click();
    const alert = page.getByRole('alert').filter({ hasText: 'Some things need correcting' });
    await expect.element(alert.getByText(/The label of City in German must not be empty\./)).toBeVisible();
    await expect.element(alert.getByText(/The submit button in German must not be empty\./)).toBeVisible();
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);
    // The tabs count their problems; each item opens its place.
    await expect.element(tab(/^Fields\s*1 problem/)).toBeVisible();
    await alert.getByRole('button', { name: 'Fields' }).click();
    await expect.element(tab(/^Fields/)).toHaveAttribute('aria-selected', 'true');
    await expect
      .element(page.getByRole('textbox', { name: 'Label in German' }))
      .toHaveAttribute('aria-invalid', 'true');
  });

  it('puts the server’s 400 about the definition on the field it names', async () => {
    await open(EDIT, {
      handlers: [
        http.put('/api/v1/ccpa/form/:orgId/:propId/:id', () =>
          HttpResponse.json(
            {
              error: {
                code: 'validation_failed',
                message: 'Request validation failed',
                details: [
                  {
                    in: 'body',
                    field: 'definition.settings.headerColor',
                    reason: 'must be a colour such as #3968fa',
                  },
                ],
              },
            },
            { status: 400 },
          ),
        ),
      ],
    });
    await toolbarButton('Save').click();
    await expect.element(page.getByText('The form was not saved')).toBeVisible();
    await expect.element(tab(/^Design/)).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByText('Header must be a colour such as #3968fa.')).toBeVisible();
    await expect
      .element(page.getByRole('textbox', { name: 'Header', exact: true }))
      .toHaveAttribute('aria-invalid', 'true');
  });

  it('adds Arabic: its texts arrive, and the preview reads right to left', async () => {
    await open(EDIT);
    await tab('Languages').click();
    await page.getByText('Arabic (العربية)').click();
    await page.getByRole('button', { name: 'AR Arabic' }).click();
    await expect.element(preview().getByRole('heading', { name: 'طلب صاحب البيانات' })).toBeVisible();
    expect(preview().element().querySelector('[lang="ar"]')?.getAttribute('dir')).toBe('rtl');
    // The visitor's selector in the preview changes the language being edited too.
    await preview().getByRole('combobox', { name: 'اللغة' }).selectOptions('de');
    await expect
      .element(page.getByRole('button', { name: 'DE German' }))
      .toHaveAttribute('aria-pressed', 'true');
  });

  it('uploads a logo into the header of the preview', async () => {
    await open(EDIT);
    await tab('Design').click();
    const png = Uint8Array.from(
      atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
      (c) => c.charCodeAt(0),
    );
    const input = document.querySelector('input[type="file"]') as Element;
    await userEvent.upload(page.elementLocator(input), new File([png], 'logo.png', { type: 'image/png' }));
    await expect.element(preview().getByRole('img', { name: 'Data Subject Request' })).toBeVisible();
  });

  it('shows a member who may only view the form, without Save or Publish', async () => {
    await open(EDIT, { as: 'viewer@demo.test' });
    await expect.element(page.getByText('You can view the form; your role cannot change it.')).toBeVisible();
    await expect.element(toolbarButton('Save')).not.toBeInTheDocument();
    await expect.element(page.getByRole('textbox', { name: 'Form name' })).toBeDisabled();
  });

  it('says so when the address names no form', async () => {
    const { requests } = await open('/privacy/dsar/dsarform/abc?oid=1&pid=1');
    await expect.element(page.getByRole('heading', { name: 'There is no such form' })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Go to Webforms' }))
      .toHaveAttribute('href', '/privacy/dsar/webforms?oid=1&pid=1');
    expect(requests.some((r) => r.path.startsWith('/api/v1/ccpa/form/1/1/'))).toBe(false);
  });

  it('sends an id that names no form to the 404 page, as an unknown workflow is', async () => {
    const actions: AppAction[] = [];
    const stop = onErrorAction((action) => actions.push(action));
    try {
      await open('/privacy/dsar/dsarform/999999?oid=1&pid=1');
      await expect.poll(() => actions).toContainEqual({ kind: 'errorPage', statuscode: 404 });
      expect(actions).not.toContainEqual({ kind: 'welcome' });
    } finally {
      stop();
    }
  });

  it('has no serious or critical accessibility problems (axe), the Arabic preview included', async () => {
    await open(EDIT);
    await fields()
      .getByRole('button', { name: /^Request type/ })
      .click();
    await tab('Languages').click();
    await page.getByText('Arabic (العربية)').click();
    await page.getByRole('button', { name: 'AR Arabic' }).click();
    await tab('Fields').click();
    await expect.element(page.getByRole('group', { name: 'Request types offered' })).toBeVisible();
    await expect.element(preview().getByRole('heading', { name: 'طلب صاحب البيانات' })).toBeVisible();
    const { violations } = await axe.run(document.body, { resultTypes: ['violations'] });
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
});
