// Apart from cookieForm.ts: the page shows it at once, and the form's rules load with the editor.

/** The domain a new cookie starts with: the property's host, with a dot for its subdomains. */
export function defaultCookieDomain(propertyUrl: string | undefined): string {
  if (!propertyUrl) return '';
  try {
    const host = new URL(/^https?:\/\//.test(propertyUrl) ? propertyUrl : `https://${propertyUrl}`).hostname;
    return `.${host.replace(/^www\./, '')}`;
  } catch {
    return '';
  }
}
