import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { RequestCard } from './RequestCard.tsx';

describe('RequestCard', () => {
  it('is a section named by its heading, with its actions beside it', async () => {
    await render(
      <RequestCard title="Deadline" headingLevel={3} actions={<button type="button">Extend</button>}>
        <p>Due 2 Dec 2026</p>
      </RequestCard>,
    );
    const card = page.getByRole('region', { name: 'Deadline' });
    await expect.element(card.getByRole('heading', { level: 3, name: 'Deadline' })).toBeVisible();
    await expect.element(card.getByRole('button', { name: 'Extend' })).toBeVisible();
    await expect.element(card.getByText('Due 2 Dec 2026')).toBeVisible();
  });
});
