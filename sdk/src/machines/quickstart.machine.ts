import { assign, emit, enqueueActions, fromPromise, raise, setup } from 'xstate';
import type { ApiClient } from '../client.ts';
import {
  COMING_SOON_LINK,
  canOpenLink,
  completeLink,
  pricingTabOfLink,
  QUICKSTART_ALERT,
  type QuickStartSection,
  quickStartLinkTarget,
} from '../rules/quickstart.ts';

export interface QuickStartInput {
  api: ApiClient;
  /** The selected organization, for link 3 (organization details). */
  oid?: number | null;
  delays?: { alert?: number };
}

interface Loaded {
  sections: QuickStartSection[];
  isdismissed: boolean;
  visited: number[];
}

export interface QuickStartContext {
  api: ApiClient;
  oid: number | null;
  sections: QuickStartSection[];
  visited: number[];
  /** After a dismissal the top menu hosts Quick Start (the rocket button hides). */
  hostedInTopMenu: boolean;
  /** Set by the app when the user comes back to the guide; closing or dismissing resets it. */
  revisit: boolean;
  alert: string | null;
  error: string | null;
  alertMs: number;
}

export type QuickStartEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'DISMISS' }
  | { type: 'REVISIT' }
  | { type: 'CLICK_LINK'; linkid: number }
  | { type: 'SET_ORGANIZATION'; oid: number | null }
  | { type: 'ALERT_SHOWN' };

export type QuickStartEmitted =
  | { type: 'navigate'; to: string }
  | { type: 'linkSelected'; linkid: number; pricingTab?: 'cookieConsent' | 'dsar' | 'consentPreference' }
  | { type: 'hostInTopMenu' }
  | { type: 'revisitReset' };

const failure = (e: unknown) => (e instanceof Error ? e.message : 'Quick start is not available right now');

export const quickStartMachine = setup({
  types: {
    context: {} as QuickStartContext,
    events: {} as QuickStartEvent,
    input: {} as QuickStartInput,
    emitted: {} as QuickStartEmitted,
  },
  actors: {
    loadQuickStart: fromPromise<Loaded, { api: ApiClient }>(async ({ input }) => {
      const { data, error } = await input.api.GET('/quickstart');
      if (!data) throw new Error(error?.error.message);
      return {
        sections: data.response.sections,
        isdismissed: data.response.isdismissed,
        visited: data.response.quickstart_visited_links,
      };
    }),
    saveQuickStart: fromPromise<void, { api: ApiClient; sections: QuickStartSection[]; visited: number[] }>(
      async ({ input }) => {
        await input.api.PUT('/quickstart', { body: { sections: input.sections } });
        await input.api.POST('/quickstart/visitedlinks', {
          body: { quickstart_visited_links: input.visited },
        });
      },
    ),
    dismissQuickStart: fromPromise<boolean, { api: ApiClient }>(async ({ input }) => {
      const { data, error } = await input.api.POST('/quickstart/dismiss', {
        body: { is_quickstart_dismissed: true },
      });
      if (!data) throw new Error(error?.error.message);
      return data.response.quickstart_dismissed;
    }),
  },
  guards: {
    isComingSoon: ({ event }) => event.type === 'CLICK_LINK' && event.linkid === COMING_SOON_LINK,
    mayOpen: ({ context, event }) =>
      event.type === 'CLICK_LINK' && canOpenLink(context.sections, event.linkid, context.visited),
  },
  delays: {
    alertDuration: ({ context }) => context.alertMs,
  },
  actions: {
    resetRevisit: enqueueActions(({ enqueue }) => {
      enqueue.assign({ revisit: false });
      enqueue.emit({ type: 'revisitReset' });
    }),
    openLink: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'CLICK_LINK') return;
      const sections = completeLink(context.sections, event.linkid);
      const visited = context.visited.includes(event.linkid)
        ? context.visited
        : [...context.visited, event.linkid];
      enqueue.assign({ sections, visited });
      const pricingTab = pricingTabOfLink(event.linkid);
      enqueue.emit({ type: 'linkSelected', linkid: event.linkid, ...(pricingTab ? { pricingTab } : {}) });
      const link = context.sections.flatMap((s) => s.quicklinks).find((l) => l.linkid === event.linkid);
      const to = quickStartLinkTarget(event.linkid, link?.link ?? '/', context.oid);
      if (to) enqueue.emit({ type: 'navigate', to });
      // Saved after every change; a failed save is made good by the next change.
      enqueue.spawnChild('saveQuickStart', { input: { api: context.api, sections, visited } });
    }),
  },
}).createMachine({
  id: 'quickStart',
  type: 'parallel',
  context: ({ input }) => ({
    api: input.api,
    oid: input.oid ?? null,
    sections: [],
    visited: [],
    hostedInTopMenu: false,
    revisit: false,
    alert: null,
    error: null,
    alertMs: input.delays?.alert ?? 5000,
  }),
  on: {
    REVISIT: { actions: assign({ revisit: true }) },
    SET_ORGANIZATION: { actions: assign({ oid: ({ event }) => event.oid }) },
  },
  states: {
    panel: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadQuickStart',
            input: ({ context }) => ({ api: context.api }),
            onDone: [
              {
                guard: ({ event }) => event.output.isdismissed,
                target: 'dismissed',
                actions: assign(({ event }) => ({ ...event.output, hostedInTopMenu: true })),
              },
              { target: 'open', actions: assign(({ event }) => ({ ...event.output })) },
            ],
            onError: { target: 'closed', actions: assign({ error: ({ event }) => failure(event.error) }) },
          },
        },
        open: {
          on: {
            CLOSE: { target: 'closed', actions: 'resetRevisit' },
            DISMISS: 'dismissing',
            CLICK_LINK: [
              // Link 17 (coming soon) is always allowed and does nothing.
              { guard: 'isComingSoon' },
              { guard: 'mayOpen', actions: 'openLink' },
              { actions: [assign({ alert: QUICKSTART_ALERT }), raise({ type: 'ALERT_SHOWN' })] },
            ],
          },
        },
        closed: {
          on: { OPEN: 'open' },
        },
        dismissing: {
          invoke: {
            src: 'dismissQuickStart',
            input: ({ context }) => ({ api: context.api }),
            onDone: {
              target: 'dismissed',
              actions: [
                assign({ hostedInTopMenu: true, error: null }),
                emit({ type: 'hostInTopMenu' }),
                'resetRevisit',
              ],
            },
            onError: { target: 'open', actions: assign({ error: ({ event }) => failure(event.error) }) },
          },
        },
        dismissed: {
          // The top menu's Quick Start entry opens the panel again.
          on: { OPEN: 'open' },
        },
      },
    },
    alert: {
      initial: 'hidden',
      states: {
        hidden: {
          on: { ALERT_SHOWN: 'shown' },
        },
        shown: {
          after: { alertDuration: { target: 'hidden', actions: assign({ alert: null }) } },
          // A second refused click restarts the 5 s.
          on: { ALERT_SHOWN: { target: 'shown', reenter: true } },
        },
      },
    },
  },
});
