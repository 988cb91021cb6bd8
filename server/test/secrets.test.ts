import { describe, expect, it } from 'vitest';
import { createSecretBox, isSealed } from '../src/security/secrets.ts';

const KEY = 'a-test-key-that-is-long-enough-for-hkdf';

describe('secrets at rest', () => {
  const box = createSecretBox(KEY);

  it('seals to the versioned format and opens again with the same key and context', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp:7');
    expect(sealed).toMatch(/^v1:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(isSealed(sealed)).toBe(true);
    expect(createSecretBox(KEY).open(sealed, 'totp:7')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('never seals one secret to the same text twice (a fresh IV each time)', () => {
    expect(box.seal('same', 'c')).not.toBe(box.seal('same', 'c'));
  });

  it('refuses another key, another context and a changed byte, naming no secret', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp:7');
    expect(() => createSecretBox(`${KEY}-other`).open(sealed, 'totp:7')).toThrow(
      /does not open with this key/,
    );
    expect(() => box.open(sealed, 'totp:8')).toThrow(/does not open/);
    const parts = sealed.split(':');
    const data = parts[3] as string;
    parts[3] = (data[0] === 'A' ? 'B' : 'A') + data.slice(1);
    expect(() => box.open(parts.join(':'), 'totp:7')).toThrow(/does not open/);
    const [version, iv, tag, body] = sealed.split(':') as [string, string, string, string];
    const cut = [version, iv, Buffer.from(tag, 'base64url').subarray(0, 4).toString('base64url'), body].join(
      ':',
    );
    expect(() => box.open(cut, 'totp:7')).toThrow(/does not open/);
    try {
      createSecretBox(`${KEY}-other`).open(sealed, 'totp:7');
    } catch (err) {
      expect(String(err)).not.toContain('JBSWY3DPEHPK3PXP');
    }
  });

  it('tells plain text from a sealed value, and refuses to open plain text', () => {
    expect(isSealed('JBSWY3DPEHPK3PXP')).toBe(false);
    expect(() => box.open('JBSWY3DPEHPK3PXP', 'totp:7')).toThrow('not a sealed secret');
  });

  it('refuses a key too short to be one', () => {
    expect(() => createSecretBox('short')).toThrow('SECRETS_KEY must be at least 32 characters');
  });
});
