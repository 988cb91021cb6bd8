import { BlockingSwitch } from '@privacy-portal/ui/cookieConsent/BlockingSwitch';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Cookie Consent/BlockingSwitch',
  component: BlockingSwitch,
  args: { enabled: true, allowed: true, upgradeHref: '/settings/billing/pricing', rules: 3, onChange: fn() },
} satisfies Meta<typeof BlockingSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Auto Cookie Blocking' })).toBeChecked();
    await userEvent.click(canvas.getByText('Auto Cookie Blocking'));
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

export const Off: Story = {
  args: { enabled: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/the rules are kept but hold nothing back/)).toBeVisible();
  },
};

/** On without a rule: nothing is held back, which it says. */
export const OnWithoutRules: Story = {
  args: { rules: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No rule yet')).toBeVisible();
  },
};

export const Saving: Story = { args: { busy: true } };

export const Refused: Story = {
  args: {
    enabled: false,
    error:
      'Upgrade your plan to access this feature: Scripts blocking system needs the basic plan or higher.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/Upgrade your plan/);
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeDisabled();
  },
};

/** The plan lacks the scripts blocking system: the upgrade notice stands in. */
export const Gated: Story = {
  args: { allowed: false, enabled: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('switch')).toBeNull();
    await expect(
      canvas.getByText('Scripts blocking system comes with the Basic plan and above.'),
    ).toBeVisible();
  },
};

/** Still on after a downgrade: it can be turned off, not on again. */
export const Downgraded: Story = {
  args: { allowed: false, enabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch')).toBeChecked();
    await expect(canvas.getByText(/you can turn it off, but not on again/)).toBeVisible();
  },
};

export const Dark: Story = { parameters: { theme: 'dark' } };
