import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { addCustomField, type FormDefinition, setFieldLabel } from '../formDefinition/index.ts';
import { testDefaults, testDefinition } from '../formDefinition/testFixtures.ts';

const DEFAULTS = testDefaults();

import { FormLanguages } from './FormLanguages.tsx';

let latest: FormDefinition;

function Harness({ initial }: { initial: FormDefinition }) {
  const [definition, setDefinition] = useState(initial);
  latest = definition;
  return (
    <FormLanguages
      defaults={DEFAULTS}
      definition={definition}
      onChange={setDefinition}
      errors={{ 'texts.de.title': 'is too long' }}
    />
  );
}

describe('FormLanguages', () => {
  it('offers the ten languages; one added brings its default texts and the builder’s own labels', async () => {
    const withOwn = setFieldLabel(
      addCustomField(testDefinition(), 'text').definition,
      'en',
      'text_1',
      'Order number',
    );
    await render(<Harness initial={withOwn} />);
    expect(page.getByRole('checkbox').elements()).toHaveLength(10);
    await expect.element(page.getByRole('checkbox', { name: 'English EN' })).toBeDisabled();
    await page.getByText('Arabic (العربية)').click();
    expect(latest.languages).toEqual(['en', 'ar']);
    expect(latest.texts.ar?.labels.first_name).toBe('الاسم الأول');
    expect(latest.texts.ar?.labels.text_1).toBe('Order number');
    await page.getByText('German (Deutsch)').click();
    await expect
      .element(page.getByRole('listitem').filter({ hasText: 'German' }).getByText('1 problem'))
      .toBeVisible();
    // The first offered language is the default; another can take its place.
    await page.getByRole('button', { name: /Language the form opens in/ }).click();
    await page.getByRole('option', { name: 'German' }).click();
    expect(latest.languages).toEqual(['de', 'en', 'ar']);
    await page.getByText('Arabic (العربية)').click();
    expect(latest.languages).toEqual(['de', 'en']);
    expect(latest.texts).not.toHaveProperty('ar');
  });
});
