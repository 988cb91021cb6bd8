/**
 * Where and how the embed was last seen on a property's site (server: the installation beacon the
 * embed sends once a day), and the snippet that installs it.
 */
import type { Schemas } from '@privacy-portal/sdk';

/** One row per property (`property_id` is its id); a property never seen has none. */
export type MockInstallation = Omit<Schemas['Installation'], 'script_url' | 'snippet'>;

/** The embed's address on this server. */
export const embedScriptUrl = (appUrl: string): string => `${appUrl}/embed/v1/consent.js`;

/**
 * The one line to put first in <head>. No `async` nor `defer`: it must run before any other tag, to set
 * Google Consent Mode's defaults and hold back scripts (the portal's snippet.ts writes the same line).
 */
export const embedSnippet = (appUrl: string, propertyId: number): string =>
  `<script src="${embedScriptUrl(appUrl)}" data-property="${propertyId}"></script>`;
