import type { IdleDelays } from '@privacy-portal/sdk/machines';
import { IdleContext, useEmitted, useIdleWarning } from '@privacy-portal/sdk/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, TOKEN_STORAGE_KEY, tokenStore } from '../lib/api.ts';
import { clearLocalData } from '../lib/storage.ts';

// Shown only after 25 minutes without activity: loaded the first time it opens.
const IdleDialog = lazy(() =>
  import('@privacy-portal/ui/IdleDialog').then((m) => ({ default: m.IdleDialog })),
);

/** Activity is reported at most this often: pointer moves come by the hundred. */
const ACTIVITY_THROTTLE_MS = 1000;
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

/** Where the delays are configured: JSON `{inactivity, warning, keepalive}` in milliseconds. */
export const IDLE_CONFIG_KEY = 'pp.idle';

/**
 * Delays from configuration (portal-spec §9: "from configuration, not shown"); the spec's 1500 s and
 * 300 s otherwise. Kept in this browser's storage, not in the URL, so a shared link cannot shorten
 * someone's session; tests set it to seconds.
 */
export function configuredIdleDelays(raw: string | null): Partial<IdleDelays> {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return {};
    const delays: Partial<IdleDelays> = {};
    for (const key of ['inactivity', 'warning', 'keepalive'] as const) {
      const ms = (value as Record<string, unknown>)[key];
      if (typeof ms === 'number' && Number.isFinite(ms) && ms >= 1000) delays[key] = ms;
    }
    return delays;
  } catch {
    return {};
  }
}

function IdleWatcher() {
  const actor = IdleContext.useActorRef();
  const warning = useIdleWarning();
  const navigate = useNavigate();
  // Kept once loaded, so that closing it still animates.
  const [needed, setNeeded] = useState(false);
  if (warning.open && !needed) setNeeded(true);

  useEmitted(actor, 'navigate', (event) => {
    tokenStore.set(null);
    navigate(event.to, {
      replace: true,
      state: { notice: 'You were logged out after a period of inactivity.' },
    });
  });

  useEffect(() => {
    let last = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - last < ACTIVITY_THROTTLE_MS) return;
      last = now;
      actor.send({ type: 'ACTIVITY' });
    };
    // Another tab logging out (or in as someone else) changes the stored user: log out here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_STORAGE_KEY || event.key === null) actor.send({ type: 'STORED_USER_CHANGED' });
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true });
    window.addEventListener('storage', onStorage);
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity);
      window.removeEventListener('storage', onStorage);
    };
  }, [actor]);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <IdleDialog
        isOpen={warning.open}
        inactiveMinutes={warning.inactiveMinutes}
        secondsLeft={warning.secondsLeft}
        onKeepAlive={() => actor.send({ type: 'KEEP_ALIVE' })}
      />
    </Suspense>
  );
}

const storage = { clear: clearLocalData };

/** The idle session on the sdk's idle machine: warning, countdown, keepalive, timeout. */
export function IdleHost() {
  const delays = configuredIdleDelays(window.localStorage.getItem(IDLE_CONFIG_KEY));
  return (
    <IdleContext.Provider options={{ input: { api, storage, delays } }}>
      <IdleWatcher />
    </IdleContext.Provider>
  );
}
