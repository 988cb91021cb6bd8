import type { LoginEvent, LoginMachineInput, LoginView } from '@privacy-portal/sdk/machines';
import { selectLoginView } from '@privacy-portal/sdk/machines';
import { LoginContext, useEmitted } from '@privacy-portal/sdk/react';
import { useEffect, useLayoutEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { takeRedirect } from '../../lib/redirect.ts';
import { storeRegistrationToken } from '../../lib/registrationSession.ts';
import type { LoginPort } from './loginPort.ts';

/**
 * Where the login hands over to a page outside the app: another site, or the payment page a sign-up
 * with a paid plan is sent to (Stripe Checkout, or the built-in test provider's page on this server).
 */
const OUTSIDE_THE_APP = /^(https?:\/\/|\/test-provider\/)/i;

interface LoginMachineProps {
  input: LoginMachineInput;
  /** Events the form sent before this module arrived (a submit made while it loaded), oldest first. */
  queued: LoginEvent[];
  /** Called with the machine's view on every change. */
  onChange: (port: LoginPort) => void;
}

/** Runs the sdk's login machine for the LoginPage, loaded on the first interaction with the form. */
export function LoginMachine({ input, queued, onChange }: LoginMachineProps) {
  return (
    <LoginContext.Provider options={{ input }}>
      <Bridge queued={queued} onChange={onChange} />
    </LoginContext.Provider>
  );
}

function Bridge({ queued, onChange }: Omit<LoginMachineProps, 'input'>) {
  const navigate = useNavigate();
  const actorRef = LoginContext.useActorRef();

  // The machine decides where to go (portal-spec §4 Login result); the page only follows.
  useEmitted(actorRef, 'navigate', (event) => {
    const { value, context } = actorRef.getSnapshot();
    // Emitted events run after the snapshot is updated, so it shows the branch that emitted.
    if (value === 'success') takeRedirect();
    if (value === 'required') storeRegistrationToken(context.registrationToken);
    if (OUTSIDE_THE_APP.test(event.to)) window.location.assign(event.to);
    else navigate(event.to, { replace: value === 'success' });
  });

  // Before the view is first handed over, so that a waiting submit shows as busy without an idle frame.
  useLayoutEffect(() => {
    for (const event of queued.splice(0)) actorRef.send(event);
  }, [actorRef, queued]);

  useEffect(() => {
    const send = (event: LoginEvent) => actorRef.send(event);
    let last: LoginView | undefined;
    const publish = () => {
      const view = selectLoginView(actorRef.getSnapshot());
      if (last && sameView(last, view)) return;
      last = view;
      onChange({ view, send });
    };
    publish();
    const subscription = actorRef.subscribe(publish);
    return () => subscription.unsubscribe();
  }, [actorRef, onChange]);

  return null;
}

const sameView = (a: LoginView, b: LoginView) =>
  a.state === b.state && a.error === b.error && a.email === b.email && a.busy === b.busy;
