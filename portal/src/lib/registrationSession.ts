import { readStored, writeStored } from './storage.ts';

const TOKEN_KEY = 'pp.registration_token';
const PROGRESS_KEY = 'pp.registration_progress';

/** The short-lived token that authorises the /registration/* calls. */
export function readRegistrationToken(): string | null {
  return readStored('session', TOKEN_KEY);
}

export function storeRegistrationToken(token: string | null): void {
  writeStored('session', TOKEN_KEY, token);
}

export type RegistrationStep = 'company' | 'organization' | 'property';

/** How far the user got, so that a reload does not repeat a finished step. */
export interface RegistrationProgress {
  userID: string;
  step: RegistrationStep;
  organizationId?: number;
}

function isProgress(value: unknown): value is RegistrationProgress {
  if (typeof value !== 'object' || value === null) return false;
  const { userID, step, organizationId } = value as Record<string, unknown>;
  return (
    typeof userID === 'string' &&
    (step === 'company' || step === 'organization' || step === 'property') &&
    (organizationId === undefined || typeof organizationId === 'number')
  );
}

export function readRegistrationProgress(userID: string): RegistrationProgress | null {
  const raw = readStored('session', PROGRESS_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isProgress(parsed) && parsed.userID === userID ? parsed : null;
  } catch {
    return null;
  }
}

export function storeRegistrationProgress(progress: RegistrationProgress | null): void {
  writeStored('session', PROGRESS_KEY, progress === null ? null : JSON.stringify(progress));
}

/** Forgets the registration token and progress once the registration is complete. */
export function clearRegistrationSession(): void {
  storeRegistrationToken(null);
  storeRegistrationProgress(null);
}
