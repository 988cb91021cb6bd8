import type { Schemas } from '@privacy-portal/sdk';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppHeader } from '../../components/AppHeader.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { api } from '../../lib/api.ts';
import { explainProblem } from '../../lib/problem.ts';
import { send } from '../../lib/send.ts';
import { signOut } from '../../lib/signOut.ts';
import { OrganizationList } from './OrganizationList.tsx';

type LoadState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; user: Schemas['User']; organizations: Schemas['Organization'][] };

/** The user and their organizations, or why they could not be loaded. */
async function loadWelcome(): Promise<LoadState> {
  const [user, organizations] = await Promise.all([send(api.GET('/user')), send(api.GET('/organizations'))]);
  if (!user.ok) return { status: 'failed', message: explainProblem(user.problem, { labels: {} }).summary };
  if (!organizations.ok) {
    return { status: 'failed', message: explainProblem(organizations.problem, { labels: {} }).summary };
  }
  return { status: 'ready', user: user.data.response, organizations: organizations.data.response };
}

/** /home/welcome — the first page after logging in. */
export function WelcomePage() {
  const navigate = useNavigate();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    let current = true;
    void loadWelcome().then((next) => {
      if (current) setState(next);
    });
    return () => {
      current = false;
    };
  }, []);

  async function retry() {
    setState({ status: 'loading' });
    setState(await loadWelcome());
  }

  async function logOut() {
    setLeaving(true);
    await signOut();
    navigate('/login', { replace: true, state: { notice: 'You have logged out.' } });
  }

  const user = state.status === 'ready' ? state.user : null;
  const userName = user ? `${user.firstname} ${user.lastname}`.trim() || user.email : null;

  return (
    <div className="app-page">
      <AppHeader userName={userName} busy={leaving} onLogOut={logOut} />
      <main className="app-main">
        {user?.impersonated_by ? (
          <p className="alert alert-warning">
            You are viewing the portal as {user.email}, signed in by {user.impersonated_by}.
          </p>
        ) : null}
        {state.status === 'loading' ? (
          <>
            <h1>Welcome</h1>
            <p role="status" className="loading">
              Loading your organizations…
            </p>
          </>
        ) : null}
        {state.status === 'failed' ? (
          <>
            <h1>Welcome</h1>
            <FormAlert message={state.message} />
            <button type="button" className="button button-primary" onClick={retry}>
              Try again
            </button>
          </>
        ) : null}
        {state.status === 'ready' ? (
          <>
            <h1>Welcome, {state.user.firstname || state.user.email}</h1>
            <p className="muted">Here are the organizations you work in and their properties.</p>
            <h2>Your organizations</h2>
            <OrganizationList organizations={state.organizations} />
          </>
        ) : null}
      </main>
    </div>
  );
}
