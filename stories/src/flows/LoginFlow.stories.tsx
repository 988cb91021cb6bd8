import { loginMachine, selectLoginView } from '@privacy-portal/sdk/machines';
import { Button } from '@privacy-portal/ui/Button';
import { TextField } from '@privacy-portal/ui/TextField';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { flowClient, mockBackend, NavigationLog } from './flow-support.tsx';

/** The login form driven by the sdk's login machine against the mocked API. */
function LoginFlow() {
  const [client] = useState(() => flowClient());
  const [state, send, actor] = useMachine(loginMachine, {
    input: { api: client.api, tokens: client.tokens },
  });
  const [navigations, setNavigations] = useState<string[]>([]);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  useEffect(() => {
    const sub = actor.on('navigate', (e) => setNavigations((n) => [...n, e.to]));
    return () => sub.unsubscribe();
  }, [actor]);
  const view = selectLoginView(state);
  const codeStep = state.matches('otpRequired') || state.matches('codeSubmitting');
  return (
    <main style={{ maxWidth: 360 }}>
      <h1>{codeStep ? 'Enter your code' : 'Log in'}</h1>
      {codeStep ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'SUBMIT_CODE', otp: code });
          }}
        >
          <TextField label="Authentication code" value={code} onChange={setCode} />
          <Button type="submit" loading={view.busy}>
            Verify
          </Button>
        </form>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'SUBMIT', email, password });
          }}
        >
          <TextField label="Email" type="email" value={email} onChange={setEmail} />
          <TextField label="Password" type="password" value={password} onChange={setPassword} />
          <Button type="submit" loading={view.busy}>
            Log in
          </Button>
        </form>
      )}
      {view.error ? <p role="alert">{view.error}</p> : null}
      <NavigationLog entries={navigations} />
      <p>Stored token: {client.tokens.get() ? 'yes' : 'no'}</p>
    </main>
  );
}

const meta = {
  title: 'Flows/Login',
  component: LoginFlow,
  beforeEach: ({ msw }) => {
    mockBackend(msw);
  },
} satisfies Meta<typeof LoginFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

async function logIn(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Email'), email);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
  return canvas;
}

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await logIn(canvasElement, 'owner@demo.test', 'Demo-Password-1');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Navigated to /home/welcome'));
    await expect(canvas.getByText('Stored token: yes')).toBeInTheDocument();
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await logIn(canvasElement, 'owner@demo.test', 'not-the-password');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Incorrect email or password'));
    await expect(canvas.getByText('Stored token: no')).toBeInTheDocument();
  },
};

export const TwoFactorCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await logIn(canvasElement, 'twofactor@demo.test', 'Demo-Password-1');
    const codeField = await canvas.findByLabelText('Authentication code');
    await userEvent.type(codeField, '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toBeInTheDocument());
    await userEvent.clear(codeField);
    await userEvent.type(codeField, '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Navigated to /home/welcome'));
  },
};

export const UnfinishedRegistration: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await logIn(canvasElement, 'signup@demo.test', 'Demo-Password-1');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('step=required'));
    await expect(canvas.getByRole('status')).toHaveTextContent('/signup?email=signup%40demo.test');
  },
};
