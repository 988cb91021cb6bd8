import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import '../theme/tokens.css';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu.tsx';
import { IconMenuTrigger } from './IconButton.tsx';

/** The closed trigger as a screen reader and the stylesheet see it: ids, react-aria's own marks and attribute order left out. */
function markup(host: Element) {
  const clone = host.cloneNode(true) as HTMLElement;
  for (const el of clone.querySelectorAll('*')) {
    for (const attr of [
      'id',
      'aria-controls',
      'data-react-aria-pressable',
      'data-hovered',
      'data-focused',
      'data-focus-visible',
    ]) {
      el.removeAttribute(attr);
    }
    // react-aria merges the menu trigger's props before the button's own; the order means nothing.
    const attrs = [...el.attributes]
      .map((a) => [a.name, a.value] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attrs) el.removeAttribute(name);
    for (const [name, value] of attrs) el.setAttribute(name, value);
  }
  return clone.innerHTML;
}

describe('IconMenuTrigger, the closed icon-only DropdownMenu drawn before the menu has loaded', () => {
  it.each([
    ['enabled', false],
    ['disabled', true],
  ])('draws the %s trigger as DropdownMenu does', async (_name, isDisabled) => {
    const screen = await render(
      <>
        <div data-testid="real">
          <DropdownMenu
            label="Actions for Ada"
            icon="menu"
            iconOnly
            isDisabled={isDisabled}
            items={[{ id: 'a', label: 'A' }]}
          />
        </div>
        <div data-testid="stand-in">
          <IconMenuTrigger label="Actions for Ada" icon="menu" isDisabled={isDisabled} />
        </div>
      </>,
    );
    const html = markup(screen.getByTestId('real').element());
    expect(html).toContain('aria-haspopup="true"');
    expect(markup(screen.getByTestId('stand-in').element())).toBe(html);
    await expect
      .element(screen.getByTestId('stand-in').getByRole('button'))
      .toHaveAccessibleName('Actions for Ada');
  });
});
