// The __tcfapi stub (IAB TCF v2.2 "CMP API stub", as @iabtechlabtcf/stub does it, in fewer bytes):
// calls are queued until the TCF chunk's CmpApi takes them over, ping is answered at once, and the
// __tcfapiLocator frame and postMessage bridge let iframes find and call the CMP.

declare global {
  interface Window {
    __tcfapi?: (...args: unknown[]) => unknown;
  }
}

type Call = { command: string; version: number; callId: unknown; parameter: unknown };

export function tcfStub(): void {
  if (window.__tcfapi) return;
  const queue: unknown[][] = [];
  let gdprApplies: boolean | undefined;
  const locator = () => {
    if ((window.frames as unknown as Record<string, unknown>).__tcfapiLocator) return;
    if (!document.body) return void setTimeout(locator, 5);
    const f = document.createElement('iframe');
    f.style.display = 'none';
    f.name = '__tcfapiLocator';
    document.body.appendChild(f);
  };
  locator();
  window.__tcfapi = (...args: unknown[]) => {
    if (!args.length) return queue;
    const cb = args[2];
    if (args[0] === 'setGdprApplies') {
      if (args.length > 3 && Number(args[1]) === 2 && typeof args[3] === 'boolean') {
        gdprApplies = args[3];
        if (typeof cb === 'function') cb('set', true);
      }
    } else if (args[0] === 'ping') {
      if (typeof cb === 'function') cb({ gdprApplies, cmpLoaded: false, cmpStatus: 'stub' });
    } else queue.push(args);
  };
  addEventListener('message', (e) => {
    const text = typeof e.data === 'string';
    let data: { __tcfapiCall?: Call } | null = null;
    try {
      data = text ? JSON.parse(e.data) : e.data;
    } catch {}
    const call = data && typeof data === 'object' ? data.__tcfapiCall : null;
    if (!call) return;
    window.__tcfapi?.(
      call.command,
      call.version,
      (returnValue: unknown, success: boolean) => {
        const msg = { __tcfapiReturn: { returnValue, success, callId: call.callId } };
        (e.source as Window | null)?.postMessage(text ? JSON.stringify(msg) : msg, '*');
      },
      call.parameter,
    );
  });
}
