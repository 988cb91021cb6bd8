import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../theme/tokens.css';
import { QuickStartButton } from './QuickStartButton.tsx';

describe('QuickStartButton', () => {
  it('is a button named Quick Start that fires by mouse and keyboard', async () => {
    const onPress = vi.fn();
    render(<QuickStartButton onPress={onPress} />);
    const button = page.getByRole('button', { name: 'Quick Start' });
    await userEvent.keyboard('{Tab}');
    await expect.element(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await button.click();
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('floats at the bottom right when asked', async () => {
    await render(<QuickStartButton onPress={vi.fn()} floating />);
    const el = page.getByRole('button', { name: 'Quick Start' }).element();
    await vi.waitFor(() => {
      const rect = el.getBoundingClientRect();
      expect(getComputedStyle(el).position).toBe('fixed');
      expect(window.innerWidth - rect.right).toBeLessThan(40);
      expect(window.innerHeight - rect.bottom).toBeLessThan(40);
    });
  });
});
