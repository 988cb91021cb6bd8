// The TCF 2.2 layer, its own chunk: the CMP API (@iabtechlabtcf/cmpapi) takes over the stub's
// __tcfapi, and each choice becomes a TC string over the property's vendor list (a GVL v3 document).
// Categories map to TCF purposes; a vendor gets consent when every purpose it asks consent for has it.
import { CmpApi } from '@iabtechlabtcf/cmpapi';
import { GVL, TCModel, TCString } from '@iabtechlabtcf/core';
import type { Kernel, TcfChunk } from '../consent/kernel.ts';

/** TCF purposes each category stands for (purpose 1, storing on the device, goes with any of them). */
const PURPOSES: Record<string, number[]> = {
  functional: [11],
  analytics: [8, 9, 10],
  marketing: [2, 3, 4, 5, 6, 7],
};
/** Purposes TCF 2.2 allows on legitimate interest. */
const LI_ALLOWED = [2, 7, 8, 9, 10, 11];

let kernel: Kernel;
let cmp: CmpApi;
let gvl: GVL | null = null;
const gdpr = () => kernel.config.regulation === 'gdpr';

async function encode(granted: string[]): Promise<string | null> {
  if (!gvl || !kernel.config.tcf) return null;
  const tcf = kernel.config.tcf;
  const m = new TCModel(gvl);
  m.cmpId = tcf.cmp_id;
  m.cmpVersion = tcf.cmp_version;
  m.isServiceSpecific = true;
  m.consentScreen = 1;
  m.consentLanguage = kernel.config.language.slice(0, 2).toUpperCase();
  const purposes = new Set<number>();
  for (const cat of granted) for (const p of PURPOSES[cat] ?? []) purposes.add(p);
  if (purposes.size) purposes.add(1);
  m.purposeConsents.set([...purposes]);
  m.purposeLegitimateInterests.set([...purposes].filter((p) => LI_ALLOWED.includes(p)));
  for (const [id, v] of Object.entries(gvl.vendors)) {
    if (v.purposes.every((p) => purposes.has(p)) && (v.purposes.length || v.legIntPurposes.length)) {
      if (v.purposes.length) m.vendorConsents.set(Number(id));
      if (v.legIntPurposes.some((p) => purposes.has(p))) m.vendorLegitimateInterests.set(Number(id));
    }
  }
  const tc = TCString.encode(m);
  cmp.update(gdpr() ? tc : null, false);
  return tc;
}

const chunk: TcfChunk = {
  async start(k) {
    kernel = k;
    const tcf = k.config.tcf;
    if (!tcf) return;
    cmp = new CmpApi(tcf.cmp_id, tcf.cmp_version, true);
    const res = await fetch(k.url('vendor-list'), { credentials: 'omit' }).catch(() => null);
    const json = res?.ok ? await res.json().catch(() => null) : null;
    if (json) {
      gvl = new GVL(json);
      await gvl.readyPromise;
    }
    if (!gdpr()) cmp.update(null, false);
    else if (k.decided()) await encode(k.granted());
    else cmp.update('', true);
  },
  encode: (granted) => encode(granted).catch(() => null),
};
window.__ppEmbed?.r('tcf', chunk);
