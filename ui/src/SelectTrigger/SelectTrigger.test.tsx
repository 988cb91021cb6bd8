import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import '../theme/tokens.css';
import { Select, type SelectProps } from '../Select/Select.tsx';
import { SelectTrigger } from './SelectTrigger.tsx';

const options = [
  { id: '1', label: 'Acme' },
  { id: '2', label: 'Beta' },
];

/** The closed field as the stylesheet sees it: ids, references, react-aria's own marks and its hidden native select left out. */
function markup(host: Element) {
  const clone = host.cloneNode(true) as HTMLElement;
  for (const el of clone.querySelectorAll('template, [data-testid="hidden-select-container"]')) el.remove();
  for (const el of clone.querySelectorAll('*')) {
    for (const attr of [
      'id',
      'aria-labelledby',
      'aria-describedby',
      'data-react-aria-pressable',
      'data-hovered',
      'data-focused',
      'data-focus-visible',
    ]) {
      el.removeAttribute(attr);
    }
    const attrs = [...el.attributes]
      .map((a) => [a.name, a.value] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attrs) el.removeAttribute(name);
    for (const [name, value] of attrs) el.setAttribute(name, value);
  }
  return clone.innerHTML;
}

describe('SelectTrigger, the closed Select drawn before the Select has loaded', () => {
  const cases: Array<[string, Omit<SelectProps, 'options' | 'label'>]> = [
    [
      'with a value, help and an error',
      { value: '1', description: 'Only active.', errorMessage: 'Pick one', isRequired: true },
    ],
    ['with the placeholder', { value: null, placeholder: 'Choose' }],
    ['disabled', { value: '2', isDisabled: true }],
  ];
  it.each(cases)('draws a Select %s as the Select does', async (_name, props) => {
    const screen = await render(
      <>
        <div data-testid="real">
          <Select label="Organization" options={options} {...props} />
        </div>
        <div data-testid="stand-in">
          <SelectTrigger label="Organization" options={options} {...props} />
        </div>
      </>,
    );
    const real = screen.getByTestId('real');
    const standIn = screen.getByTestId('stand-in');
    expect(markup(standIn.element())).toBe(markup(real.element()));
    // The same name and description for a screen reader.
    const realButton = real.getByRole('button');
    const standInButton = standIn.getByRole('button');
    const name = (props.value === '1' ? 'Acme' : props.value === '2' ? 'Beta' : 'Choose') + ' Organization';
    await expect.element(realButton).toHaveAccessibleName(name);
    await expect.element(standInButton).toHaveAccessibleName(name);
    const description = realButton.element().getAttribute('aria-describedby') ? 'Only active. Pick one' : '';
    await expect.element(realButton).toHaveAccessibleDescription(description);
    await expect.element(standInButton).toHaveAccessibleDescription(description);
  });
});
