import { BlockingSwitch } from '@privacy-portal/ui/cookieConsent/BlockingSwitch';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const meta = {
  title: 'Cookie Consent/BlockingSwitch',
  component: BlockingSwitch,
  args: { enabled: true, allowed: true, upgradeHref: '/settings/billing/pricing', rules: 3, onChange: fn() },
} satisfies Meta<typeof BlockingSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {};

export const Off: Story = {
  args: { enabled: false },
};

/** On without a rule: nothing is held back, which it says. */
export const OnWithoutRules: Story = {
  args: { rules: 0 },
};

export const Saving: Story = { args: { busy: true } };

export const Refused: Story = {
  args: {
    enabled: false,
    error:
      'Upgrade your plan to access this feature: Scripts blocking system needs the basic plan or higher.',
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
};

/** The plan lacks the scripts blocking system: the upgrade notice stands in. */
export const Gated: Story = {
  args: { allowed: false, enabled: false },
};

/** Still on after a downgrade: it can be turned off, not on again. */
export const Downgraded: Story = {
  args: { allowed: false, enabled: true },
};

export const Dark: Story = { parameters: { theme: 'dark' } };
