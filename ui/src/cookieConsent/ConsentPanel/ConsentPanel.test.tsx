import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ConsentPanel } from './ConsentPanel.tsx';
import { countryName, formatRate, formatShortDay } from './format.ts';

describe('ConsentPanel', () => {
  it('shows loading, then the content in a region named by its heading', async () => {
    const screen = await render(
      <ConsentPanel title="Consents by device" load={{ status: 'loading' }}>
        {() => null}
      </ConsentPanel>,
    );
    await expect.element(page.getByLabelText('Loading consents by device')).toBeInTheDocument();
    await screen.rerender(
      <ConsentPanel title="Consents by device" load={{ status: 'ready', data: 3 }}>
        {(n) => <p>{n} devices</p>}
      </ConsentPanel>,
    );
    await expect
      .element(page.getByRole('region', { name: 'Consents by device' }).getByText('3 devices'))
      .toBeVisible();
  });

  it('says what failed and tries again', async () => {
    const onRetry = vi.fn();
    await render(
      <ConsentPanel title="Consents by country" load={{ status: 'error', message: 'Boom', onRetry }}>
        {() => null}
      </ConsentPanel>,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent(/We could not load consents by country/);
    await page.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows the empty message when the data has nothing', async () => {
    await render(
      <ConsentPanel
        title="Consents"
        load={{ status: 'ready', data: [] as number[] }}
        isEmpty={(d) => d.length === 0}
      >
        {() => <p>chart</p>}
      </ConsentPanel>,
    );
    await expect.element(page.getByText('No consents in this period yet')).toBeVisible();
  });

  it('formats rates, days and countries', () => {
    expect(formatRate(0.6234)).toBe('62.3%');
    expect(formatShortDay('2026-11-03')).toBe('3 Nov');
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('ZZ')).toBe('Unknown');
  });
});
