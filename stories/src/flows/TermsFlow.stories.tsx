import type { MockState } from '@privacy-portal/mocks';
import type { Schemas } from '@privacy-portal/sdk';
import { selectTermsView, termsMachine } from '@privacy-portal/sdk/machines';
import { TermsDialog } from '@privacy-portal/ui/TermsDialog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loggedInClient, mockBackend, sentWrites } from './flow-support.tsx';

let backend: MockState;
const EMAIL = 'owner@demo.test';

/** The terms dialog on the sdk's terms machine, recording acceptance through the mocked API. */
function TermsFlow({ user }: { user: Schemas['User'] }) {
  const [client] = useState(() => loggedInClient(backend, EMAIL));
  const [state, send, actor] = useMachine(termsMachine, { input: { api: client.api, user } });
  const [accepted, setAccepted] = useState(false);
  useEffect(() => {
    const sub = actor.on('termsAccepted', () => setAccepted(true));
    return () => sub.unsubscribe();
  }, [actor]);
  const view = selectTermsView(state);
  return (
    <main>
      <h1>Home</h1>
      <p role="status">{accepted ? 'Terms accepted' : 'Terms not accepted yet'}</p>
      <TermsDialog
        isOpen={view.open}
        canTick={view.canTick}
        ticked={view.ticked}
        canAgree={view.canAgree}
        busy={view.accepting}
        error={view.error}
        onScroll={(atBottom) => send({ type: 'SCROLLED', atBottom })}
        onTickedChange={() => send({ type: 'TOGGLE' })}
        onAgree={() => send({ type: 'AGREE' })}
      />
    </main>
  );
}

const meta = {
  title: 'Flows/Terms',
  component: TermsFlow,
  beforeEach: ({ msw }) => {
    backend = mockBackend(msw);
  },
  args: { user: {} as Schemas['User'] },
  render: () => {
    return <TermsFlow user={{ email: EMAIL, is_accept_terms_and_conditions: false } as Schemas['User']} />;
  },
} satisfies Meta<typeof TermsFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const scrollTerms = (to: 'top' | 'bottom') => {
  const el = body().getByRole('region', { name: 'Terms and conditions text' });
  el.scrollTop = to === 'bottom' ? el.scrollHeight : 0;
  el.dispatchEvent(new Event('scroll'));
};

/** Scroll to the end, tick, scroll back up (unticks), tick again, agree: the server records it. */
export const ScrollToAccept: Story = {
  play: async () => {
    const box = await body().findByRole('checkbox');
    await expect(box).toBeDisabled();
    await expect(body().getByRole('button', { name: 'I Agree' })).toBeDisabled();
    scrollTerms('bottom');
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.click(box);
    await waitFor(() => expect(body().getByRole('button', { name: 'I Agree' })).toBeEnabled());
    scrollTerms('top');
    await waitFor(() => expect(box).not.toBeChecked());
    await expect(body().getByRole('button', { name: 'I Agree' })).toBeDisabled();
    scrollTerms('bottom');
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.click(box);
    await userEvent.click(body().getByRole('button', { name: 'I Agree' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(body().getByRole('status')).toHaveTextContent('Terms accepted');
    await expect(sentWrites).toContainEqual({
      method: 'POST',
      path: '/update_terms_and_conditions',
      body: { email: EMAIL },
    });
  },
};
