import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (TOTP secrets today; connection passwords and scan credentials later): AES-256-GCM
 * under a key from SECRETS_KEY, or a generated one kept in the database (db/settings.ts).
 *
 * Stored form: `v1:<iv>:<tag>:<ciphertext>`, base64url parts. The version names the algorithm and
 * key derivation, so a later format can be read next to this one. `context` is bound in as additional
 * authenticated data (e.g. `totp:42`): a value copied to another row or column does not open there.
 */
export interface SecretBox {
  seal(plain: string, context: string): string;
  /** Throws when the value was not sealed by this key for this context (tampered, moved, other key). */
  open(sealed: string, context: string): string;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Whether a stored value is in the sealed format (plaintext left from before encryption is not). */
export function isSealed(value: string): boolean {
  return /^v1:[\w-]+:[\w-]+:[\w-]*$/.test(value);
}

/** Any string of enough entropy works as the key; HKDF turns it into the 32 bytes AES-256 takes. */
function deriveKey(material: string): Buffer {
  if (material.length < 32) throw new Error('SECRETS_KEY must be at least 32 characters');
  return Buffer.from(hkdfSync('sha256', material, 'privacy-portal', 'secrets-at-rest v1', 32));
}

export function createSecretBox(keyMaterial: string): SecretBox {
  const key = deriveKey(keyMaterial);
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url'));
      return [VERSION, ...parts].join(':');
    },
    open(sealed, context) {
      const [version, iv, tag, data] = sealed.split(':');
      if (version !== VERSION || !iv || !tag || data === undefined) {
        throw new Error('not a sealed secret');
      }
      try {
        // The full 16-byte tag only: a shortened one would be easier to forge.
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
          authTagLength: TAG_BYTES,
        });
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const plain = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
        return plain.toString('utf8');
      } catch {
        // A wrong key, another context, a changed byte or a cut tag; the message names no secret.
        throw new Error(`a sealed secret (${context}) does not open with this key: was SECRETS_KEY changed?`);
      }
    },
  };
}
