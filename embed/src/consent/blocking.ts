// Holds back scripts until their category is granted: scripts the site marked text/plain with a
// data-category, and (automatic blocking) scripts added later whose address a blocking rule covers.
// Parser-inserted scripts are caught by a MutationObserver, whose callback runs before the parser
// prepares the script; scripts made by other scripts by a patched document.createElement, since a
// dynamically inserted script starts loading the moment it is connected.
import { ruleMatches } from '../../../sdk/src/rules/cookieConsent/blocking.ts';
import { holdIframe } from './iframes.ts';

type Rule = { pattern: string; category: string };

export interface BlockingState {
  /** The rules in force: the config's when automatic blocking is on, the cached ones until it arrives. */
  rules: Rule[];
  granted(category: string): boolean;
}

const HELD = 'data-pp-held';
const createElement = document.createElement.bind(document);
const setAttribute = Element.prototype.setAttribute;
const srcDescriptor = Object.getOwnPropertyDescriptor(HTMLScriptElement.prototype, 'src');
let state: BlockingState;
/** Scripts already run (their copies too), never held or run twice. */
const done = new WeakSet<Element>();

/** The category whose rule covers the address, when that category is not granted. */
function heldCategory(src: string): string | null {
  if (!src) return null;
  const rule = state.rules.find((r) => ruleMatches(r.pattern, new URL(src, location.href).href));
  return rule && !state.granted(rule.category) ? rule.category : null;
}

function hold(script: HTMLScriptElement, category: string): void {
  const type = script.getAttribute('type') ?? '';
  script.setAttribute(HELD, type);
  script.setAttribute('data-category', category);
  setAttribute.call(script, 'type', 'text/plain');
}

function onScript(script: HTMLScriptElement): void {
  if (done.has(script) || script.type === 'text/plain') return;
  const category = heldCategory(script.src);
  if (category) hold(script, category);
}

function patchCreateElement(): void {
  if (!srcDescriptor?.set) return;
  const set = srcDescriptor.set;
  document.createElement = function patched(tag: string, options?: ElementCreationOptions) {
    const el = createElement(tag, options);
    if (String(tag).toLowerCase() !== 'script') return el;
    // Decide when the address is set: the script is not yet connected, so it has not started loading.
    Object.defineProperty(el, 'src', {
      configurable: true,
      get: srcDescriptor.get,
      set(value: string) {
        set.call(this, value);
        try {
          onScript(this as HTMLScriptElement);
        } catch {}
      },
    });
    // A type set after the address must not undo the hold: it is kept for when the script runs.
    Object.defineProperty(el, 'type', {
      configurable: true,
      get: () => el.getAttribute('type') ?? '',
      set: (value: string) => setAttribute.call(el, el.hasAttribute(HELD) ? HELD : 'type', value),
    });
    el.setAttribute = function patchedSetAttribute(name: string, value: string) {
      const n = name.toLowerCase();
      if (n === 'src' || n === 'type') (el as HTMLScriptElement)[n] = value;
      else setAttribute.call(el, name, value);
    };
    return el;
  } as typeof document.createElement;
}

export function startBlocking(s: BlockingState): void {
  state = s;
  patchCreateElement();
  new MutationObserver((records) => {
    for (const r of records) {
      for (const node of Array.from(r.addedNodes)) {
        try {
          if (node instanceof HTMLScriptElement) onScript(node);
          else if (node instanceof HTMLIFrameElement) holdIframe(node, state.granted);
          else if (node instanceof Element)
            for (const f of Array.from(node.querySelectorAll('iframe'))) holdIframe(f, state.granted);
        } catch {}
      }
    }
    // The page's own text/plain scripts run as soon as their category is (already) granted.
    release();
  }).observe(document.documentElement, { childList: true, subtree: true });
}

let running = false;

/** Runs the held scripts whose category is granted, one after another in document order. */
export function release(): void {
  if (running) return;
  const next = Array.from(
    document.querySelectorAll<HTMLScriptElement>('script[type="text/plain"][data-category]'),
  ).find((s) => !done.has(s) && state.granted(s.getAttribute('data-category') ?? ''));
  if (!next) return;
  done.add(next);
  const copy = createElement('script');
  done.add(copy);
  for (const a of Array.from(next.attributes))
    if (a.name !== 'type' && a.name !== HELD) copy.setAttribute(a.name, a.value);
  const type = next.getAttribute(HELD);
  if (type) copy.type = type;
  copy.text = next.text;
  if (next.src) {
    running = true;
    copy.async = false;
    copy.onload = copy.onerror = () => {
      running = false;
      release();
    };
  }
  next.replaceWith(copy);
  if (!next.src) release();
}

/** Re-applies the rules to scripts held under rules that no longer hold them (the config replaced the cached ones). */
export function reapply(): void {
  for (const s of Array.from(document.querySelectorAll<HTMLScriptElement>(`script[${HELD}]`))) {
    if (!done.has(s) && !heldCategory(s.src)) s.setAttribute('data-category', 'necessary');
  }
}
