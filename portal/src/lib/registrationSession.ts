import { readStored, writeStored } from './storage.ts';

const TOKEN_KEY = 'pp.registration_token';

/** The short-lived token that authorises the /registration/* calls. */
export function readRegistrationToken(): string | null {
  return readStored('session', TOKEN_KEY);
}

export function storeRegistrationToken(token: string | null): void {
  writeStored('session', TOKEN_KEY, token);
}

/** The step a registration resumes at: the server's answer (GET /registration), so any login resumes it. */
export type RegistrationStep = 'company' | 'organization' | 'property';

/** Forgets the registration token once the registration is complete. */
export function clearRegistrationSession(): void {
  storeRegistrationToken(null);
}
