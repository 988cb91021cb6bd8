import {
  canOpenLink,
  completeLink,
  mergeQuickStartProgress,
  QUICKSTART_ALERT,
  type QuickStartSection,
} from '@privacy-portal/sdk';
import { QuickStartButton } from '@privacy-portal/ui/QuickStartButton';
import { QuickStartPanel } from '@privacy-portal/ui/QuickStartPanel';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { settled } from '../support/settled.ts';

const complete = (ids: number[]) => ids.reduce((s, id) => completeLink(s, id), mergeQuickStartProgress(null));

const meta = {
  title: 'Shell/QuickStartPanel',
  component: QuickStartPanel,
  // Stories without their own play wait for the entry animation before the axe check.
  play: settled,
  parameters: { layout: 'fullscreen' },
  args: {
    isOpen: true,
    sections: complete([1]),
    onLinkClick: fn(),
    onClose: fn(),
    onDismiss: fn(),
    onMove: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuickStartPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {};
export const CookieConsentInProgress: Story = { args: { sections: complete([1, 2, 3, 5, 6]) } };
export const AllCompleted: Story = {
  args: {
    sections: complete([1, 2, 3, 5, 6, 7, 8, 313, 9, 10, 312, 11, 12, 13, 14, 15, 16, 18, 19, 20, 21, 22]),
    defaultExpandedSection: 4,
  },
};
export const WithAlert: Story = { args: { alertMessage: QUICKSTART_ALERT, onAlertDismiss: fn() } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { sections: [] } };
export const LongNames: Story = {
  args: {
    sections: mergeQuickStartProgress(null).map((s, i) =>
      i === 0
        ? {
            ...s,
            indextext: 'Getting Started with your company, organizations and properties',
            quicklinks: s.quicklinks.map((l) => ({
              ...l,
              linkdisplaytext: `${l.linkdisplaytext} for the International Subsidiaries Holding Organization`,
            })),
          }
        : s,
    ),
  },
};
export const MoveWithKeyboard: Story = {
  args: { defaultPosition: { x: 40, y: 40 } },
};
export const Dark: Story = { parameters: { theme: 'dark' }, args: { alertMessage: QUICKSTART_ALERT } };

/**
 * The sdk's order rule and completion applied in a harness: an out-of-order link shows the alert,
 * an allowed link is completed; closing shows the rocket button, which reopens the panel.
 */
export const Flow: Story = {
  render: function FlowRender(args) {
    const [sections, setSections] = useState<QuickStartSection[]>(mergeQuickStartProgress(null));
    const [alert, setAlert] = useState<string | null>(null);
    const [open, setOpen] = useState(true);
    return (
      <>
        <QuickStartPanel
          {...args}
          isOpen={open}
          sections={sections}
          alertMessage={alert}
          onAlertDismiss={() => setAlert(null)}
          onClose={() => setOpen(false)}
          onLinkClick={(linkid) => {
            args.onLinkClick(linkid);
            if (!canOpenLink(sections, linkid)) {
              setAlert(QUICKSTART_ALERT);
              return;
            }
            setAlert(null);
            setSections(completeLink(sections, linkid));
          }}
        />
        {open ? null : <QuickStartButton floating onPress={() => setOpen(true)} />}
      </>
    );
  },
  play: async () => {
    await userEvent.click(body().getByRole('button', { name: 'Add Property' }));
    await expect(body().getByRole('status')).toHaveTextContent('Please complete the previous steps');
    await userEvent.click(body().getByRole('button', { name: 'Add Company details' }));
    await expect(body().getByRole('button', { name: 'Add Company details, completed' })).toBeInTheDocument();
    await expect(
      body().getByRole('button', { name: 'Getting Started (1 of 3 completed)' }),
    ).toBeInTheDocument();
    await userEvent.click(body().getByRole('button', { name: 'Close Quick Start' }));
    const rocket = await body().findByRole('button', { name: 'Quick Start' });
    await userEvent.click(rocket);
    await waitFor(() => expect(body().getByRole('region', { name: 'Quick Start' })).toBeInTheDocument());
  },
};
