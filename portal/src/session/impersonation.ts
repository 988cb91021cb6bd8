import { api, tokenStore } from '../lib/api.ts';
import { send } from '../lib/send.ts';
import { readStored, writeStored } from '../lib/storage.ts';

/** The staff member's own token, kept while they view the portal as someone else. */
const KEPT_KEY = 'pp.impersonator.token';

async function revoke(token: string): Promise<void> {
  try {
    // An explicit bearer: the stored token has already moved on, so a 401 here ends nothing else.
    await api.POST('/logout', { headers: { Authorization: `Bearer ${token}` } });
  } catch {
    // Offline: the token expires on its own.
  }
}

/** Who an impersonation link acts as, without using it. */
export function previewImpersonation(token: string) {
  return send(api.POST('/impersonation/preview', { body: { token } }));
}

/**
 * Uses the link (once) and switches to the impersonation session. A staff session open in this
 * browser is kept and comes back when the impersonation ends; an earlier impersonation is ended.
 */
export async function startImpersonation(token: string) {
  const answer = await send(api.POST('/impersonation/session', { body: { token } }));
  if (!answer.ok) return answer;
  const current = tokenStore.get();
  const kept = readStored('local', KEPT_KEY);
  if (current && kept) {
    // The current session is itself an impersonation (a staff session is already kept).
    void revoke(current);
  } else if (current) {
    writeStored('local', KEPT_KEY, current);
  } else if (kept) {
    // Nobody was signed in: a staff session left over from an earlier impersonation is not revived.
    writeStored('local', KEPT_KEY, null);
    void revoke(kept);
  }
  tokenStore.set(answer.data.response.token);
  return answer;
}

/** Ends the impersonation: its session is revoked; the kept staff session, if any, comes back. */
export async function endImpersonation(): Promise<'restored' | 'signedOut'> {
  const current = tokenStore.get();
  const kept = readStored('local', KEPT_KEY);
  writeStored('local', KEPT_KEY, null);
  tokenStore.set(kept);
  if (current) await revoke(current);
  return kept ? 'restored' : 'signedOut';
}

/** Logging out of an impersonation logs the kept staff session out too. */
export async function forgetKeptSession(): Promise<void> {
  const kept = readStored('local', KEPT_KEY);
  if (!kept) return;
  writeStored('local', KEPT_KEY, null);
  await revoke(kept);
}
