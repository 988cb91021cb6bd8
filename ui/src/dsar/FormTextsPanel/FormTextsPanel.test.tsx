import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { FormDefinition, FormLocale } from '../formDefinition/index.ts';
import { testDefinition } from '../formDefinition/testFixtures.ts';
import { FormTextsPanel } from './FormTextsPanel.tsx';

let latest: FormDefinition;

function Harness({ language }: { language: FormLocale }) {
  const [definition, setDefinition] = useState(testDefinition(['en', 'ar']));
  latest = definition;
  return (
    <FormTextsPanel
      definition={definition}
      onChange={setDefinition}
      language={language}
      errors={{ [`texts.${language}.submit`]: 'must not be empty' }}
    />
  );
}

describe('FormTextsPanel', () => {
  it('edits the page’s texts of one language', async () => {
    await render(<Harness language="en" />);
    await expect
      .element(page.getByRole('textbox', { name: 'Submit button (English)' }))
      .toHaveValue('Submit request');
    await expect
      .element(page.getByRole('textbox', { name: 'Welcome text (English)' }))
      .toHaveValue(
        'Please complete the form below to submit your request. We will respond as soon as possible.',
      );
    await page
      .getByRole('textbox', { name: 'Footer (English)' })
      .fill('Demo Retail GmbH · Berlin · privacy@demo.test');
    expect(latest.texts.en?.footer).toBe('Demo Retail GmbH · Berlin · privacy@demo.test');
    expect(latest.texts.ar?.footer).not.toContain('Demo Retail');
    await expect.element(page.getByText('The submit button must not be empty.')).toBeVisible();
  });

  it('types Arabic right to left', async () => {
    await render(<Harness language="ar" />);
    const title = page.getByRole('textbox', { name: 'Title (Arabic)' });
    await expect.element(title).toHaveValue('طلب صاحب البيانات');
    expect(getComputedStyle(title.element()).direction).toBe('rtl');
    await title.fill('طلب خصوصية');
    expect(latest.texts.ar?.title).toBe('طلب خصوصية');
  });
});
