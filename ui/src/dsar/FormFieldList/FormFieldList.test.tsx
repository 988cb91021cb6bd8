import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { FormDefinition, FormErrors, FormLocale } from '../formDefinition/index.ts';
import { testDefaults, testDefinition } from '../formDefinition/testFixtures.ts';

const DEFAULTS = testDefaults();

import { FormFieldList } from './FormFieldList.tsx';

function Harness({
  initial = testDefinition(),
  language = 'en',
  errors,
  isDisabled,
}: {
  initial?: FormDefinition;
  language?: FormLocale;
  errors?: FormErrors;
  isDisabled?: boolean;
}) {
  const [definition, setDefinition] = useState(initial);
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <>
      <FormFieldList
        defaults={DEFAULTS}
        definition={definition}
        onChange={setDefinition}
        language={language}
        selectedId={selected}
        onSelect={setSelected}
        errors={errors}
        isDisabled={isDisabled}
      />
      <span data-testid="order">{definition.fields.map((f) => f.id).join(' ')}</span>
      <span data-testid="selected">{selected ?? ''}</span>
    </>
  );
}

const order = () => page.getByTestId('order').element().textContent?.split(' ') ?? [];
const status = () => page.getByRole('status');

describe('FormFieldList', () => {
  it('lists the fields in order with their labels in the editing language', async () => {
    await render(<Harness initial={testDefinition(['en', 'de'])} language="de" />);
    const rows = page.getByRole('listitem');
    await expect.element(rows.nth(0)).toHaveTextContent(/Ich bin/);
    await expect.element(rows.nth(4)).toHaveTextContent(/E-Mail-Adresse/);
    await expect.element(page.getByRole('heading', { name: 'Fields (11)' })).toBeVisible();
    // What every request needs stays: no remove button for email, subject and request type.
    await expect.element(page.getByRole('button', { name: 'Remove E-Mail-Adresse' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Remove Ort' })).toBeVisible();
    await page.getByRole('button', { name: /^Ort/ }).click();
    await expect.element(page.getByTestId('selected')).toHaveTextContent('city');
    await expect.element(page.getByRole('button', { name: /^Ort/ })).toHaveAttribute('aria-current', 'true');
  });

  it('moves a field with the arrow buttons and says where it went', async () => {
    await render(<Harness />);
    await expect
      .element(page.getByRole('button', { name: 'Move I am a up' }))
      .toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('button', { name: 'Move Email address up' }).click();
    expect(order().slice(3, 5)).toEqual(['email', 'last_name']);
    await expect.element(status()).toHaveTextContent('Email address moved to position 4 of 11.');
    // The button keeps the focus, so it can be pressed again.
    await expect.element(page.getByRole('button', { name: 'Move Email address up' })).toHaveFocus();
    await page.getByRole('button', { name: 'Move City down' }).click();
    expect(order().slice(7, 9)).toEqual(['requestdetails', 'city']);
  });

  it('reorders from the handle with the keyboard, and Escape puts the field back', async () => {
    await render(<Harness />);
    const handle = page.getByRole('button', { name: 'Reorder Email address' });
    await handle.element().focus();
    await userEvent.keyboard(' ');
    await expect.element(handle).toHaveAttribute('aria-pressed', 'true');
    await expect.element(status()).toHaveTextContent(/Email address picked up, position 5 of 11/);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect.element(status()).toHaveTextContent('Email address, position 3 of 11.');
    await userEvent.keyboard(' ');
    await expect.element(status()).toHaveTextContent('Email address dropped at position 3 of 11.');
    expect(order().slice(0, 5)).toEqual(['subjecttype', 'requesttype', 'email', 'first_name', 'last_name']);
    await expect.element(handle).toHaveFocus();

    await userEvent.keyboard(' {ArrowDown}{ArrowDown}{ArrowDown}');
    expect(order().indexOf('email')).toBe(5);
    await userEvent.keyboard('{Escape}');
    expect(order().indexOf('email')).toBe(2);
    await expect
      .element(status())
      .toHaveTextContent('Reordering cancelled. Email address is back at position 3 of 11.');
    await expect.element(handle).toHaveAttribute('aria-pressed', 'false');
  });

  it('moves a field dragged with the pointer onto another row', async () => {
    await render(<Harness />);
    const city = page.getByRole('listitem').filter({ hasText: 'City' });
    const first = page.getByRole('listitem').filter({ hasText: 'I am a' });
    await userEvent.dragAndDrop(city, first, { targetPosition: { x: 40, y: 2 } });
    expect(order()[0]).toBe('city');
    await expect.element(status()).toHaveTextContent('City moved to position 1 of 11.');
  });

  it('adds a field of a type before the captcha and opens it', async () => {
    await render(<Harness />);
    await page.getByRole('group', { name: 'Add a field' }).getByRole('button', { name: 'Dropdown' }).click();
    expect(order().slice(-2)).toEqual(['select_1', 'captchacontrol']);
    await expect.element(page.getByTestId('selected')).toHaveTextContent('select_1');
    await expect.element(status()).toHaveTextContent('Dropdown field added at position 11 of 12.');
    await expect.element(page.getByRole('button', { name: /^Dropdown Dropdown · select_1/ })).toBeVisible();
  });

  it('removes a default field, moves the focus on and puts it back where it belongs', async () => {
    await render(<Harness />);
    await page.getByRole('button', { name: 'Remove City' }).click();
    expect(order()).not.toContain('city');
    await expect.element(page.getByRole('button', { name: /^Request details/ })).toHaveFocus();
    await expect
      .element(status())
      .toHaveTextContent('City removed. It can be put back from Put back a default field.');
    await page
      .getByRole('group', { name: 'Put back a default field' })
      .getByRole('button', { name: 'City' })
      .click();
    expect(order().indexOf('city')).toBe(order().indexOf('state') + 1);
    await expect
      .element(page.getByRole('group', { name: 'Put back a default field' }))
      .not.toBeInTheDocument();
  });

  it('marks fields with problems and offers nothing to change when read-only', async () => {
    await render(
      <Harness
        errors={{ 'fields[4].required': 'must be true', 'texts.en.labels.email': 'must not be empty' }}
        isDisabled
      />,
    );
    await expect
      .element(page.getByRole('listitem').filter({ hasText: 'Email address' }).getByText('2 problems'))
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Remove City' })).toBeDisabled();
    await expect.element(page.getByRole('group', { name: 'Add a field' })).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Move City up' }).click({ force: true });
    expect(order().indexOf('city')).toBe(7);
  });

  it('counts one problem on a label in the editing language', async () => {
    await render(
      <Harness
        initial={testDefinition(['en', 'de'])}
        language="de"
        errors={{ 'texts.de.labels.city': 'must not be empty' }}
      />,
    );
    await expect
      .element(page.getByRole('listitem').filter({ hasText: 'Ort' }).getByText('1 problem'))
      .toBeVisible();
  });
});
