import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Loader } from '@privacy-portal/ui/Loader';
import { lazy, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { rememberRedirect } from '../lib/redirect.ts';
import { signOut } from '../lib/signOut.ts';
import { clearLocalData } from '../lib/storage.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { takeModifiedClick } from './ctrlClick.ts';
import { type Decision, decide, SETUP_TARGET, type SessionFacts } from './navigation.ts';

// Loaded when needed (an account without a property): the sign-in pages do not carry the dialog.
const CreatePropertyModal = lazy(() =>
  import('@privacy-portal/ui/CreatePropertyModal').then((m) => ({ default: m.CreatePropertyModal })),
);

/** Location state the guards hand to the page they redirect to. */
export interface GuardState {
  /** The product whose licence was missing: the page opens the upgrade prompt. */
  upgrade?: string;
}

/** The decision of the route table and guards for the current location. */
export function useDecision(): Decision {
  const location = useLocation();
  const session = useSession();
  const facts: SessionFacts = {
    loggedIn: session.status !== 'anonymous',
    hasOrganizationOrProperty: session.hasOrganizationOrProperty,
    selection: session.selection,
    access: session.access,
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once per location and session change
  return useMemo(() => {
    const decision = decide(location.pathname, location.search, facts, { skipUpgrade: takeModifiedClick() });
    // Until the session is known only public pages decide; the rest waits for the user's data.
    const settled = session.status === 'anonymous' || session.status === 'ready';
    if (!settled && !(decision.kind === 'render' && decision.route.access === 'public'))
      return { kind: 'wait' };
    return decision;
  }, [location.pathname, location.search, session]);
}

function ClearSession({ children }: { children: ReactNode }) {
  // /resetpswd and /setpassword log the user out and clear all local data (portal-spec §2).
  useEffect(() => {
    void signOut().then(clearLocalData);
  }, []);
  return children;
}

function CreateProperty() {
  const { organizations } = useSession();
  const navigate = useNavigate();
  const first = organizations[0];
  return (
    <Suspense fallback={null}>
      <CreatePropertyModal
        isOpen
        onOk={() => navigate(first ? `/settings/organizations/details/${first.id}` : SETUP_TARGET)}
      />
    </Suspense>
  );
}

/**
 * Renders `children` when the route table and guards allow the location; otherwise redirects, waits
 * for the session, or opens the create-property modal.
 */
export function Guard({ children }: { children?: ReactNode }) {
  const decision = useDecision();
  const session = useSession();
  const location = useLocation();

  if (decision.kind === 'redirect') {
    if (decision.rememberUrl) rememberRedirect(`${decision.rememberUrl}${location.hash}`);
    const state: unknown = decision.upgrade
      ? ({ upgrade: decision.upgrade } satisfies GuardState)
      : decision.keepState
        ? location.state
        : undefined;
    const to = decision.keepState ? `${decision.to}${location.hash}` : decision.to;
    return <Navigate to={to} replace state={state} />;
  }
  if (decision.kind === 'createProperty') return <CreateProperty />;
  if (decision.kind === 'wait' && session.status === 'loading')
    return <Loader block label="Loading your workspace" />;
  if (decision.kind === 'wait' && session.status === 'failed') {
    return (
      <div>
        <Alert tone="error" title="Your workspace could not be loaded">
          {session.problem?.message ?? 'Please try again.'}
        </Alert>
        <Button onPress={() => void session.refresh()}>Try again</Button>
      </div>
    );
  }
  if (decision.kind === 'wait') return <Loader block label="Checking your licences" />;
  if (decision.clearSession) return <ClearSession key={location.pathname}>{children}</ClearSession>;
  return children;
}
