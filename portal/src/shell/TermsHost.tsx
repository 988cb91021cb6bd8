import { lazy, Suspense } from 'react';
import { useSession } from '../session/SessionProvider.tsx';

// Most sessions never show it (the terms are accepted once): the machine and the dialog are loaded
// when a user has terms to accept.
const TermsFlow = lazy(() => import('./TermsFlow.tsx').then((m) => ({ default: m.TermsFlow })));

/** The terms dialog on the sdk's terms machine: shown until the user has accepted the terms. */
export function TermsHost() {
  const { user } = useSession();
  if (!user || user.is_accept_terms_and_conditions) return null;
  return (
    <Suspense fallback={null}>
      <TermsFlow key={user.uid} user={user} />
    </Suspense>
  );
}
