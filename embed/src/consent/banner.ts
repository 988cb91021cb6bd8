// The banner: layout, colours and texts from the config, as a dialog in a shadow root. 'Accept all'
// and 'Reject all' share one style (equally prominent); Escape does not dismiss it (no choice is not
// a choice). Focus moves into it and goes back where it was when it closes.
import { el } from '../shared/dom.ts';
import { button, focused, shadowHost, trapFocus } from './dom.ts';
import { safeMarkup } from './markup.ts';
import type { PublicBannerConfig } from './types.ts';

export interface BannerActions {
  acceptAll(): void;
  rejectAll(): void;
  /** Saves the categories ticked in the banner (show_categories). */
  save(granted: string[]): void;
  /** 'Do Not Sell or Share My Personal Information' (us_opt_out). */
  optOut(): void;
  preferences(opener: HTMLElement): void;
}

export function showBanner(c: PublicBannerConfig, css: string, on: BannerActions, home: string): () => void {
  const t = c.texts;
  const back = focused();
  const { host, root } = shadowHost('pp-consent-banner', css, c.language, c.dir);
  const popup = c.layout === 'popup';
  const box = el('div', {
    class: `d ${c.layout} ${c.position}`,
    role: 'dialog',
    'aria-labelledby': 'pp-t',
    'aria-describedby': 'pp-m',
    tabindex: '-1',
  });
  if (popup) box.setAttribute('aria-modal', 'true');
  if (c.logo_url) box.append(el('img', { class: 'g', src: c.logo_url, alt: '' }));
  const message = el('p', { id: 'pp-m' }, safeMarkup(t.message));
  box.append(el('h2', { id: 'pp-t' }, t.title), message);
  if (c.privacy_policy_url)
    box.append(
      el(
        'p',
        {},
        el(
          'a',
          { href: c.privacy_policy_url, target: '_blank', rel: 'noopener' },
          t.privacy_policy_label || 'Privacy policy',
        ),
      ),
    );
  const ticks: HTMLInputElement[] = [];
  if (c.show_categories) {
    const row = el('div', { class: 'c' });
    for (const cat of c.categories) {
      const input = el('input', { type: 'checkbox', value: cat.key });
      input.checked = cat.required;
      input.disabled = cat.required;
      ticks.push(input);
      row.append(el('label', {}, input, cat.name));
    }
    box.append(row);
  }
  const buttons = el(
    'div',
    { class: 'r' },
    button(t.reject_all, on.rejectAll),
    button(t.accept_all, on.acceptAll),
  );
  if (c.show_categories)
    buttons.append(button(t.save, () => on.save(ticks.filter((i) => i.checked).map((i) => i.value))));
  const prefs = button(t.preferences, () => on.preferences(prefs));
  buttons.append(prefs);
  box.append(buttons);
  if (c.regulation === 'us_opt_out')
    box.append(el('p', { class: 's' }, button(t.do_not_sell, on.optOut, 'l')));
  if (c.show_branding)
    box.append(
      el(
        'p',
        { class: 's' },
        el('a', { href: home, target: '_blank', rel: 'noopener' }, 'Powered by Privacy Portal'),
      ),
    );
  if (popup) {
    root.append(el('div', { class: 'm' }));
    trapFocus(root, box);
  }
  root.append(box);
  box.focus();
  return () => {
    host.remove();
    back?.focus();
  };
}
