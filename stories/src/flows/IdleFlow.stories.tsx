import type { MockState } from '@privacy-portal/mocks';
import { idleMachine, selectIdleWarning } from '@privacy-portal/sdk/machines';
import { IdleDialog } from '@privacy-portal/ui/IdleDialog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loggedInClient, mockBackend, NavigationLog } from './flow-support.tsx';

let backend: MockState;
/** The token of the story's own session (not others the mock may adopt from an earlier story). */
let token: string | null = null;

/** The idle session with shortened delays: warning after 1.5 s, a 3 s countdown, keepalive every 0.5 s. */
function IdleFlow() {
  const [client] = useState(() => {
    const loggedIn = loggedInClient(backend, 'owner@demo.test');
    token = loggedIn.tokens.get();
    return loggedIn;
  });
  const [cleared, setCleared] = useState(false);
  const [state, send, actor] = useMachine(idleMachine, {
    input: {
      api: client.api,
      storage: { clear: () => setCleared(true) },
      delays: { inactivity: 1500, warning: 3000, keepalive: 500 },
    },
  });
  const [navigations, setNavigations] = useState<string[]>([]);
  useEffect(() => {
    const sub = actor.on('navigate', (e) => setNavigations((n) => [...n, e.to]));
    return () => sub.unsubscribe();
  }, [actor]);
  const warning = selectIdleWarning(state);
  return (
    <main>
      <h1>Dashboard</h1>
      <p>Storage cleared: {cleared ? 'yes' : 'no'}</p>
      <NavigationLog entries={navigations} />
      <IdleDialog
        isOpen={warning.open}
        inactiveMinutes={25}
        secondsLeft={warning.secondsLeft}
        onKeepAlive={() => send({ type: 'KEEP_ALIVE' })}
      />
    </main>
  );
}

const meta = {
  title: 'Flows/Idle session',
  component: IdleFlow,
  beforeEach: ({ msw }) => {
    backend = mockBackend(msw);
  },
} satisfies Meta<typeof IdleFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const KeepMeLoggedIn: Story = {
  play: async () => {
    const dialog = await body().findByRole('alertdialog', {}, { timeout: 4000 });
    await expect(dialog).toHaveTextContent('25 min');
    await waitFor(() => expect(dialog).toHaveTextContent('will expire in 2 seconds'), { timeout: 2000 });
    await userEvent.click(body().getByRole('button', { name: 'Keep me logged in' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(body().getByRole('status')).toHaveTextContent('No navigation yet');
  },
};

export const TimesOut: Story = {
  play: async () => {
    await body().findByRole('alertdialog', {}, { timeout: 4000 });
    await waitFor(() => expect(body().getByRole('status')).toHaveTextContent('Navigated to /login'), {
      timeout: 5000,
    });
    await expect(body().getByText('Storage cleared: yes')).toBeInTheDocument();
    // The timeout logged out on the server too: the story's session is revoked. (Only this one: a
    // keepalive of the previous story's machine, still on its way, can bring its own session along.)
    const mine = () => backend.sessions.list((s) => s.token === token);
    await waitFor(() => expect(mine().map((s) => s.revoked)).toEqual([true]), { timeout: 5000 });
  },
};
