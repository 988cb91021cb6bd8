import type { Schemas } from '@privacy-portal/sdk';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TemplatePicker } from './TemplatePicker.tsx';

const template = (
  event: Schemas['EmailEvent'],
  language: Schemas['FormLocale'],
  custom: boolean,
): Schemas['EmailTemplate'] => ({ event, language, subject: 's', body: 'b', custom, updated_at: null });

const TEMPLATES = [
  template('received', 'en', true),
  template('completed', 'en', false),
  template('received', 'de', true),
  template('rejected', 'de', true),
];

describe('TemplatePicker', () => {
  it('marks the language’s own texts and picks an event with the arrow keys', async () => {
    const onEventChange = vi.fn();
    await render(
      <TemplatePicker
        templates={TEMPLATES}
        language="en"
        event="received"
        onLanguageChange={() => {}}
        onEventChange={onEventChange}
      />,
    );
    const events = page.getByRole('group', { name: 'E-mail' });
    await expect.element(events.getByRole('radio', { name: /Request received/ })).toBeChecked();
    await expect.element(events.getByText('Your text')).toBeVisible();
    await expect.element(events.getByText('Default').first()).toBeVisible();
    await events.getByRole('radio', { name: /Request received/ }).click();
    await userEvent.keyboard('{ArrowDown}');
    expect(onEventChange).toHaveBeenCalledWith('verify_identity');
  });

  it('offers the ten languages with how many texts of each are your own', async () => {
    const onLanguageChange = vi.fn();
    await render(
      <TemplatePicker
        templates={TEMPLATES}
        language="en"
        event="received"
        onLanguageChange={onLanguageChange}
        onEventChange={() => {}}
      />,
    );
    await page.getByRole('button', { name: /Language/ }).click();
    await expect.element(page.getByRole('option')).toHaveLength(10);
    await page.getByRole('option', { name: 'German (DE) · 2 your own' }).click();
    expect(onLanguageChange).toHaveBeenCalledWith('de');
  });
});
