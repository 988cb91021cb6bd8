// The preferences modal, its own chunk (loaded when the visitor asks for it): the categories with their
// descriptions and cookies, a switch each (strictly necessary on and locked), Save my choices, Accept
// all, Reject all. A modal dialog: focus is trapped inside, Escape closes it, focus goes back.
import { button, shadowHost, trapFocus } from '../consent/dom.ts';
import type { Kernel, PreferencesChunk } from '../consent/kernel.ts';
import { el } from '../shared/dom.ts';

let openNow: (() => void) | null = null;

async function open(k: Kernel, opener: Element | null): Promise<void> {
  if (openNow) return;
  const c = k.config;
  const t = c.texts;
  const details = await k.details();
  const { host, root } = shadowHost('pp-consent-preferences', k.css, c.language, c.dir);
  const box = el('div', {
    class: 'd popup',
    role: 'dialog',
    'aria-modal': 'true',
    'aria-labelledby': 'pp-pt',
    tabindex: '-1',
  });
  const close = () => {
    host.remove();
    openNow = null;
    if (opener instanceof HTMLElement) opener.focus();
  };
  openNow = close;
  const granted = k.granted();
  const switches: HTMLInputElement[] = [];
  box.append(el('h2', { id: 'pp-pt' }, t.preferences));
  const cats = details?.categories ?? c.categories.map((x) => ({ ...x, description: '', cookies: [] }));
  for (const cat of cats) {
    const input = el('input', { type: 'checkbox', role: 'switch', value: cat.key, id: `pp-s-${cat.key}` });
    input.checked = cat.required || granted.includes(cat.key);
    input.disabled = cat.required;
    switches.push(input);
    const section = el('section', {}, el('h3', {}, el('label', { for: input.id }, input, cat.name)));
    if (cat.description) section.append(el('p', {}, cat.description));
    if (cat.cookies.length) {
      const list = el('ul', {});
      for (const ck of cat.cookies)
        list.append(
          el('li', {}, `${ck.name} (${ck.domain}, ${ck.duration})${ck.purpose ? `: ${ck.purpose}` : ''}`),
        );
      section.append(list);
    }
    box.append(section);
  }
  const pick = (all: boolean | null) => {
    const optional = switches.filter((s) => !s.disabled);
    const chosen = optional.filter((s) => (all === null ? s.checked : all)).map((s) => s.value);
    close();
    k.choose(all === true ? 'accept_all' : all === false ? 'reject_all' : 'custom', chosen);
  };
  box.append(
    el(
      'div',
      { class: 'r' },
      button(t.reject_all, () => pick(false)),
      button(t.accept_all, () => pick(true)),
      button(t.save, () => pick(null)),
    ),
  );
  box.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      close();
    }
  });
  root.append(el('div', { class: 'm' }), box);
  trapFocus(root, box);
  box.focus();
}

const chunk: PreferencesChunk = {
  open: (k, opener) => {
    open(k, opener).catch(() => {});
  },
};
window.__ppEmbed?.r('prefs', chunk);
