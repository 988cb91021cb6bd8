import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { BlockingRuleDialog } from './BlockingRuleDialog.tsx';
import { checkBlockingRule } from './ruleForm.ts';

const CATEGORIES = [
  { id: 1, name: 'Strictly necessary', required: true },
  { id: 3, name: 'Analytics' },
  { id: 4, name: 'Marketing' },
];
const dialog = () => page.getByRole('dialog', { name: 'Add blocking rule' });
const pattern = () => dialog().getByRole('textbox', { name: 'Script address, host or pattern' });

describe('checkBlockingRule', () => {
  it('says what is wrong with a pattern, the category and the description', () => {
    expect(checkBlockingRule({ pattern: ' ', categoryId: null, description: '' })).toEqual({
      pattern: 'Enter a script address, a host or a pattern.',
      category_id: 'Choose the category whose consent releases the script.',
    });
    expect(checkBlockingRule({ pattern: 'a b.com', categoryId: 3, description: '' }).pattern).toMatch(
      /spaces/,
    );
    expect(checkBlockingRule({ pattern: 'ab', categoryId: 3, description: '' }).pattern).toMatch(
      /at least 3/,
    );
    expect(checkBlockingRule({ pattern: 'ftp://x.com/a.js', categoryId: 3, description: '' }).pattern).toBe(
      'The pattern must be an http or https address.',
    );
    expect(checkBlockingRule({ pattern: 'x.com', categoryId: 3, description: 'd'.repeat(501) })).toEqual({
      description: 'The description can have at most 500 characters.',
    });
    expect(checkBlockingRule({ pattern: 'connect.facebook.net', categoryId: 4, description: '' })).toEqual(
      {},
    );
  });
});

describe('BlockingRuleDialog', () => {
  it('checks the fields, explains the pattern and sends the rule', async () => {
    const onSubmit = vi.fn();
    await render(<BlockingRuleDialog categories={CATEGORIES} onSubmit={onSubmit} onClose={() => {}} />);
    await dialog().getByRole('button', { name: 'Add rule' }).click();
    await expect.element(dialog().getByText('Enter a script address, a host or a pattern.')).toBeVisible();
    await expect
      .element(dialog().getByText('Choose the category whose consent releases the script.'))
      .toBeVisible();
    await expect.element(pattern()).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await pattern().fill('connect.facebook.net');
    await expect
      .element(dialog().getByText(/Holds back: Every script from connect\.facebook\.net/))
      .toBeVisible();
    await pattern().fill('  https://www.googletagmanager.com/*  ');
    await expect.element(dialog().getByText(/Holds back: Every script whose address matches/)).toBeVisible();
    await dialog()
      .getByRole('button', { name: /Category/ })
      .click();
    // Strictly necessary runs without consent: a rule for it would hold nothing back.
    expect(page.getByRole('option', { name: 'Strictly necessary' }).query()).toBeNull();
    await page.getByRole('option', { name: 'Analytics' }).click();
    await dialog().getByRole('textbox', { name: 'Description' }).fill('Google Tag Manager');
    await dialog().getByRole('button', { name: 'Add rule' }).click();
    expect(onSubmit).toHaveBeenCalledWith({
      pattern: 'https://www.googletagmanager.com/*',
      category_id: 3,
      description: 'Google Tag Manager',
    });
  });

  it("edits a rule, shows the server's reasons and cannot be closed while saving", async () => {
    const onClose = vi.fn();
    const screen = await render(
      <BlockingRuleDialog
        rule={{
          id: 9,
          pattern: 'static.hotjar.com',
          category_id: 3,
          category_name: 'Analytics',
          source: 'scan',
          description: 'Hotjar',
          created_at: '2026-03-01T08:00:00.000Z',
        }}
        categories={CATEGORIES}
        error="A blocking rule for static.hotjar.com already exists on this property"
        fieldErrors={{ pattern: 'Pattern is already used.' }}
        onSubmit={() => {}}
        onClose={onClose}
      />,
    );
    const edit = page.getByRole('dialog', { name: 'Edit blocking rule' });
    await expect
      .element(edit.getByRole('textbox', { name: /Script address/ }))
      .toHaveValue('static.hotjar.com');
    await expect.element(edit.getByRole('button', { name: 'Save rule' })).toBeVisible();
    await expect.element(edit.getByRole('alert').first()).toHaveTextContent('The rule was not saved');
    await expect.element(edit.getByRole('alert').first()).toHaveTextContent(/already exists/);
    await expect.element(edit.getByText('Pattern is already used.')).toBeVisible();
    await edit.getByRole('textbox', { name: /Script address/ }).fill('static.hotjar.com/c.js');
    expect(edit.getByText('Pattern is already used.').query()).toBeNull();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    expect(onClose).toHaveBeenCalledTimes(1);

    await screen.rerender(
      <BlockingRuleDialog categories={CATEGORIES} busy onSubmit={() => {}} onClose={onClose} />,
    );
    await expect.element(dialog().getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
