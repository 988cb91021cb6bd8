import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { type FormDefinition, type FormLocale, setSettings } from '../formDefinition/index.ts';
import { testDefinition } from '../formDefinition/testFixtures.ts';
import { FormPreview } from './FormPreview.tsx';

const preview = () => page.getByRole('region', { name: 'Form preview' });
const part = (tag: string) => page.elementLocator(preview().element().querySelector(tag) as Element);

function Harness({ definition, initial = 'en' }: { definition: FormDefinition; initial?: FormLocale }) {
  const [language, setLanguage] = useState<FormLocale>(initial);
  return (
    <FormPreview
      definition={definition}
      language={language}
      onLanguageChange={setLanguage}
      tabTitle="Privacy requests"
    />
  );
}

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('FormPreview', () => {
  it('shows the default form in the spec’s order, colours and sizes', async () => {
    await render(<Harness definition={testDefinition()} />);
    const title = preview().getByRole('heading', { name: 'Data Subject Request' });
    await expect.element(title).toHaveStyle({ fontSize: '30px', color: 'rgb(0, 0, 0)' });
    await expect.element(part('header')).toHaveStyle({ backgroundColor: 'rgb(57, 104, 250)' });
    await expect
      .element(preview().getByText(/^Please complete the form below to submit your request/))
      .toHaveStyle({ color: 'rgb(51, 51, 51)', fontSize: '13px' });
    await expect
      .element(part('footer'))
      .toHaveStyle({ backgroundColor: 'rgb(240, 179, 35)', fontSize: '13px' });
    const order = [...preview().element().querySelectorAll('[data-field]')].map((el) =>
      el.getAttribute('data-field'),
    );
    expect(order).toEqual([
      'subjecttype',
      'requesttype',
      'first_name',
      'last_name',
      'email',
      'country',
      'state',
      'city',
      'requestdetails',
      'fileupload',
      'captchacontrol',
    ]);
    await expect.element(preview().getByRole('group', { name: 'I am a', exact: true })).toBeVisible();
    await expect.element(preview().getByRole('radio', { name: 'Delete my data' })).toBeVisible();
    await expect.element(preview().getByRole('textbox', { name: 'First name' })).toBeRequired();
    await expect.element(preview().getByRole('combobox', { name: 'State / Province' })).toBeDisabled();
    await expect
      .element(preview().getByText('Accepted types: pdf, png, jpg, webp, docx, txt. Up to 5 MB per file.'))
      .toBeVisible();
    await expect.element(preview().getByLabelText('Attach files')).not.toBeRequired();
    await expect.element(preview().getByRole('button', { name: 'Submit request' })).toBeVisible();
    // One language: no language selector.
    await expect.element(preview().getByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
  });

  it('shows the chosen language, right to left for Arabic, and switches from its selector', async () => {
    await render(<Harness definition={testDefinition(['en', 'ar'])} initial="ar" />);
    const body = preview().element().querySelector('[lang="ar"]');
    expect(body?.getAttribute('dir')).toBe('rtl');
    await expect.element(preview().getByRole('textbox', { name: 'الاسم الأول' })).toBeVisible();
    const selector = preview().getByRole('combobox', { name: 'اللغة' });
    await expect.element(selector).toHaveValue('ar');
    await selector.selectOptions('en');
    await expect.element(preview().getByRole('textbox', { name: 'First name' })).toBeVisible();
    expect(preview().element().querySelector('[lang="en"]')?.getAttribute('dir')).toBe('ltr');
  });

  it('checks the answers as the server would, in the visitor’s language, and sends nothing', async () => {
    await render(<Harness definition={testDefinition(['en', 'de'])} initial="de" />);
    await preview().getByRole('button', { name: 'Anfrage absenden' }).click();
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('Preview: the visitor would be asked to correct the marked answers.');
    const vorname = preview().getByRole('textbox', { name: 'Vorname' });
    await expect.element(vorname).toHaveAttribute('aria-invalid', 'true');
    await expect.element(vorname).toHaveAccessibleDescription('Dieses Feld ist erforderlich.');
    await expect.element(preview().getByRole('radio').first()).toHaveFocus();

    await preview().getByRole('radio', { name: 'Kunde/Kundin' }).click();
    await preview().getByRole('radio', { name: 'Auskunft über meine Daten' }).click();
    await vorname.fill('Erika');
    await preview().getByRole('textbox', { name: 'Nachname' }).fill('Mustermann');
    await preview().getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('erika@');
    await preview().getByRole('combobox', { name: 'Land', exact: true }).selectOptions('DE');
    await preview().getByRole('textbox', { name: 'Bundesland / Region' }).fill('Berlin');
    await preview().getByRole('textbox', { name: 'Ort' }).fill('Berlin');
    await preview().getByRole('textbox', { name: 'Details zur Anfrage' }).fill('Bitte um Auskunft.');
    await preview().getByRole('button', { name: 'Anfrage absenden' }).click();
    await expect
      .element(preview().getByRole('textbox', { name: 'E-Mail-Adresse' }))
      .toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    await preview().getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('erika@example.de');
    await userEvent.click(preview().getByRole('button', { name: 'Anfrage absenden' }));
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('Preview: every answer passes. Nothing was sent.');
  });

  it('shows the logo in the header and the favicon in the tab', async () => {
    const definition = setSettings(testDefinition(), { logo: PIXEL, favicon: PIXEL, headerFontSize: 22 });
    await render(<Harness definition={definition} />);
    await expect.element(preview().getByRole('img', { name: 'Data Subject Request' })).toBeVisible();
    expect(preview().element().querySelector('img[src^="data:image/png"][alt=""]')).not.toBeNull();
    await expect.element(preview().getByText('Privacy requests')).toBeVisible();
    await expect
      .element(preview().getByRole('heading', { name: 'Data Subject Request' }))
      .toHaveStyle({ fontSize: '22px' });
  });
});
