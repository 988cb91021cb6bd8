/**
 * The one exception to "only the property's own domains submit its consents": a property whose address
 * is on the reserved .test domain (RFC 6761: never a real website, so only the demo or a test) also
 * accepts this server's own origin, where the demo shop page (/demo/store) is served. That origin is
 * the configured APP_URL, not the request's Host header: whoever sends the request sets Host, so a
 * script could name any site as "this server" by sending a matching Host and Origin.
 */
export function acceptsServerOrigin(
  propertyUrl: string,
  origin: string | undefined,
  /** The configured APP_URL: where the server, and so the demo shop, is served. */
  appUrl: string,
): boolean {
  if (!origin) return false;
  try {
    const site = new URL(propertyUrl).hostname;
    return (site === 'test' || site.endsWith('.test')) && new URL(origin).origin === new URL(appUrl).origin;
  } catch {
    return false;
  }
}
