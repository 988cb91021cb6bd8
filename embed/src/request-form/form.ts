// The hosted request form: loads the published form in the visitor's language, renders it, checks the
// answers with the sdk's own rules (the server checks them again, and the files by their content),
// sends the request with its files, and shows the reference and the "check your e-mail" message.
// Problems are shown next to their fields and in a summary at the top that takes the focus.
import {
  formatMessage,
  VISITOR_MESSAGES,
  type VisitorMessages,
} from '../../../sdk/src/rules/dsar/form-texts.ts';
import type { DsarFormDefinition, FieldProblem } from '../../../sdk/src/rules/dsar/form-types.ts';
import { submissionProblems } from '../../../sdk/src/rules/dsar/submission.ts';
import { el } from '../shared/dom.ts';
import type {
  Answer,
  Api,
  Captcha,
  Country,
  PublicForm,
  Region,
  Submission,
  SubmissionInput,
} from './api.ts';
import { buildField, type FieldHost, type FieldView, type Value } from './fields.ts';
import { applyTheme } from './styles.ts';
import { localeOf, WORDS, type Words } from './words.ts';

const MB = 1024 * 1024;

/** The words of a failed page before any form answered: in the page's language. */
function pageWords(): { m: VisitorMessages; w: Words } {
  const lang = localeOf(document.documentElement.lang || navigator.language || 'en');
  return { m: VISITOR_MESSAGES[lang], w: WORDS[lang] };
}

/** A message in place of the form (not found, unavailable), with a retry button when it may pass. */
export function showMessage(
  root: HTMLElement,
  text: string,
  retry?: { label: string; run: () => void },
  focus = false,
): void {
  root.removeAttribute('aria-busy');
  const heading = el('h1', { tabindex: '-1' }, text);
  const box = el('div', { class: 'box' }, heading);
  if (retry) {
    const again = el('button', { type: 'button', class: 'sec' }, retry.label);
    again.addEventListener('click', retry.run);
    box.append(again);
  }
  root.replaceChildren(box);
  // After a retry or a refused submission the focus was on what just went away.
  if (focus || retry) heading.focus();
}

export function showLoading(root: HTMLElement, text: string): void {
  root.setAttribute('aria-busy', 'true');
  root.replaceChildren(el('p', { role: 'status' }, text));
}

/** The file's bytes in base64. */
async function base64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

interface State extends FieldHost {
  statesCache: Map<string, Region[] | Promise<Region[]>>;
  views: FieldView[];
  sending: boolean;
}

export async function startForm(root: HTMLElement, api: Api, identifier: string): Promise<void> {
  const page = pageWords();
  const wanted = new URLSearchParams(location.search).get('lang');
  const path = `/dsar/forms/${encodeURIComponent(identifier)}`;

  const st: State = {
    form: undefined as unknown as PublicForm,
    m: page.m,
    w: page.w,
    values: {},
    files: {},
    countries: null,
    captcha: null,
    captchaAnswer: '',
    statesCache: new Map(),
    views: [],
    sending: false,
    states(country) {
      let known = st.statesCache.get(country);
      if (!known) {
        const loading = api<{ states: Region[] }>('GET', `/countryandstate/list?countryid=${country}`).then(
          (a) => {
            if (!a.data) throw new Error(a.error?.message);
            st.statesCache.set(country, a.data.states);
            return a.data.states;
          },
        );
        loading.catch(() => st.statesCache.delete(country));
        st.statesCache.set(country, loading);
        known = loading;
      }
      return known;
    },
    async newCaptcha() {
      const a = await api<Captcha>('GET', '/captcha').catch(() => undefined);
      st.captcha = a?.data ?? null;
      st.captchaAnswer = '';
    },
  };

  /** Loads the form (and what its fields need) in a language; false when it could not. */
  async function load(lang: string | null): Promise<boolean> {
    showLoading(root, st.m.loading);
    let answer: Answer<PublicForm>;
    try {
      answer = await api<PublicForm>('GET', `${path}${lang ? `?lang=${encodeURIComponent(lang)}` : ''}`);
    } catch {
      showMessage(root, st.w.networkError, { label: st.m.retry, run: () => void start(lang) });
      return false;
    }
    const form = answer.data;
    if (!form) {
      // An unknown or unpublished form: "not available". A failure of the server may pass: retry.
      showMessage(
        root,
        st.m.formUnavailable,
        answer.status >= 500 || answer.status === 429
          ? { label: st.m.retry, run: () => void start(lang) }
          : undefined,
      );
      return false;
    }
    const locale = localeOf(form.language);
    st.form = form;
    st.m = { ...VISITOR_MESSAGES[locale], ...form.messages } as VisitorMessages;
    st.w = WORDS[locale];
    const needs: Promise<unknown>[] = [];
    if (!st.countries && form.fields.some((f) => f.type === 'country')) {
      needs.push(
        api<{ countries: Country[] }>('GET', '/countryandstate/list').then((a) => {
          if (!a.data) throw new Error(a.error?.message);
          st.countries = a.data.countries;
        }),
      );
    }
    if (form.captcha && !st.captcha) needs.push(st.newCaptcha());
    try {
      await Promise.all(needs);
    } catch {
      showMessage(root, st.m.formUnavailable, { label: st.m.retry, run: () => void start(lang) });
      return false;
    }
    // The chosen country's states, so the state list shows at once after a change of language.
    const country = st.form.fields.find((f) => f.type === 'country');
    const code = country ? st.values[country.id] : undefined;
    if (typeof code === 'string' && st.countries?.find((c) => c.code === code)?.has_states) {
      await Promise.resolve(st.states(code)).catch(() => {});
    }
    return true;
  }

  async function start(lang: string | null, focusLanguage = false): Promise<void> {
    if (await load(lang)) render(focusLanguage);
  }

  function setFavicon(href: string | null): void {
    document.querySelector('link[rel="icon"]')?.remove();
    if (href) document.head.append(el('link', { rel: 'icon', href }));
  }

  /** The parts every view of the form shares: header, welcome, footer. */
  function frame(body: HTMLElement, withLanguages: boolean): Node[] {
    const { form } = st;
    const t = form.texts;
    const title = t.title || document.title;
    const parts: Node[] = [];
    if (withLanguages && form.languages.length > 1) {
      const select = el('select', { id: 'pp-lang' });
      for (const l of form.languages) {
        const o = el('option', { value: l.locale, lang: l.locale }, l.name);
        o.selected = l.locale === form.language;
        select.append(o);
      }
      select.addEventListener('change', () => {
        const next = select.value;
        const url = new URL(location.href);
        url.searchParams.set('lang', next);
        history.replaceState(null, '', url);
        void start(next, true);
      });
      parts.push(el('div', { class: 'lang' }, el('label', { for: 'pp-lang' }, st.m.chooseLanguage), select));
    }
    const header = el('div', { class: 'hd' });
    if (form.settings.logo) header.append(el('img', { src: form.settings.logo, alt: '' }));
    header.append(el('h1', {}, title));
    parts.push(header);
    if (t.welcome) parts.push(el('p', { class: 'welcome' }, t.welcome));
    parts.push(body);
    if (t.footer) parts.push(el('div', { class: 'ft' }, t.footer));
    return parts;
  }

  function render(focusLanguage: boolean): void {
    const { form, m, w } = st;
    document.documentElement.lang = form.language;
    document.documentElement.dir = form.dir;
    if (form.texts.title) document.title = form.texts.title;
    setFavicon(form.settings.favicon);
    applyTheme(document.documentElement, form.settings);

    const summary = el('div', {
      class: 'sum',
      id: 'pp-errors',
      tabindex: '-1',
      role: 'group',
      'aria-labelledby': 'pp-errors-h',
    });
    summary.hidden = true;
    const status = el('p', { class: 'status', role: 'status' });
    const submit = el('button', { type: 'submit', class: 'btn' }, form.texts.submit);
    st.views = form.fields.map((f) => buildField(f, st));
    const formEl = el(
      'form',
      { novalidate: '', 'aria-labelledby': 'pp-title' },
      summary,
      ...(st.views.some((v) => v.field.required || v.field.type === 'captcha')
        ? [el('p', { class: 'note' }, w.requiredNote)]
        : []),
      ...st.views.map((v) => v.node),
      submit,
      status,
    );
    formEl.addEventListener('pp-country-changed', () => {
      const state = st.views.find((v) => v.field.type === 'state');
      if (!state) return;
      st.values[state.field.id] = undefined;
      state.node.dispatchEvent(new Event('pp-country'));
    });

    const showProblems = (problems: FieldProblem[], general: string[] = []) => {
      const byField = new Map<string, string>();
      for (const p of problems) if (!byField.has(p.field)) byField.set(p.field, p.reason);
      const items: HTMLElement[] = [];
      for (const view of st.views) {
        const reason = byField.get(view.field.id) ?? null;
        view.setError(reason);
        if (!reason) continue;
        const link = el('a', { href: `#f-${view.field.id}` }, `${view.label}: ${reason}`);
        link.addEventListener('click', (e) => {
          e.preventDefault();
          view.focusTarget()?.focus();
        });
        items.push(el('li', {}, link));
        byField.delete(view.field.id);
      }
      // Problems of no field of the form (a refused body, the server's own words).
      for (const reason of [...general, ...byField.values()]) items.push(el('li', {}, reason));
      summary.replaceChildren(el('h2', { id: 'pp-errors-h' }, w.errorSummary), el('ul', {}, ...items));
      summary.hidden = items.length === 0;
      if (items.length) summary.focus();
    };

    const setSending = (on: boolean) => {
      st.sending = on;
      if (on) submit.setAttribute('aria-disabled', 'true');
      else submit.removeAttribute('aria-disabled');
      status.textContent = on ? m.sending : '';
    };

    const captchaView = st.views.find((v) => v.field.type === 'captcha');
    const refreshCaptcha = async () => {
      await st.newCaptcha();
      captchaView?.node.dispatchEvent(new Event('pp-captcha'));
    };
    const fileViews = st.views.filter((v) => v.field.type === 'file');

    /** The answers as the contract takes them: trimmed text, no empty values, one box as a boolean. */
    const collect = (): SubmissionInput['values'] => {
      const values: SubmissionInput['values'] = {};
      for (const { field } of st.views) {
        if (field.type === 'file' || field.type === 'captcha') continue;
        const v: Value | undefined = st.values[field.id];
        if (field.type === 'checkbox' && !field.options?.length) values[field.id] = v === true;
        else if (typeof v === 'string' && v.trim()) values[field.id] = v.trim();
        else if (Array.isArray(v) && v.length) values[field.id] = v;
      }
      return values;
    };

    /** What the visitor can fix before anything is sent: the sdk's rules, then the files' sizes and names. */
    const check = (values: SubmissionInput['values'], files: File[]): FieldProblem[] => {
      const problems = submissionProblems(
        { fields: form.fields } as DsarFormDefinition,
        values,
        localeOf(form.language),
        {
          fileCount: files.length,
          countries: (code) => (st.countries ? st.countries.some((c) => c.code === code) : true),
          statesOf: (code) => {
            const known = st.statesCache.get(code);
            return Array.isArray(known) ? known.map((s) => s.code) : null;
          },
        },
      );
      for (const view of fileViews) {
        if (problems.some((p) => p.field === view.field.id)) continue;
        for (const file of st.files[view.field.id] ?? []) {
          const ext = file.name.includes('.') ? file.name.split('.').pop()?.toLowerCase() : '';
          const allowed = form.file_types.includes(ext === 'jpeg' ? 'jpg' : (ext ?? ''));
          if (!allowed) {
            problems.push({
              field: view.field.id,
              reason: formatMessage(m.fileType, { types: form.file_types.join(', ') }),
            });
            break;
          }
          if (file.size > form.max_file_bytes) {
            problems.push({
              field: view.field.id,
              reason: formatMessage(m.fileTooBig, { max: Math.round(form.max_file_bytes / MB) }),
            });
            break;
          }
        }
      }
      if (captchaView && !st.captchaAnswer.trim()) {
        problems.push({ field: captchaView.field.id, reason: m.required });
      }
      return problems;
    };

    /** The server's refusal, field by field: values.x → x, attachments[i] → the field of the i-th file. */
    const refused = async (answer: Answer<Submission>, owners: string[]) => {
      const status = answer.status;
      if (status === 404) {
        // Unpublished since the page loaded.
        showMessage(root, m.formUnavailable, undefined, true);
        return;
      }
      if (status === 413) {
        const field = fileViews[0]?.field.id ?? '';
        showProblems([
          { field, reason: formatMessage(m.fileTooBig, { max: Math.round(form.max_file_bytes / MB) }) },
        ]);
        return;
      }
      if (status === 429) return showProblems([], [w.busy]);
      if (status >= 500 || !answer.error) return showProblems([], [m.formUnavailable]);
      const problems: FieldProblem[] = [];
      const general: string[] = [];
      let captchaSpent = false;
      for (const d of answer.error.details ?? []) {
        const path = d.field.replace(/^body\./, '');
        const value = /^values\.([a-z][a-z0-9_]*)/.exec(path);
        const file = /^attachments(?:\[(\d+)\])?/.exec(path);
        if (value?.[1]) problems.push({ field: value[1], reason: d.reason });
        else if (file) {
          const field = owners[Number(file[1] ?? 0)] ?? fileViews[0]?.field.id;
          if (field) problems.push({ field, reason: d.reason });
          else general.push(d.reason);
        } else if (path.startsWith('captcha') && captchaView) {
          captchaSpent = true;
          problems.push({ field: captchaView.field.id, reason: d.reason });
        } else general.push(d.reason);
      }
      if (!problems.length && !general.length) general.push(answer.error.message);
      if (captchaSpent) await refreshCaptcha();
      showProblems(problems, general);
    };

    formEl.addEventListener('submit', (e) => {
      e.preventDefault();
      if (st.sending) return;
      const values = collect();
      const owners: string[] = [];
      const files: File[] = [];
      for (const view of fileViews) {
        for (const f of st.files[view.field.id] ?? []) {
          files.push(f);
          owners.push(view.field.id);
        }
      }
      const problems = check(values, files);
      if (problems.length) {
        showProblems(problems);
        return;
      }
      setSending(true);
      void (async () => {
        try {
          const captcha =
            captchaView && st.captcha ? { id: st.captcha.id, solution: st.captchaAnswer.trim() } : undefined;
          if (captchaView && captcha) {
            // Checked first (it stays usable): a wrong answer does not send the files for nothing.
            const ok = await api<{ valid: boolean }>(
              'POST',
              `/captcha/verify/${captcha.id}/${encodeURIComponent(captcha.solution)}`,
            );
            if (ok.data && !ok.data.valid) {
              await refreshCaptcha();
              showProblems([{ field: captchaView.field.id, reason: m.captchaWrong }]);
              return;
            }
            if (ok.status === 429) return showProblems([], [w.busy]);
          }
          const body: SubmissionInput = { language: form.language, values };
          if (captcha) body.captcha = captcha;
          if (files.length) {
            body.attachments = await Promise.all(
              files.map(async (f) => ({ name: f.name.slice(-200) || 'file', data: await base64(f) })),
            );
          }
          const answer = await api<Submission>('POST', `${path}/requests`, body);
          if (answer.data) done(answer.data);
          else await refused(answer, owners);
        } catch {
          showProblems([], [w.networkError]);
        } finally {
          setSending(false);
        }
      })();
    });

    root.removeAttribute('aria-busy');
    root.replaceChildren(...frame(formEl, true));
    formEl.setAttribute('aria-labelledby', 'pp-title');
    root.querySelector('h1')?.setAttribute('id', 'pp-title');
    if (focusLanguage) root.querySelector<HTMLElement>('#pp-lang')?.focus();
  }

  /** The request is in: its reference and what happens next; the focus moves to the news. */
  function done(sub: Submission): void {
    const { m, w } = st;
    const box = el(
      'div',
      { class: 'done', tabindex: '-1', role: 'group', 'aria-labelledby': 'pp-done-h' },
      el('h2', { id: 'pp-done-h' }, m.submitted),
      el('p', {}, formatMessage(w.reference, { reference: sub.reference })),
      el('p', {}, sub.message),
    );
    root.replaceChildren(...frame(box, false));
    box.focus();
  }

  await start(wanted);
}
