import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ApiClient } from '../src/client.ts';
import { quickStartMachine } from '../src/machines/quickstart.machine.ts';
import { completeLink, mergeQuickStartProgress, type QuickStartSection } from '../src/rules/quickstart.ts';
import { api } from './support/fixtures.ts';

function start(
  options: {
    dismissed?: boolean;
    sections?: QuickStartSection[];
    visited?: number[];
    failDismiss?: boolean;
    oid?: number;
  } = {},
) {
  const saved: Array<{ sections: QuickStartSection[]; visited: number[] }> = [];
  const dismissCalls: number[] = [];
  const machine = quickStartMachine.provide({
    actors: {
      loadQuickStart: fromPromise(async () => ({
        sections: options.sections ?? mergeQuickStartProgress(null),
        isdismissed: options.dismissed ?? false,
        visited: options.visited ?? [],
      })),
      saveQuickStart: fromPromise<void, { api: ApiClient; sections: QuickStartSection[]; visited: number[] }>(
        async ({ input }) => {
          saved.push({ sections: input.sections, visited: input.visited });
        },
      ),
      dismissQuickStart: fromPromise(async () => {
        dismissCalls.push(1);
        if (options.failDismiss) throw new Error('Server says no');
        return true;
      }),
    },
  });
  const actor = createActor(machine, { input: { api, oid: options.oid ?? 7 } });
  const emitted: Array<{ type: string; [k: string]: unknown }> = [];
  for (const type of ['navigate', 'linkSelected', 'hostInTopMenu', 'revisitReset'] as const) {
    actor.on(type, (e) => emitted.push(e));
  }
  actor.start();
  return { actor, saved, dismissCalls, emitted };
}

const flush = () => vi.advanceTimersByTimeAsync(0);
const panel = (actor: ReturnType<typeof start>['actor']) =>
  (actor.getSnapshot().value as { panel: string }).panel;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('quick start machine', () => {
  it('loads the sections and opens, or starts dismissed and hosted by the top menu', async () => {
    const open = start();
    await flush();
    expect(panel(open.actor)).toBe('open');
    expect(open.actor.getSnapshot().context.sections).toHaveLength(4);
    const dismissed = start({ dismissed: true });
    await flush();
    expect(panel(dismissed.actor)).toBe('dismissed');
    expect(dismissed.actor.getSnapshot().context.hostedInTopMenu).toBe(true);
  });

  it('closes, reopens with the rocket button, and resets the revisit signal on close', async () => {
    const { actor, emitted } = start();
    await flush();
    actor.send({ type: 'REVISIT' });
    expect(actor.getSnapshot().context.revisit).toBe(true);
    actor.send({ type: 'CLOSE' });
    expect(panel(actor)).toBe('closed');
    expect(actor.getSnapshot().context.revisit).toBe(false);
    expect(emitted).toContainEqual({ type: 'revisitReset' });
    actor.send({ type: 'OPEN' });
    expect(panel(actor)).toBe('open');
  });

  it('dismisses through the server, lets the top menu host it and resets the revisit signal', async () => {
    const { actor, emitted, dismissCalls } = start();
    await flush();
    actor.send({ type: 'REVISIT' });
    actor.send({ type: 'DISMISS' });
    expect(panel(actor)).toBe('dismissing');
    await flush();
    expect(dismissCalls).toHaveLength(1);
    expect(panel(actor)).toBe('dismissed');
    expect(actor.getSnapshot().context).toMatchObject({ hostedInTopMenu: true, revisit: false });
    expect(emitted).toEqual(expect.arrayContaining([{ type: 'hostInTopMenu' }, { type: 'revisitReset' }]));
    actor.send({ type: 'OPEN' });
    expect(panel(actor)).toBe('open');
  });

  it('stays open with the error when the dismissal fails', async () => {
    const { actor } = start({ failDismiss: true });
    await flush();
    actor.send({ type: 'DISMISS' });
    await flush();
    expect(panel(actor)).toBe('open');
    expect(actor.getSnapshot().context.error).toBe('Server says no');
  });

  it('opens an allowed link: completes it, signals it, navigates and saves the list', async () => {
    const { actor, emitted, saved } = start();
    await flush();
    actor.send({ type: 'CLICK_LINK', linkid: 1 });
    await flush();
    const first = actor.getSnapshot().context.sections[0]?.quicklinks[0];
    expect(first).toMatchObject({ linkid: 1, islinkclicked: true, isactualbtnclicked: true });
    expect(emitted).toEqual([
      { type: 'linkSelected', linkid: 1 },
      { type: 'navigate', to: '/settings/company' },
    ]);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.sections[0]?.quicklinks[0]?.isactualbtnclicked).toBe(true);
    expect(saved[0]?.visited).toEqual([1]);
  });

  it('sends link 3 to the details of the selected organization', async () => {
    const sections = completeLink(completeLink(mergeQuickStartProgress(null), 1), 2);
    const { actor, emitted } = start({ sections, oid: 42 });
    await flush();
    actor.send({ type: 'CLICK_LINK', linkid: 3 });
    expect(emitted).toContainEqual({ type: 'navigate', to: '/settings/organizations/details/42' });
  });

  it('signals the pricing tab of a subscription link, and only signals links that do not navigate', async () => {
    const sections = completeLink(completeLink(completeLink(mergeQuickStartProgress(null), 5), 6), 7);
    const { actor, emitted } = start({ sections });
    await flush();
    actor.send({ type: 'CLICK_LINK', linkid: 11 });
    expect(emitted).toEqual([
      { type: 'linkSelected', linkid: 11, pricingTab: 'dsar' },
      { type: 'navigate', to: '/settings/billing/pricing?linkid=11' },
    ]);
    emitted.length = 0;
    actor.send({ type: 'CLICK_LINK', linkid: 8 });
    expect(emitted).toEqual([{ type: 'linkSelected', linkid: 8 }]);
  });

  it('does nothing for link 17', async () => {
    const { actor, emitted, saved } = start();
    await flush();
    actor.send({ type: 'CLICK_LINK', linkid: 17 });
    await flush();
    expect(emitted).toEqual([]);
    expect(saved).toEqual([]);
    expect(actor.getSnapshot().context.alert).toBeNull();
  });

  it("refuses a link out of order with 'Please complete the previous steps' for 5000 ms", async () => {
    const { actor, emitted, saved } = start();
    await flush();
    actor.send({ type: 'CLICK_LINK', linkid: 3 });
    expect(actor.getSnapshot().context.alert).toBe('Please complete the previous steps');
    expect(emitted).toEqual([]);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(4999);
    expect(actor.getSnapshot().context.alert).toBe('Please complete the previous steps');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().context.alert).toBeNull();
  });

  it('restarts the 5000 ms when another refused click comes while the alert shows', async () => {
    const { actor } = start();
    await flush();
    actor.send({ type: 'CLICK_LINK', linkid: 3 });
    await vi.advanceTimersByTimeAsync(3000);
    actor.send({ type: 'CLICK_LINK', linkid: 2 });
    await vi.advanceTimersByTimeAsync(3000);
    expect(actor.getSnapshot().context.alert).not.toBeNull();
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().context.alert).toBeNull();
  });

  it('follows the selected organization', async () => {
    const sections = completeLink(completeLink(mergeQuickStartProgress(null), 1), 2);
    const { actor, emitted } = start({ sections, oid: 1 });
    await flush();
    actor.send({ type: 'SET_ORGANIZATION', oid: 9 });
    actor.send({ type: 'CLICK_LINK', linkid: 3 });
    expect(emitted).toContainEqual({ type: 'navigate', to: '/settings/organizations/details/9' });
  });
});
