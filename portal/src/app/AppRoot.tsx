import { withOidPid } from '@privacy-portal/sdk';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router-dom';
import { LocaleProvider } from '../i18n/LocaleProvider.tsx';
import { type AppAction, onErrorAction } from '../lib/errorActions.ts';
import { rememberRedirect } from '../lib/redirect.ts';
import { onSessionExpired } from '../lib/sessionEvents.ts';
import { signOut } from '../lib/signOut.ts';
import { BILLING_PATHS } from '../pages/billing/billing-links.ts';
import { trackModifiedClicks } from '../routing/ctrlClick.ts';
import { SessionProvider, useSession } from '../session/SessionProvider.tsx';
import { useAppliedTheme } from './theme.ts';

// The dialogs load when first opened: most visits never show them, and the sign-in pages stay light.
const UnauthorizedDialog = lazy(() =>
  import('@privacy-portal/ui/UnauthorizedDialog').then((m) => ({ default: m.UnauthorizedDialog })),
);
const SubscriptionStatusModal = lazy(() =>
  import('@privacy-portal/ui/SubscriptionStatusModal').then((m) => ({ default: m.SubscriptionStatusModal })),
);

type Dialog = { kind: 'unauthorized'; message: string } | { kind: 'subscription'; product: string } | null;

/** The error catalogue's app-wide actions (calls-billing-spec §8): dialogs and navigation. */
function ErrorActions() {
  const navigate = useNavigate();
  const { selection } = useSession();
  const [dialog, setDialog] = useState<Dialog>(null);
  // Product links carry the selected oid and pid (calls-billing-spec §2 routes, §8 'welcome').
  const withPair = (path: string) => withOidPid(path, selection?.oid, selection?.pid);
  const withPairLatest = useRef(withPair);
  withPairLatest.current = withPair;

  useEffect(
    () =>
      onErrorAction((action: AppAction) => {
        switch (action.kind) {
          case 'unauthorizedDialog':
            setDialog({ kind: 'unauthorized', message: action.message });
            return;
          case 'licenceModal':
          case 'subscriptionStatus':
            setDialog({ kind: 'subscription', product: action.product });
            return;
          case 'errorPage':
            navigate(`/error/errorpage?statuscode=${action.statuscode}`);
            return;
          case 'welcome':
            navigate(withPairLatest.current('/home/welcome'));
            return;
          case 'logout':
            // 401s are handled by the session-expiry middleware; other logouts end the session here.
            if (action.statuscode !== 401) {
              void signOut();
              if (action.next === 'errorPage') navigate(`/error/errorpage?statuscode=${action.statuscode}`);
              else if (action.next === 'login') navigate('/login', { state: { notice: action.message } });
            }
            return;
          default:
            return;
        }
      }),
    [navigate],
  );

  useEffect(
    () =>
      onSessionExpired(() => {
        const { pathname, search, hash } = window.location;
        rememberRedirect(`${pathname}${search}${hash}`);
        navigate('/login', {
          replace: true,
          state: { notice: 'Your session has ended. Please log in again.' },
        });
      }),
    [navigate],
  );

  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      {dialog.kind === 'unauthorized' ? (
        <UnauthorizedDialog
          isOpen
          message={dialog.message}
          onClose={() => {
            setDialog(null);
            navigate('/error/errorpage?statuscode=403');
          }}
        />
      ) : (
        <SubscriptionStatusModal
          isOpen
          product={dialog.product}
          onManageSubscription={() => {
            setDialog(null);
            navigate(withPair(BILLING_PATHS.manage));
          }}
          onGotIt={() => setDialog(null)}
        />
      )}
    </Suspense>
  );
}

function Themed() {
  useAppliedTheme();
  return null;
}

/**
 * The root of every page: session, theme, app-wide dialogs. The mobile notice is the staff portal's
 * (ShellLayout): the pages a visitor or an e-mailed link opens work at any width.
 */
export function AppRoot() {
  const navigate = useNavigate();
  useEffect(() => trackModifiedClicks(document), []);
  return (
    // The ui library's links navigate through react-router, without reloading the page.
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <SessionProvider>
        <Themed />
        <LocaleProvider>
          <Outlet />
        </LocaleProvider>
        <ErrorActions />
      </SessionProvider>
    </AriaRouterProvider>
  );
}
