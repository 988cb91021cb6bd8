import type { AccessFlags, Schemas } from '@privacy-portal/sdk';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { onTokenChange, tokenStore } from '../lib/api.ts';
import { type Problem, problemOf } from '../lib/problem.ts';
import { accessOf } from './access.ts';
import {
  findPair,
  pickSelection,
  readStoredSelection,
  type Selection,
  selectionFromQuery,
  storeSelection,
} from './selection.ts';
import { fetchOrganizations, fetchSelectedPair, fetchUser } from './session.queries.ts';

type User = Schemas['User'];
type Organization = Schemas['Organization'];
type Property = Schemas['Property'];

export type SessionStatus = 'anonymous' | 'loading' | 'ready' | 'failed';

export interface Session {
  status: SessionStatus;
  /** Why loading the session failed (status 'failed'). */
  problem: Problem | null;
  user: User | null;
  /** Sorted by name, each with its properties. */
  organizations: readonly Organization[];
  selection: Selection | null;
  /** The selected organization and property. */
  organization: Organization | null;
  property: Property | null;
  /** Licences of the selected pair; null without a selection. */
  access: AccessFlags | null;
  /** The company has at least one organization or property (the setup guard). */
  hasOrganizationOrProperty: boolean;
  /** Reloads the user and the organizations (after a change elsewhere). */
  refresh: () => Promise<void>;
  /** Makes a pair the current one: stored, told to the server, access recomputed. */
  select: (selection: Selection) => Promise<void>;
  /** Applies a change to the user that the page already saved (terms, theme, name…). */
  updateUser: (patch: Partial<User>) => void;
}

const SessionContext = createContext<Session | null>(null);

interface Loaded {
  status: SessionStatus;
  problem: Problem | null;
  user: User | null;
  organizations: Organization[];
  selection: Selection | null;
}

const ANONYMOUS: Loaded = {
  status: 'anonymous',
  problem: null,
  user: null,
  organizations: [],
  selection: null,
};
const LOADING: Loaded = { ...ANONYMOUS, status: 'loading' };

async function load(search: string): Promise<Loaded> {
  const [user, organizations] = await Promise.allSettled([fetchUser(), fetchOrganizations()]);
  // The user's refusal is the one told when both fail.
  if (user.status === 'rejected') return { ...ANONYMOUS, status: 'failed', problem: problemOf(user.reason) };
  if (organizations.status === 'rejected') {
    return { ...ANONYMOUS, status: 'failed', problem: problemOf(organizations.reason) };
  }
  const list = organizations.value;
  const selection = pickSelection(list, user.value, [selectionFromQuery(search), readStoredSelection()]);
  return { status: 'ready', problem: null, user: user.value, organizations: list, selection };
}

/** Who is logged in, their organizations and the selected pair, for every page below it. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [token, setToken] = useState(() => tokenStore.get());
  const [loaded, setLoaded] = useState<Loaded>(() => (tokenStore.get() ? LOADING : ANONYMOUS));

  useEffect(() => onTokenChange(() => setToken(tokenStore.get())), []);

  // The location at the moment the token changed decides the first selection (a shared link's oid/pid).
  const search = location.search;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload on a new token only, not on every navigation
  useEffect(() => {
    if (!token) {
      setLoaded(ANONYMOUS);
      return;
    }
    let current = true;
    setLoaded(LOADING);
    void load(search).then((next) => {
      if (current) setLoaded(next);
    });
    return () => {
      current = false;
    };
  }, [token]);

  const refresh = useCallback(async () => {
    if (!tokenStore.get()) return;
    const next = await load('');
    setLoaded((previous) => {
      if (next.status !== 'ready') return next;
      // Keep the current pair when it still exists.
      const keep = findPair(next.organizations, previous.selection) ? previous.selection : next.selection;
      return { ...next, selection: keep };
    });
  }, []);

  const select = useCallback(async (selection: Selection) => {
    setLoaded((previous) => ({ ...previous, selection }));
    // The server checks the pair belongs to the user; a refused pair falls back to the default.
    try {
      await fetchSelectedPair(selection.oid, selection.pid);
    } catch {
      setLoaded((previous) => {
        const fallback = pickSelection(previous.organizations, previous.user, []);
        return { ...previous, selection: fallback };
      });
    }
  }, []);

  // The last chosen pair is stored (portal-spec §2); written here, never inside a state updater.
  useEffect(() => {
    if (loaded.status === 'ready') storeSelection(loaded.selection);
  }, [loaded.status, loaded.selection]);

  const updateUser = useCallback((patch: Partial<User>) => {
    setLoaded((previous) =>
      previous.user ? { ...previous, user: { ...previous.user, ...patch } } : previous,
    );
  }, []);

  const value = useMemo<Session>(() => {
    const pair = findPair(loaded.organizations, loaded.selection);
    return {
      ...loaded,
      organization: pair?.organization ?? null,
      property: pair?.property ?? null,
      access: pair ? accessOf(pair.organization, pair.property) : null,
      hasOrganizationOrProperty: loaded.organizations.length > 0,
      refresh,
      select,
      updateUser,
    };
  }, [loaded, refresh, select, updateUser]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider above it.');
  return session;
}
