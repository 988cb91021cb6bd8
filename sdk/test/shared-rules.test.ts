import { describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  BUNDLE_CONTENTS,
  emailProblem,
  licenceCounts,
  mailPlainText,
  verifyEmailText,
} from '../src/index.ts';

describe('licenceCounts (server and mocks grant licences by it)', () => {
  it('a product plan grants one licence of its product per unit', () => {
    expect([...licenceCounts({ type: 1, contents: [] }, 3)]).toEqual([['dsar', 3]]);
  });

  it('a bundle grants its contents per unit', () => {
    const essentials = { type: 11, contents: BUNDLE_CONTENTS.essentials ?? [] };
    expect(Object.fromEntries(licenceCounts(essentials, 2))).toEqual({ cookieConsent: 6, dsar: 2 });
  });
});

describe('emailProblem (the sign-up form check)', () => {
  it('accepts a deliverable address and names what is wrong with the others', () => {
    expect(emailProblem('ada@company.com')).toBeUndefined();
    expect(emailProblem('ada@company')).toBe('Please enter valid email');
    expect(emailProblem('ada@shop.example')).toBe('This domain cannot receive mail');
    expect(emailProblem('ada@company.com', () => false)).toBe('The domain of this address is not valid');
  });
});

describe('messages shared by the server and the mocks', () => {
  it('word the refusals the error catalogue keys on', () => {
    expect(API_MESSAGES.forbidden('invite team members')).toBe(
      'Your role is not authorized to invite team members',
    );
    expect(API_MESSAGES.notFound('Organization')).toBe('Organization not found');
  });

  it('a mail in plain text: its paragraphs, the link with its label, the product', () => {
    expect(mailPlainText(verifyEmailText('Ada', 'https://x.test/v/1'))).toBe(
      'Hello Ada,\n\nPlease confirm that this is your email address. The link works once and for 48 hours.\n\nVerify email: https://x.test/v/1\n\nPrivacy Portal',
    );
  });
});
