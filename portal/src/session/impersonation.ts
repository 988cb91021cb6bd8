import type { Schemas } from '@privacy-portal/sdk';
import { api, dataOrThrow, tokenStore } from '../lib/api.ts';
import { readKept, revoke, writeKept } from './keptSession.ts';

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
  const kept = readKept();
  if (current && kept) {
    // The current session is itself an impersonation (a staff session is already kept).
    void revoke(current);
  } else if (current) {
    writeKept(current);
  } else if (kept) {
    // Nobody was signed in: a staff session left over from an earlier impersonation is not revived.
    writeKept(null);
    void revoke(kept);
  }
  tokenStore.set(answer.response.token);
}

/** Ends the impersonation: its session is revoked; the kept staff session, if any, comes back. */
export async function endImpersonation(): Promise<'restored' | 'signedOut'> {
  const current = tokenStore.get();
  const kept = readKept();
  writeKept(null);
  tokenStore.set(kept);
  if (current) await revoke(current);
  return kept ? 'restored' : 'signedOut';
}
