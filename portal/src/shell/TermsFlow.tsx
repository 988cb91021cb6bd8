import type { Schemas } from '@privacy-portal/sdk';
import { TermsContext, useEmitted, useTermsState } from '@privacy-portal/sdk/react';
import { lazy, Suspense } from 'react';
import { api } from '../lib/api.ts';
import { focusMainContent } from '../lib/focus.ts';
import { useSession } from '../session/SessionProvider.tsx';

const TermsDialog = lazy(() =>
  import('@privacy-portal/ui/TermsDialog').then((m) => ({ default: m.TermsDialog })),
);

function TermsDialogOnMachine() {
  const view = useTermsState();
  const actor = TermsContext.useActorRef();
  const { updateUser } = useSession();
  useEmitted(actor, 'termsAccepted', () => {
    updateUser({ is_accept_terms_and_conditions: true });
    // The dialog goes with the flag: focus lands on the page, not on <body>.
    focusMainContent();
  });
  return (
    <Suspense fallback={null}>
      <TermsDialog
        isOpen={view.open}
        canTick={view.canTick}
        ticked={view.ticked}
        canAgree={view.canAgree}
        busy={view.accepting}
        error={view.error}
        onScroll={(atBottom) => actor.send({ type: 'SCROLLED', atBottom })}
        onTickedChange={() => actor.send({ type: 'TOGGLE' })}
        onAgree={() => actor.send({ type: 'AGREE' })}
      />
    </Suspense>
  );
}

/** The terms dialog on the sdk's terms machine, for a user who has not accepted the terms yet. */
export function TermsFlow({ user }: { user: Schemas['User'] }) {
  return (
    <TermsContext.Provider options={{ input: { api, user } }}>
      <TermsDialogOnMachine />
    </TermsContext.Provider>
  );
}
