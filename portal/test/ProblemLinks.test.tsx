import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ProblemLinks } from '../src/modules/shared/ProblemLinks.tsx';

describe('ProblemLinks', () => {
  it('lists each problem as "Place: what is wrong" and goes to the place by keyboard', async () => {
    const onLayout = vi.fn();
    const onTexts = vi.fn();
    await render(
      <ProblemLinks
        problems={[
          { key: 'layout.width', place: 'Layout', text: 'Width must be at least 200', onGo: onLayout },
          { key: 'texts.title', place: 'Texts', text: 'Title is required', onGo: onTexts },
        ]}
      />,
    );
    const items = page.getByRole('listitem');
    expect(items.elements().map((li) => li.textContent)).toEqual([
      'Layout: Width must be at least 200',
      'Texts: Title is required',
    ]);
    page.getByRole('button', { name: 'Texts' }).element().focus();
    await userEvent.keyboard('{Enter}');
    expect(onTexts).toHaveBeenCalledOnce();
    expect(onLayout).not.toHaveBeenCalled();
  });
});
