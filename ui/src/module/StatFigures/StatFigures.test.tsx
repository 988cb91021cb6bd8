import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { StatFigure, StatFigures } from './StatFigures.tsx';

describe('StatFigures', () => {
  it('reads each figure as a term with its value and what it counts', async () => {
    await render(
      <StatFigures>
        <StatFigure label="Open" value="12" hint="3 due this week" />
        <StatFigure label="Overdue" value="2" hint="Past their due date" tone="error" />
      </StatFigures>,
    );
    const terms = page.getByRole('term');
    expect(terms.elements().map((t) => t.textContent)).toEqual(['Open', 'Overdue']);
    const values = page
      .getByRole('definition')
      .elements()
      .map((d) => d.textContent);
    expect(values).toEqual(['12', '3 due this week', '2', 'Past their due date']);
  });
});
