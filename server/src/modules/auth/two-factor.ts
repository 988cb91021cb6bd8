import { createHash, randomBytes } from 'node:crypto';
import { authenticator } from 'otplib';
import QRCode from 'qrcode';

const ISSUER = 'Privacy Portal';
// One step of clock drift either way, as authenticator apps expect.
authenticator.options = { window: 1 };

export function newTotpSecret(): string {
  return authenticator.generateSecret();
}

export async function totpSetup(email: string, secret: string) {
  const otpauth_uri = authenticator.keyuri(email, ISSUER, secret);
  const qr_code = await QRCode.toDataURL(otpauth_uri, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  return { secret, otpauth_uri, qr_code };
}

export function totpMatches(code: string, secret: string): boolean {
  return totpStep(code, secret) !== null;
}

/**
 * The time step (30 s counter) of a code the authenticator accepts now, one step either way, or null.
 * Login remembers the last accepted step per user so that a code works once (RFC 6238 §5.2).
 */
export function totpStep(code: string, secret: string, now = Date.now()): number | null {
  try {
    const at = authenticator.clone({ epoch: now });
    const delta = at.checkDelta(code, secret);
    if (delta === null) return null;
    return Math.floor(now / 1000 / at.allOptions().step) + delta;
  } catch {
    return null;
  }
}

const hash = (code: string) => createHash('sha256').update(code).digest('hex');

/** Ten codes like `k3j9d-x8q2m`; the user sees them once, the database keeps only hashes. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const codes = Array.from({ length: 10 }, () => {
    const bytes = randomBytes(10);
    const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map(hash) };
}

/** What the database keeps of a recovery code (they are shown in lower case; typing is forgiven). */
export function recoveryCodeHash(code: string): string {
  return hash(code.trim().toLowerCase());
}
