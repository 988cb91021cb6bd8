/**
 * The tag that puts the property's banner on its site: the embed script of this portal's origin, told
 * which property it is for. Neither `async` nor `defer`: it must run first in <head>, before any other
 * tag, to set Google Consent Mode's defaults and hold back scripts until the visitor chooses (the
 * script itself is small and fetches the rest without blocking). The API gives the same line
 * (getInstallation's `snippet`); this one stands in until it has answered.
 */
export function installSnippet(origin: string, propertyId: number): string {
  return `<script src="${origin}/embed/v1/consent.js" data-property="${propertyId}"></script>`;
}

/** A script marked by hand: not run by the browser (text/plain) until its category is accepted. */
export const MARKED_SCRIPT_EXAMPLE = [
  '<script type="text/plain" data-category="analytics"',
  '        src="https://www.googletagmanager.com/gtag/js?id=G-XXXXXXX"></script>',
  '<script type="text/plain" data-category="marketing">',
  "  fbq('init', '1234567890'); fbq('track', 'PageView');",
  '</script>',
].join('\n');
