import { api } from '../lib/api.ts';
import { readStored, writeStored } from '../lib/storage.ts';

// Apart from impersonation.ts: every page's sign-out needs these few lines, not the impersonation
// calls (the login page stays light).

/** The staff member's own token, kept while they view the portal as someone else. */
export const KEPT_KEY = 'pp.impersonator.token';

/** Asks the server to revoke a token the portal has already let go of. */
export async function revoke(token: string): Promise<void> {
  try {
    // An explicit bearer: the stored token has already moved on, so a 401 here ends nothing else.
    await api.POST('/logout', { headers: { Authorization: `Bearer ${token}` } });
  } catch {
    // Offline: the token expires on its own.
  }
}

export function readKept(): string | null {
  return readStored('local', KEPT_KEY);
}

export function writeKept(token: string | null): void {
  writeStored('local', KEPT_KEY, token);
}

/** Logging out of an impersonation logs the kept staff session out too. */
export async function forgetKeptSession(): Promise<void> {
  const kept = readKept();
  if (!kept) return;
  writeKept(null);
  await revoke(kept);
}
