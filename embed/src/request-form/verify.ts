// The confirmation page (/privacy-request/verify?token=…), the link of the requester's e-mail: confirms
// the address once and shows the result. The token leaves the address bar at once (it is single-use
// and a credential until used); a failure of the network keeps it in memory for a retry.
import { formatMessage, VISITOR_MESSAGES } from '../../../sdk/src/rules/dsar/form-texts.ts';
import { LOCALE_INFO, LOCALES } from '../../../sdk/src/rules/i18n/locales.ts';
import { el } from '../shared/dom.ts';
import type { Api, Verification } from './api.ts';
import { showLoading, showMessage } from './form.ts';
import { localeOf, WORDS } from './words.ts';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export async function startVerify(root: HTMLElement, api: Api): Promise<void> {
  const lang = localeOf(document.documentElement.lang || navigator.language || 'en');
  const m = VISITOR_MESSAGES[lang];
  const w = WORDS[lang];
  const url = new URL(location.href);
  const token = url.searchParams.get('token') ?? '';
  url.searchParams.delete('token');
  history.replaceState(null, '', url);
  if (!TOKEN.test(token)) {
    showMessage(root, m.linkExpired);
    return;
  }

  const confirm = async (): Promise<void> => {
    showLoading(root, m.loading);
    const retry = { label: m.retry, run: () => void confirm() };
    try {
      const answer = await api<Verification>('POST', '/dsar/verify', { token });
      if (answer.data) {
        // The message is in the request's language, which may not be the browser's: the page follows it.
        const { message, reference } = answer.data;
        const said = LOCALES.find((l) => VISITOR_MESSAGES[l].verified === message) ?? lang;
        document.documentElement.lang = said;
        document.documentElement.dir = LOCALE_INFO[said].dir;
        const heading = el('h1', { tabindex: '-1' }, message);
        root.removeAttribute('aria-busy');
        root.replaceChildren(
          el(
            'div',
            { class: 'box' },
            heading,
            el('p', {}, formatMessage(WORDS[said].reference, { reference })),
          ),
        );
        heading.focus();
      } else if (answer.status === 400) showMessage(root, m.linkExpired);
      else if (answer.status === 429) showMessage(root, w.busy, retry);
      else showMessage(root, m.formUnavailable, retry);
    } catch {
      showMessage(root, w.networkError, retry);
    }
  };
  await confirm();
}
