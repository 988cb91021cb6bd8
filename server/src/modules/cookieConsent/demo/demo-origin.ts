/**
 * The one exception to "only the property's own domains submit its consents": a property whose address
 * is on the reserved .test domain (RFC 6761: never a real website, so only the demo or a test) also
 * accepts this server's own origin, where the demo shop page (/demo/store) is served. A real
 * property's check is unchanged, and no other site gains anything: a browser sets Origin itself.
 */
export function acceptsServerOrigin(
  propertyUrl: string,
  origin: string | undefined,
  /** The request's Host header: the server as the browser addressed it. */
  serverHost: string | undefined,
): boolean {
  if (!origin || !serverHost) return false;
  try {
    const site = new URL(propertyUrl).hostname;
    return (site === 'test' || site.endsWith('.test')) && new URL(origin).host === serverHost;
  } catch {
    return false;
  }
}
