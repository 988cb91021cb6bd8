import type { MockState } from '@privacy-portal/mocks';
import type { QuickStartSection } from '@privacy-portal/sdk';
import { quickStartMachine } from '@privacy-portal/sdk/machines';
import { QuickStartButton } from '@privacy-portal/ui/QuickStartButton';
import { QuickStartPanel } from '@privacy-portal/ui/QuickStartPanel';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loggedInClient, mockBackend, NavigationLog, sentWrites } from './flow-support.tsx';

let backend: MockState;

/** The quick-start panel on the sdk's machine, loading and saving through the mocked API. */
function QuickStartFlow() {
  const [client] = useState(() => loggedInClient(backend, 'admin@demo.test'));
  const [state, send, actor] = useMachine(quickStartMachine, { input: { api: client.api, oid: 1 } });
  const [navigations, setNavigations] = useState<string[]>([]);
  useEffect(() => {
    const sub = actor.on('navigate', (e) => setNavigations((n) => [...n, e.to]));
    return () => sub.unsubscribe();
  }, [actor]);
  const panel = (state.value as { panel: string }).panel;
  return (
    <main>
      <h1>Welcome</h1>
      <NavigationLog entries={navigations} />
      {panel === 'closed' ? <QuickStartButton onPress={() => send({ type: 'OPEN' })} /> : null}
      <QuickStartPanel
        isOpen={panel === 'open' || panel === 'dismissing'}
        loading={panel === 'loading'}
        sections={state.context.sections}
        alertMessage={state.context.alert}
        onLinkClick={(linkid) => send({ type: 'CLICK_LINK', linkid })}
        onClose={() => send({ type: 'CLOSE' })}
        onDismiss={() => send({ type: 'DISMISS' })}
      />
    </main>
  );
}

const meta = {
  title: 'Flows/Quick start',
  component: QuickStartFlow,
  beforeEach: ({ msw }) => {
    backend = mockBackend(msw);
  },
} satisfies Meta<typeof QuickStartFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** A link out of order shows the alert; the first link opens, is completed, saved and navigates. */
export const OrderRuleAlert: Story = {
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Add Property' }));
    await waitFor(() => expect(body().getByText('Please complete the previous steps')).toBeInTheDocument());
    await userEvent.click(body().getByRole('button', { name: 'Add Company details' }));
    await expect(
      await body().findByRole('button', { name: 'Add Company details, completed' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(body().getByText('Navigated to /settings/company')).toBeInTheDocument());
    // Saved through the API: the link completed is sent.
    await waitFor(() => {
      const saved = sentWrites.filter((w) => w.method === 'PUT' && w.path === '/quickstart').at(-1);
      const sections = (saved?.body as { sections: QuickStartSection[] } | undefined)?.sections;
      expect(sections?.[0]?.quicklinks[0]).toMatchObject({ linkid: 1, isactualbtnclicked: true });
    });
  },
};

/** Closing shows the rocket button, which opens the panel again. */
export const CloseAndReopen: Story = {
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Close Quick Start' }));
    await userEvent.click(await body().findByRole('button', { name: 'Quick Start' }));
    await expect(await body().findByRole('button', { name: 'Add Company details' })).toBeInTheDocument();
  },
};
