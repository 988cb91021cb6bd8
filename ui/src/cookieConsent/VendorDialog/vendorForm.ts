import type { Schemas } from '@privacy-portal/sdk';
import { VendorInput } from '@privacy-portal/sdk/form-rules';

export type VendorValues = Schemas['VendorInput'];
export type VendorField = 'name' | 'purposes' | 'privacy_policy_url' | 'category_id' | 'cookies';
export type VendorErrors = Partial<Record<VendorField, string>>;

/**
 * The contract's limits (VendorInput, HttpUrl). The generated rules give the name's; the arrays' and
 * the nullable address's are not generated, so they are written here as the contract has them.
 */
export const VENDOR_LIMITS = {
  name: VendorInput.name.maxLength,
  purposes: 30,
  purpose: 200,
  url: 2048,
  cookies: 100,
  cookie: 255,
} as const;

/** One purpose a line; blank lines dropped. */
export function purposeLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Cookie names, one a line or separated by commas (a cookie name holds neither), each once. */
export function cookieNames(text: string): string[] {
  const names = text
    .split(/[\n,]/)
    .map((name) => name.trim())
    .filter((name) => name !== '');
  return [...new Set(names)];
}

function isHttpUrl(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

export interface VendorDraft {
  name: string;
  purposes: string;
  privacyPolicyUrl: string;
  cookies: string;
}

/** The form's own checks, the contract's rules in words; empty when the values may be sent. */
export function checkVendor(draft: VendorDraft, listVendor: boolean): VendorErrors {
  const errors: VendorErrors = {};
  const cookies = cookieNames(draft.cookies);
  if (cookies.length > VENDOR_LIMITS.cookies)
    errors.cookies = `List at most ${VENDOR_LIMITS.cookies} cookies.`;
  else if (cookies.some((name) => name.length > VENDOR_LIMITS.cookie)) {
    errors.cookies = `A cookie name can have at most ${VENDOR_LIMITS.cookie} characters.`;
  }
  // A vendor from the IAB or Google list keeps the list's name, purposes and policy.
  if (listVendor) return errors;
  const name = draft.name.trim();
  if (name === '') errors.name = 'Enter the vendor’s name.';
  else if (name.length > VENDOR_LIMITS.name)
    errors.name = `The name can have at most ${VENDOR_LIMITS.name} characters.`;
  const purposes = purposeLines(draft.purposes);
  if (purposes.length > VENDOR_LIMITS.purposes) {
    errors.purposes = `List at most ${VENDOR_LIMITS.purposes} purposes.`;
  } else {
    const long = purposes.findIndex((purpose) => purpose.length > VENDOR_LIMITS.purpose);
    if (long >= 0) {
      errors.purposes = `Purpose ${long + 1} is too long: a purpose can have at most ${VENDOR_LIMITS.purpose} characters.`;
    }
  }
  const url = draft.privacyPolicyUrl.trim();
  if (url !== '' && (url.length > VENDOR_LIMITS.url || !isHttpUrl(url))) {
    errors.privacy_policy_url = 'Enter an http or https address, such as https://vendor.example/privacy.';
  }
  return errors;
}
