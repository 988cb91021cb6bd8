import type { Schemas } from '@privacy-portal/sdk';
import { api, dataOrThrow, tokenStore } from '../lib/api.ts';
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

/** Who an impersonation link acts as, without using it; a refused link throws an ApiProblem. */
export async function previewImpersonation(token: string): Promise<Schemas['ImpersonationPreview']> {
  return (await dataOrThrow(api.POST('/impersonation/preview', { body: { token } }))).response;
}

/**
 * Uses the link (once) and switches to the impersonation session. A staff session open in this
 * browser is kept and comes back when the impersonation ends; an earlier impersonation is ended.
 * A refusal throws an ApiProblem and changes nothing.
 */
export async function startImpersonation(token: string): Promise<void> {
  const answer = await dataOrThrow(api.POST('/impersonation/session', { body: { token } }));
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
  tokenStore.set(answer.response.token);
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
