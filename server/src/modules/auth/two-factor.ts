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
  try {
    return authenticator.check(code, secret);
  } catch {
    return false;
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

/** The remaining hashes when the code is one of them (it is used up), otherwise null. */
export function useRecoveryCode(code: string, hashes: string[]): string[] | null {
  const h = hash(code.toLowerCase());
  return hashes.includes(h) ? hashes.filter((x) => x !== h) : null;
}
