import type { Schemas } from '@privacy-portal/sdk';

// The words the Cookie Consent screens use for the contract's enums, written once for the inventory,
// the cookie form and the scan details.

export type Party = Schemas['Party'];
export type StorageType = Schemas['StorageType'];

export const PARTY_LABEL: Readonly<Record<Party, string>> = {
  first: 'First party',
  third: 'Third party',
};

export const STORAGE_LABEL: Readonly<Record<StorageType, string>> = {
  cookie: 'Cookie',
  localStorage: 'Local storage',
  sessionStorage: 'Session storage',
};

/** Published cookies are listed by the banner; the others wait for review. */
export function publishedLabel(published: boolean): string {
  return published ? 'Published' : 'Awaiting review';
}

/** "1 cookie", "3 cookies". */
export function cookieCount(n: number): string {
  return `${n.toLocaleString('en')} ${n === 1 ? 'cookie' : 'cookies'}`;
}

/** The host of a script address, or the text itself when it is not an address. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
