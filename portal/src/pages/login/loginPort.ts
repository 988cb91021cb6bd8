import type { LoginEvent, LoginView } from '@privacy-portal/sdk/machines';
import { createContext, useContext } from 'react';

/**
 * The login machine as the login steps use it: what to draw and where to send their events. The page
 * provides it before the machine's code (xstate) has loaded, which it does on the first interaction
 * with the form (LoginPage.tsx), so that the login page downloads no state-machine library.
 */
export interface LoginPort {
  view: LoginView;
  send: (event: LoginEvent) => void;
}

export const LoginPortContext = createContext<LoginPort | null>(null);

function useLoginPort(): LoginPort {
  const port = useContext(LoginPortContext);
  if (!port) throw new Error('The login steps are drawn inside the LoginPage');
  return port;
}

/** `send` for the login machine, queued by the page until the machine has loaded. */
export function useLoginActor(): Pick<LoginPort, 'send'> {
  return { send: useLoginPort().send };
}

/** { state, error, email, busy } of the login machine, or of the idle form before it loaded. */
export function useLoginState(): LoginView {
  return useLoginPort().view;
}
