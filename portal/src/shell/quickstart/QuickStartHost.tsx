import { useEmitted } from '@privacy-portal/sdk/react';
import { QuickStartButton } from '@privacy-portal/ui/QuickStartButton';
import type { QuickStartPanelPosition } from '@privacy-portal/ui/QuickStartPanel';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { lazyDialog } from '../../components/lazyDialog.tsx';
import { api } from '../../lib/api.ts';
import { readStored, writeStored } from '../../lib/storage.ts';
import { withSelection } from '../../routing/navigation.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { QuickStartContext } from './quickstart.context.ts';

// The panel (its sections, drag and slide) is fetched the first time it opens; a user who finished or
// closed the guide sees only the rocket button or the menu entry.
const QuickStartPanel = lazyDialog(() =>
  import('@privacy-portal/ui/QuickStartPanel').then((m) => m.QuickStartPanel),
);

/** Closed by the user in this browser session: it stays closed across page loads until reopened. */
const CLOSED_KEY = 'pp.quickstart.closed';
/** Where the user moved the panel; absent while it is docked. */
const POSITION_KEY = 'pp.quickstart.position';
/** On <html> while the panel is docked: the shell's stylesheet leaves room beside the page for it. */
const DOCKED_ATTRIBUTE = 'data-quickstart-docked';
/** On <html> while the rocket button floats: the footer's links end before it. */
const FLOATING_ATTRIBUTE = 'data-quickstart-floating';

function readPosition(): QuickStartPanelPosition | null {
  try {
    const value: unknown = JSON.parse(readStored('local', POSITION_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { x, y } = value as Record<string, unknown>;
    if (typeof x !== 'number' || typeof y !== 'number') return null;
    // A window smaller than the one it was moved in: kept on screen, as a drag would keep it.
    return {
      x: Math.max(0, Math.min(x, window.innerWidth - 300)),
      y: Math.max(0, Math.min(y, window.innerHeight - 48)),
    };
  } catch {
    return null;
  }
}

/** Gives the shell one quick-start actor, loaded from the server for the logged-in user. */
export function QuickStartProvider({ children }: { children: ReactNode }) {
  const { selection } = useSession();
  return (
    <QuickStartContext.Provider options={{ input: { api, oid: selection?.oid ?? null } }}>
      {children}
    </QuickStartContext.Provider>
  );
}

/** Whether the top menu hosts Quick Start (the guide was dismissed), and how to reopen it. */
export function useQuickStartMenu(): { inTopMenu: boolean; open: () => void } {
  const actor = QuickStartContext.useActorRef();
  const inTopMenu = QuickStartContext.useSelector((s) => s.context.hostedInTopMenu);
  return {
    inTopMenu,
    open: () => {
      writeStored('session', CLOSED_KEY, null);
      actor.send({ type: 'OPEN' });
    },
  };
}

/** The floating quick-start panel on the sdk's machine, and the rocket button when it is closed. */
export function QuickStartHost() {
  const actor = QuickStartContext.useActorRef();
  const panel = QuickStartContext.useSelector((s) => (s.value as { panel: string }).panel);
  const sections = QuickStartContext.useSelector((s) => s.context.sections);
  const alert = QuickStartContext.useSelector((s) => s.context.alert);
  const hosted = QuickStartContext.useSelector((s) => s.context.hostedInTopMenu);
  const { selection } = useSession();
  const navigate = useNavigate();
  const [position, setPosition] = useState(readPosition);
  const shown = panel === 'open' || panel === 'dismissing';

  useEffect(() => {
    actor.send({ type: 'SET_ORGANIZATION', oid: selection?.oid ?? null });
  }, [actor, selection?.oid]);

  // Docked, the panel must not cover the page's controls: the page makes room for it.
  useEffect(() => {
    if (!shown || position !== null) return;
    document.documentElement.setAttribute(DOCKED_ATTRIBUTE, '');
    return () => document.documentElement.removeAttribute(DOCKED_ATTRIBUTE);
  }, [shown, position]);

  // The rocket button floats over the bottom right corner, where the footer's last link is.
  const floating = panel === 'closed' && !hosted;
  useEffect(() => {
    if (!floating) return;
    document.documentElement.setAttribute(FLOATING_ATTRIBUTE, '');
    return () => document.documentElement.removeAttribute(FLOATING_ATTRIBUTE);
  }, [floating]);

  // Once loaded, a guide the user closed earlier in this session stays closed.
  useEffect(() => {
    if (panel === 'open' && readStored('session', CLOSED_KEY) === 'true') actor.send({ type: 'CLOSE' });
  }, [actor, panel]);

  const close = () => {
    writeStored('session', CLOSED_KEY, 'true');
    actor.send({ type: 'CLOSE' });
  };
  const reopen = () => {
    writeStored('session', CLOSED_KEY, null);
    actor.send({ type: 'OPEN' });
  };

  // A guided subscription link (5, 11, 18) opens the pricing page on its product's tab (calls-billing-spec
  // §4): its address carries ?linkid=, which the page follows even when it is already open.
  useEmitted(actor, 'navigate', (event) => {
    const [path = event.to, search = ''] = event.to.split('?');
    navigate(selection ? withSelection(path, search, selection) : event.to);
  });

  return (
    <>
      {floating ? <QuickStartButton floating onPress={reopen} /> : null}
      <QuickStartPanel
        isOpen={shown}
        defaultPosition={position ?? undefined}
        onMove={(next) => {
          setPosition(next);
          writeStored('local', POSITION_KEY, next === null ? null : JSON.stringify(next));
        }}
        sections={sections}
        alertMessage={alert}
        onLinkClick={(linkid) => actor.send({ type: 'CLICK_LINK', linkid })}
        onClose={close}
        onDismiss={() => actor.send({ type: 'DISMISS' })}
      />
    </>
  );
}
