import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Stepper } from './Stepper.tsx';

const steps = [
  { id: 'plan', label: 'Choose a plan' },
  { id: 'bundle', label: 'Bundles' },
  { id: 'pay', label: 'Payment' },
];

describe('Stepper', () => {
  it('lists the steps and marks the current one', async () => {
    await render(<Stepper steps={steps} currentStepId="bundle" label="Upgrade steps" />);
    const list = page.getByRole('list', { name: 'Upgrade steps' });
    const items = list.getByRole('listitem');
    await expect.element(items.nth(0)).toHaveTextContent('Choose a plan (completed)');
    await expect.element(items.nth(1)).toHaveAttribute('aria-current', 'step');
    await expect.element(items.nth(1)).toHaveTextContent('2Bundles');
    await expect.element(items.nth(2)).not.toHaveAttribute('aria-current');
    await expect.element(items.nth(2)).not.toHaveTextContent('completed');
  });

  it('takes explicit completed steps', async () => {
    await render(<Stepper steps={steps} currentStepId="plan" completedStepIds={['plan', 'bundle']} />);
    const items = page.getByRole('list', { name: 'Progress' }).getByRole('listitem');
    await expect.element(items.nth(0)).toHaveAttribute('aria-current', 'step');
    await expect.element(items.nth(1)).toHaveTextContent('Bundles (completed)');
    await expect.element(items.nth(2)).not.toHaveTextContent('completed');
  });
});
