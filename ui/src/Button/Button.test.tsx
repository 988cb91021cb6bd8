import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('fires onPress by mouse and by keyboard', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Save</Button>);
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await page.getByRole('button', { name: 'Save' }).click();
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('does not fire when disabled', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isDisabled>
        Save
      </Button>,
    );
    const button = page.getByRole('button', { name: 'Save' });
    await expect.element(button).toBeDisabled();
    await button.click({ force: true });
    expect(onPress).not.toHaveBeenCalled();
  });

  it('blocks presses and keeps its name while loading', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} loading>
        Save
      </Button>,
    );
    const button = page.getByRole('button', { name: 'Save' });
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    await button.click({ force: true });
    expect(onPress).not.toHaveBeenCalled();
  });
});
