import { formDefinitionProblems } from '@privacy-portal/sdk/dsar';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import {
  addCustomField,
  type FormDefinition,
  type FormErrors,
  type FormLocale,
} from '../formDefinition/index.ts';
import { testDefaults, testDefinition } from '../formDefinition/testFixtures.ts';

const DEFAULTS = testDefaults();

import { FormFieldEditor } from './FormFieldEditor.tsx';

let latest: FormDefinition;

function Harness({
  initial,
  fieldId,
  language = 'en',
  errors,
}: {
  initial: FormDefinition;
  fieldId: string;
  language?: FormLocale;
  errors?: FormErrors;
}) {
  const [definition, setDefinition] = useState(initial);
  const [selected, setSelected] = useState(fieldId);
  latest = definition;
  return (
    <>
      <FormFieldEditor
        defaults={DEFAULTS}
        definition={definition}
        onChange={setDefinition}
        errors={errors}
        fieldId={selected}
        language={language}
        onSelect={setSelected}
      />
      <span data-testid="selected">{selected}</span>
    </>
  );
}

const field = (id: string) => latest.fields.find((f) => f.id === id);
const withCustom = (type: 'text' | 'radio' | 'checkbox', languages: FormLocale[] = ['en']) =>
  addCustomField(testDefinition(languages), type).definition;

describe('FormFieldEditor', () => {
  it('edits a default field’s label; what every request needs stays required', async () => {
    await render(<Harness initial={testDefinition(['en', 'de'])} fieldId="email" language="de" />);
    await expect.element(page.getByRole('heading', { name: 'E-Mail-Adresse' })).toBeVisible();
    await expect.element(page.getByText('Email address · default field · ID email')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'Field ID' })).not.toBeInTheDocument();
    await page.getByRole('textbox', { name: 'Label in German' }).fill('Ihre E-Mail-Adresse');
    expect(latest.texts.de?.labels.email).toBe('Ihre E-Mail-Adresse');
    expect(latest.texts.en?.labels.email).toBe('Email address');
    await expect.element(page.getByRole('heading', { name: 'Ihre E-Mail-Adresse' })).toBeVisible();
    await expect
      .element(page.getByRole('switch', { name: 'Required: every request needs it' }))
      .toBeDisabled();
  });

  it('makes an optional default field required and back', async () => {
    await render(<Harness initial={testDefinition()} fieldId="city" />);
    const required = page.getByRole('switch', { name: 'Required' });
    await expect.element(required).toBeChecked();
    await page.getByText('Required', { exact: true }).click();
    expect(field('city')?.required).toBe(false);
  });

  it('renames a field the builder added only to a free, well-formed id', async () => {
    await render(<Harness initial={withCustom('text', ['en', 'fr'])} fieldId="text_1" />);
    const id = page.getByRole('textbox', { name: 'Field ID' });
    await id.fill('Customer');
    await expect
      .element(page.getByText(/^Field ID must start with a letter and hold only lower-case letters/))
      .toBeVisible();
    expect(field('text_1')).toBeDefined();
    await id.fill('email');
    await expect.element(page.getByText('Field ID is used by another field.')).toBeVisible();
    await id.fill('customer_no');
    expect(field('customer_no')).toBeDefined();
    expect(latest.texts.fr?.labels.customer_no).toBe('Short text');
    await expect.element(page.getByTestId('selected')).toHaveTextContent('customer_no');
    // The field keeps the focus through the rename.
    await expect.element(id).toHaveFocus();
    await expect.element(id).toHaveValue('customer_no');
  });

  it('changes the type to a dropdown, which brings two options to edit', async () => {
    await render(<Harness initial={withCustom('text')} fieldId="text_1" />);
    await page.getByRole('button', { name: /Type/ }).click();
    await page.getByRole('option', { name: 'Dropdown' }).click();
    expect(field('text_1')?.type).toBe('select');
    await expect.element(page.getByRole('group', { name: 'Options' })).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'Option 2 value' })).toHaveValue('option_2');
    await expect.element(page.getByRole('button', { name: 'Remove option 1' })).toBeEnabled();
  });

  it('edits the builder’s options: values, labels per language, order, add and remove', async () => {
    await render(<Harness initial={withCustom('radio', ['en', 'de'])} fieldId="radio_1" language="de" />);
    await page.getByRole('textbox', { name: 'Option 1 value' }).fill('by_email');
    await page.getByRole('textbox', { name: 'Option 1 label in German' }).fill('Per E-Mail');
    await page.getByRole('textbox', { name: 'Option 2 value' }).fill('by_email');
    await expect.element(page.getByText('Option 2 value is used by another option.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Option 2 value' }).fill('by_post');
    await page.getByRole('button', { name: 'Add option' }).click();
    await expect.element(page.getByRole('textbox', { name: 'Option 3 value' })).toHaveValue('option_3');
    await page.getByRole('button', { name: 'Move option 3 up' }).click();
    expect(field('radio_1')?.options).toEqual(['by_email', 'option_3', 'by_post']);
    expect(latest.texts.de?.options.radio_1).toMatchObject({ by_email: 'Per E-Mail', option_3: 'Option 3' });
    await page.getByRole('button', { name: 'Remove option 2' }).click();
    await page.getByRole('button', { name: 'Remove option 2' }).click();
    expect(field('radio_1')?.options).toEqual(['by_email']);
    // A single choice keeps one option at least.
    await expect.element(page.getByRole('button', { name: 'Remove option 1' })).toBeDisabled();
    expect(formDefinitionProblems(latest as never)).toEqual([]);
  });

  it('offers the request types ticked, each with its label, and keeps one at least', async () => {
    await render(<Harness initial={testDefinition(['en', 'de'])} fieldId="requesttype" language="de" />);
    expect(page.getByRole('checkbox').elements()).toHaveLength(7);
    const restrict = page.getByRole('checkbox', { name: 'Restrict processing' });
    await expect.element(restrict).toBeChecked();
    await page.getByText('Restrict processing', { exact: true }).click();
    expect(field('requesttype')?.options).not.toContain('restriction');
    await page
      .getByRole('textbox', { name: 'Label of “Access my data” in German' })
      .fill('Auskunft (Art. 15 DSGVO)');
    expect(latest.texts.de?.options.requesttype?.access).toBe('Auskunft (Art. 15 DSGVO)');
    for (const name of [
      'Delete my data',
      'Correct my data',
      'Get a copy to take elsewhere',
      'Do not sell or share my data',
      'Object to processing',
    ]) {
      await page.getByText(name, { exact: true }).click();
    }
    expect(field('requesttype')?.options).toEqual(['access']);
    await expect.element(page.getByRole('checkbox', { name: 'Access my data' })).toBeDisabled();
  });

  it('shows the problems the page or the server found on the fields', async () => {
    await render(
      <Harness
        initial={withCustom('checkbox')}
        fieldId="checkbox_1"
        errors={{
          'texts.en.labels.checkbox_1': 'must not be empty',
          'fields[10].id': 'is used by another field',
        }}
      />,
    );
    await expect.element(page.getByText('The label must not be empty.')).toBeVisible();
    await expect.element(page.getByText('Field ID is used by another field.')).toBeVisible();
    await expect
      .element(page.getByRole('textbox', { name: 'Label in English' }))
      .toHaveAttribute('aria-invalid', 'true');
    // A checkbox may have no options: it is then one box to tick.
    await expect.element(page.getByText(/Without options the field is one box to tick/)).toBeVisible();
    await page.getByRole('button', { name: 'Add option' }).click();
    await userEvent.click(page.getByRole('button', { name: 'Remove option 1' }));
    expect(field('checkbox_1')).not.toHaveProperty('options');
  });

  it('offers only the label of the captcha', async () => {
    await render(<Harness initial={testDefinition()} fieldId="captchacontrol" />);
    await expect.element(page.getByRole('textbox', { name: 'Label in English' })).toBeVisible();
    await expect.element(page.getByRole('switch')).not.toBeInTheDocument();
  });
});
