/** The device class of a user agent (ua-parser-js): what the dashboard's device split counts. */
import { UAParser } from 'ua-parser-js';
import { Lru } from './lru.ts';

export type Device = 'desktop' | 'mobile' | 'tablet' | 'other';

/** The stored user agent is cut to this many characters (the record keeps what was sent, bounded). */
export const USER_AGENT_MAX = 512;

// Visitors share a few thousand user agents; parsing one costs far more than remembering it.
const known = new Lru<string, Device>(5_000);

export function deviceOf(userAgent: string): Device {
  if (!userAgent) return 'other';
  let device = known.get(userAgent);
  if (!device) {
    device = parse(userAgent);
    known.set(userAgent, device);
  }
  return device;
}

function parse(userAgent: string): Device {
  const { device, os } = new UAParser(userAgent).getResult();
  if (device.type === 'mobile' || device.type === 'wearable') return 'mobile';
  if (device.type === 'tablet') return 'tablet';
  if (device.type) return 'other'; // console, smarttv, embedded
  // ua-parser leaves desktops without a device type; a known desktop OS makes it one.
  return os.name ? 'desktop' : 'other';
}
