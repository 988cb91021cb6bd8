// TCF 2.2: the __tcfapi stub at once, the CMP API from the lazy chunk, TC strings that decode with
// @iabtechlabtcf/core and reach the ledger with the choice.
import { TCString } from '@iabtechlabtcf/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bannerConfig } from './support/configs.ts';
import type { Fixtures } from './support/fixture-server.ts';
import { ranScripts, waitFor } from './support/page.ts';
import { useVisitor } from './support/visitor.ts';

let fx: Fixtures;
let page: Page;
useVisitor((v) => {
  ({ fx, page } = v);
});

const TCF = { cmp_id: 300, cmp_version: 2 };
const tcData = (p: Page) =>
  p.evaluate(
    () =>
      new Promise<{ tcString?: string; eventStatus?: string; cmpStatus?: string; gdprApplies?: boolean }>(
        (resolve) =>
          (window as unknown as { __tcfapi: (...a: unknown[]) => void }).__tcfapi('getTCData', 2, resolve),
      ),
  );

describe('TCF', () => {
  it('makes a TC string of Accept all that decodes, answers getTCData and goes into the record', async () => {
    fx.setConfig('5501', bannerConfig({ tcf: TCF }));
    await page.goto(fx.site('t1', '5501'));
    await page.getByRole('dialog').waitFor();
    await expect.poll(async () => (await tcData(page)).cmpStatus).toBe('loaded');
    expect(await tcData(page)).toMatchObject({ gdprApplies: true, eventStatus: 'cmpuishown' });
    await page.getByRole('button', { name: 'Accept all' }).click();
    const [record] = await waitFor(() => fx.consents('5501'));
    expect(record?.problems).toEqual([]);
    const tc = (record?.body as { tc_string: string } | undefined)?.tc_string ?? '';
    const model = TCString.decode(tc);
    expect(model.cmpId).toBe(300);
    expect(model.cmpVersion).toBe(2);
    expect(model.isServiceSpecific).toBe(true);
    expect([...Array(11).keys()].map((i) => model.purposeConsents.has(i + 1))).toEqual(Array(11).fill(true));
    expect(model.vendorConsents.has(10) && model.vendorConsents.has(20)).toBe(true);
    expect(await tcData(page)).toMatchObject({ tcString: tc, eventStatus: 'useractioncomplete' });
  });

  it('Reject all gives a TC string without consents; the next page has the stub before any tag', async () => {
    fx.setConfig('5502', bannerConfig({ tcf: TCF }));
    const probe = `<script>(window.__ran=window.__ran||[]).push(typeof window.__tcfapi)</script>`;
    await page.goto(fx.site('t2', '5502', { head: probe }));
    expect(await ranScripts(page)).toEqual(['undefined']);
    await page.getByRole('button', { name: 'Reject all' }).click();
    const [record] = await waitFor(() => fx.consents('5502'));
    const model = TCString.decode((record?.body as { tc_string: string } | undefined)?.tc_string ?? '');
    expect(model.purposeConsents.size).toBe(0);
    expect(model.vendorConsents.size).toBe(0);
    await page.reload();
    expect(await ranScripts(page)).toEqual(['function']);
    await expect.poll(async () => (await tcData(page)).eventStatus).toBe('tcloaded');
  });
});
