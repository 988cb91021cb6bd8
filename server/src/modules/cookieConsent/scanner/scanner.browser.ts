import type { Browser } from 'playwright-core';

/** Debian's chromium (TOOLCHAIN.md): playwright's own browser download is not possible here. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The flags of TOOLCHAIN.md. Background networking, component updates and sync are off so that the
 * only traffic a scan makes is the site's own (and so that nothing leaves a test machine).
 */
export const SCANNER_CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface ScannerBrowserOptions {
  /** Defaults to $CHROMIUM_PATH, then /usr/bin/chromium. */
  executablePath?: string;
  /** Chromium's --host-resolver-rules, e.g. "MAP *.test 127.0.0.1" for fixture sites. */
  hostResolverRules?: string;
}

/** A headless Chromium for scans; reuse it across scans (each scan makes its own context) and close it. */
export async function launchScannerBrowser(options: ScannerBrowserOptions = {}): Promise<Browser> {
  const args = [...SCANNER_CHROMIUM_ARGS];
  if (options.hostResolverRules) args.push(`--host-resolver-rules=${options.hostResolverRules}`);
  // Loaded with the first scan, not at start: playwright-core is about 250 ms of every start's CPU.
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: options.executablePath ?? process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH,
    headless: true,
    args,
  });
}
