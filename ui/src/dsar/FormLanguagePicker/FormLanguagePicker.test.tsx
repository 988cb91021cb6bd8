import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { FormLanguagePicker } from './FormLanguagePicker.tsx';

describe('FormLanguagePicker', () => {
  it('marks the language being edited and the ones with problems', async () => {
    const onChange = vi.fn();
    await render(
      <FormLanguagePicker
        languages={['en', 'de']}
        value="en"
        onChange={onChange}
        errors={{ 'texts.de.labels.email': 'must not be empty' }}
      />,
    );
    await expect
      .element(page.getByRole('button', { name: 'EN English, default' }))
      .toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'DE German, 1 problem' }).click();
    expect(onChange).toHaveBeenCalledWith('de');
  });
});
