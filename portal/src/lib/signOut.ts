import { forgetKeptSession, revoke } from '../session/keptSession.ts';
import { tokenStore } from './api.ts';

let inFlight: Promise<void> | null = null;

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
