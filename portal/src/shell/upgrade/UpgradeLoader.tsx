import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { onErrorAction } from '../../lib/errorActions.ts';
import type { GuardState } from '../../routing/Guard.tsx';
import type { UpgradeRequest } from './UpgradeHost.tsx';

// The upgrade flow (the sdk's upgrade machine, the plan rules, the billing queries) loads when an
// upgrade is first asked for, not on every shell page; once there it stays, so its alert outlives
// the navigation that ends the flow.
const UpgradeHost = lazy(() => import('./UpgradeHost.tsx').then((m) => ({ default: m.UpgradeHost })));

/** Waits for an upgrade request (a licence guard's redirect, a page's plan limit) and hands it to the flow. */
export function UpgradeLoader() {
  const location = useLocation();
  const navigate = useNavigate();
  const [request, setRequest] = useState<UpgradeRequest | null>(null);

  const requested = (location.state as GuardState | null)?.upgrade;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per guard redirect (its location state)
  useEffect(() => {
    if (typeof requested !== 'string') return;
    // Consumed at once, so a reload or Back does not open it again.
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    setRequest({ licence: requested });
  }, [requested]);

  // A plan limit reported by a page (e.g. the team page's 'You cannot add more than {user_limit} Users').
  useEffect(
    () =>
      onErrorAction((action) => {
        if (action.kind !== 'upgrade') return;
        setRequest(
          action.oid === undefined
            ? { licence: action.licence }
            : { licence: action.licence, oid: action.oid },
        );
      }),
    [],
  );

  return request ? (
    <Suspense fallback={null}>
      <UpgradeHost request={request} />
    </Suspense>
  ) : null;
}
