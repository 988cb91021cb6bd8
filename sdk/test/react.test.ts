import { createElement, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { memoryTokenStore } from '../src/client.ts';
import { loginMachine } from '../src/machines/login.machine.ts';
import {
  IdleContext,
  LoginContext,
  TermsContext,
  useEmitted,
  useIdleCountdown,
  useIdleWarning,
  useLoginState,
  useTermsState,
} from '../src/react/index.ts';
import { api, newcomer } from './support/fixtures.ts';

// No DOM here (node environment, no jsdom): server rendering shows what the first paint reads.

const user = newcomer;

const json = (value: unknown) => createElement('pre', null, JSON.stringify(value));
const decode = (html: string) => JSON.parse(html.replace(/^<pre>|<\/pre>$/g, '').replaceAll('&quot;', '"'));

/** Server-renders `Probe` inside a provider. */
function renderInside<P extends { children: ReactNode }>(
  Provider: (props: P) => ReactElement,
  props: Omit<P, 'children'>,
  Probe: () => ReactNode,
): string {
  // Children go in props: the providers' props type makes `children` required.
  return renderToString(createElement(Provider, { ...props, children: createElement(Probe) } as P));
}

describe('react bindings', () => {
  it('LoginContext provider + useLoginState render the initial state', () => {
    function Probe() {
      return json(useLoginState());
    }
    const html = renderInside(
      LoginContext.Provider,
      {
        options: { input: { api, tokens: memoryTokenStore() } },
      },
      Probe,
    );
    expect(decode(html)).toEqual({ state: 'idle', error: null, email: '', busy: false });
  });

  it('a provider takes swapped actors through `logic`', () => {
    function Probe() {
      return json(useLoginState().state);
    }
    const logic = loginMachine.provide({ actors: { logout: fromPromise(async () => {}) } });
    const html = renderInside(
      LoginContext.Provider,
      {
        logic,
        options: { input: { api, tokens: memoryTokenStore() } },
      },
      Probe,
    );
    expect(decode(html)).toBe('idle');
  });

  it('TermsContext + useTermsState show the open dialog with a disabled checkbox', () => {
    function Probe() {
      return json(useTermsState());
    }
    const html = renderInside(
      TermsContext.Provider,
      {
        options: { input: { api, user } },
      },
      Probe,
    );
    expect(decode(html)).toEqual({
      open: true,
      canTick: false,
      ticked: false,
      canAgree: false,
      accepting: false,
      error: null,
    });
  });

  it('IdleContext + useIdleCountdown / useIdleWarning read the countdown (input delays honoured)', () => {
    function Probe() {
      return json({ seconds: useIdleCountdown(), warning: useIdleWarning() });
    }
    const storage = { clear() {} };
    const html = renderInside(
      IdleContext.Provider,
      {
        options: { input: { api, storage, delays: { warning: 60_000 } } },
      },
      Probe,
    );
    expect(decode(html)).toEqual({
      seconds: 60,
      warning: { open: false, secondsLeft: 60, inactiveMinutes: 25 },
    });
  });

  it('useEmitted renders without subscribing on the server (effects only run in the browser)', () => {
    const actor = createActor(loginMachine, { input: { api, tokens: memoryTokenStore() } });
    const seen: string[] = [];
    function Probe(): ReactNode {
      useEmitted(actor, 'navigate', (e) => seen.push(e.to));
      return 'ok';
    }
    expect(renderToString(createElement(Probe))).toBe('ok');
    expect(seen).toEqual([]);
  });
});
