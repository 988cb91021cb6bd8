import { forgetKeptSession } from '../session/impersonation.ts';
import { api, tokenStore } from './api.ts';

let inFlight: Promise<void> | null = null;

async function revoke(token: string): Promise<void> {
  try {
    await api.POST('/logout', { headers: { Authorization: `Bearer ${token}` } });
  } catch {
    // Offline: the token is already forgotten here and expires on its own.
  }
}

/** Forgets the token at once, then asks the server to revoke it. Safe to call twice. */
export function signOut(): Promise<void> {
  if (inFlight) return inFlight;
  const token = tokenStore.get();
  tokenStore.set(null);
  const kept = forgetKeptSession();
  if (token === null) return kept;
  inFlight = Promise.all([revoke(token), kept])
    .then(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
