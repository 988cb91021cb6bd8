/**
 * Waits one MessageChannel round trip: React runs effects and timer-driven renders on its scheduler's
 * MessageChannel task, which fake timers do not advance, so a test on a fake clock lets it land first.
 * (Test support only: no index.ts, so the package's `./*` export does not publish it.)
 */
export function settle(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
