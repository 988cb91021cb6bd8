import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DaysField } from './DaysField.tsx';

function Harness({ initial = 30 }: { initial?: number }) {
  const [days, setDays] = useState(initial);
  return (
    <>
      <DaysField label="Consent lifetime" value={days} onChange={setDays} minValue={1} maxValue={395} />
      <output aria-label="Stored">{days}</output>
    </>
  );
}

describe('DaysField', () => {
  it('takes a typed whole number on Enter and keeps it within the range', async () => {
    render(<Harness />);
    const input = page.getByRole('textbox', { name: 'Consent lifetime' });
    await input.fill('45');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByLabelText('Stored')).toHaveTextContent('45');
    await input.fill('9999');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByLabelText('Stored')).toHaveTextContent('395');
  });

  it('steps with the arrow keys and ignores what is not a number', async () => {
    render(<Harness initial={1} />);
    const input = page.getByRole('textbox', { name: 'Consent lifetime' });
    await input.click();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByLabelText('Stored')).toHaveTextContent('1');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect.element(page.getByLabelText('Stored')).toHaveTextContent('3');
    await input.fill('ten');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByLabelText('Stored')).toHaveTextContent('3');
  });
});
