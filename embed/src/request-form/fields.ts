// The controls of the form's fields, each labelled, with its error line (and hint) tied to it through
// aria-describedby. Radios and option checkboxes are a fieldset whose legend is the label. Country and
// state are native selects (the state list follows the country); files are a native file input;
// the captcha is an image with a button for another and a text input.
import { formatMessage, type VisitorMessages } from '../../../sdk/src/rules/dsar/form-texts.ts';
import { el } from '../shared/dom.ts';
import type { Captcha, Country, FormField, PublicForm, Region } from './api.ts';
import type { Words } from './words.ts';

export type Value = string | string[] | boolean;

export interface FieldView {
  field: FormField;
  /** The label without its required mark (the error summary's words). */
  label: string;
  node: HTMLElement;
  /** Where a link of the error summary sends focus. */
  focusTarget(): HTMLElement | null;
  /** Shows `reason` next to the field (or clears it), marking the controls invalid. */
  setError(reason: string | null): void;
}

export interface FieldHost {
  form: PublicForm;
  m: VisitorMessages;
  w: Words;
  values: Record<string, Value | undefined>;
  files: Record<string, File[]>;
  countries: Country[] | null;
  /** The states of a country: loaded (a list), loading (a promise) or unknown. */
  states(country: string): Region[] | Promise<Region[]> | undefined;
  captcha: Captcha | null;
  captchaAnswer: string;
  newCaptcha(): Promise<void>;
}

const AUTOCOMPLETE: Record<string, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  email: 'email',
  country: 'country',
  state: 'address-level1',
  city: 'address-level2',
};

const cid = (id: string) => `f-${id}`;

function requiredMark(): HTMLElement {
  return el('span', { class: 'rq', 'aria-hidden': 'true' }, ' *');
}

function option(value: string, text: string): HTMLOptionElement {
  return el('option', { value }, text);
}

/** The error line, and the function that fills it and wires aria-invalid / aria-describedby. */
function errorLine(
  id: string,
  controls: () => HTMLElement[],
  described: () => HTMLElement[],
  hintId?: string,
): { line: HTMLElement; set(reason: string | null): void } {
  const line = el('p', { class: 'err', id: `e-${id}` });
  line.hidden = true;
  const wire = (reason: string | null) => {
    line.textContent = reason ?? '';
    line.hidden = !reason;
    for (const c of controls()) {
      if (reason) c.setAttribute('aria-invalid', 'true');
      else c.removeAttribute('aria-invalid');
    }
    const ids = [hintId, reason ? line.id : undefined].filter(Boolean).join(' ');
    for (const d of described()) {
      if (ids) d.setAttribute('aria-describedby', ids);
      else d.removeAttribute('aria-describedby');
    }
  };
  wire(null);
  return { line, set: wire };
}

const sizeFormat = (lang: string, bytes: number) =>
  new Intl.NumberFormat(lang, {
    style: 'unit',
    unit: bytes >= 1024 * 1024 ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(bytes >= 1024 * 1024 ? bytes / (1024 * 1024) : Math.max(0.1, bytes / 1024));

/** Country names in the visitor's language where the browser knows them, sorted in that language. */
function countryOptions(countries: Country[], lang: string): HTMLOptionElement[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
  } catch {
    names = undefined;
  }
  const collator = new Intl.Collator(lang);
  return countries
    .map((c) => ({ code: c.code, name: names?.of(c.code) ?? c.name }))
    .sort((a, b) => collator.compare(a.name, b.name))
    .map((c) => option(c.code, c.name));
}

export function buildField(field: FormField, host: FieldHost): FieldView {
  const { form, m, w } = host;
  const id = field.id;
  const label = form.texts.labels[id] ?? id;
  const options = field.options ?? [];
  const optionLabel = (value: string) => form.texts.options[id]?.[value] ?? value;
  const stored = host.values[id];
  const text = typeof stored === 'string' ? stored : '';

  // Radios, and checkboxes with options: a group.
  if (field.type === 'radio' || (field.type === 'checkbox' && options.length > 0)) {
    const radio = field.type === 'radio';
    const inputs = options.map((value, i) => {
      const input = el('input', {
        type: radio ? 'radio' : 'checkbox',
        name: id,
        value,
        id: `${cid(id)}-${i}`,
      });
      input.checked = radio ? stored === value : Array.isArray(stored) && stored.includes(value);
      if (radio && field.required) input.required = true;
      input.addEventListener('change', () => {
        host.values[id] = radio ? input.value : inputs.filter((x) => x.checked).map((x) => x.value);
      });
      return input;
    });
    const set = el('fieldset', { class: 'f', id: `w-${id}` });
    const err = errorLine(
      id,
      () => inputs,
      () => [set],
    );
    set.append(
      el('legend', {}, label, ...(field.required ? [requiredMark()] : [])),
      err.line,
      el(
        'div',
        { class: 'opts' },
        ...inputs.map((input, i) =>
          el('label', { class: 'opt', for: input.id }, input, optionLabel(options[i] ?? '')),
        ),
      ),
    );
    return {
      field,
      label,
      node: set,
      focusTarget: () => inputs.find((x) => x.checked) ?? inputs[0] ?? null,
      setError: err.set,
    };
  }

  const wrap = el('div', { class: 'f', id: `w-${id}` });
  const labelEl = el('label', { for: cid(id) }, label);
  const markRequired = (on: boolean) => {
    labelEl.querySelector('.rq')?.remove();
    if (on) labelEl.append(requiredMark());
  };

  // A single checkbox (no options): the label sits beside the box.
  if (field.type === 'checkbox') {
    const box = el('input', { type: 'checkbox', id: cid(id), name: id });
    box.checked = stored === true;
    box.required = field.required;
    box.addEventListener('change', () => {
      host.values[id] = box.checked;
    });
    const err = errorLine(
      id,
      () => [box],
      () => [box],
    );
    labelEl.className = 'opt';
    labelEl.prepend(box);
    markRequired(field.required);
    wrap.append(err.line, labelEl);
    return { field, label, node: wrap, focusTarget: () => box, setError: err.set };
  }

  if (field.type === 'file') {
    const hintId = `h-${id}`;
    const input = el('input', { type: 'file', id: cid(id), name: id });
    const exts = form.file_types.flatMap((t) => (t === 'jpg' ? ['.jpg', '.jpeg'] : [`.${t}`]));
    input.accept = exts.join(',');
    input.multiple = form.max_files > 1;
    input.required = field.required;
    const list = el('ul', { class: 'files' });
    const showList = () => {
      const chosen = host.files[id] ?? [];
      list.replaceChildren(
        ...chosen.map((f) => el('li', {}, `${f.name} (${sizeFormat(form.language, f.size)})`)),
      );
      list.hidden = chosen.length === 0;
    };
    const kept = host.files[id] ?? [];
    if (kept.length) {
      // After a change of language the new input shows the files already chosen.
      try {
        const dt = new DataTransfer();
        for (const f of kept) dt.items.add(f);
        input.files = dt.files;
      } catch {
        // The list below still names them.
      }
    }
    input.addEventListener('change', () => {
      host.files[id] = Array.from(input.files ?? []);
      showList();
    });
    showList();
    const err = errorLine(
      id,
      () => [input],
      () => [input],
      hintId,
    );
    markRequired(field.required);
    const hint = el(
      'p',
      { class: 'hint', id: hintId },
      formatMessage(m.fileHint, {
        types: form.file_types.join(', '),
        max: Math.round(form.max_file_bytes / (1024 * 1024)),
      }),
    );
    wrap.append(labelEl, hint, err.line, input, list);
    return { field, label, node: wrap, focusTarget: () => input, setError: err.set };
  }

  if (field.type === 'captcha') {
    const input = el('input', {
      type: 'text',
      id: cid(id),
      name: id,
      autocomplete: 'off',
      autocapitalize: 'none',
      spellcheck: 'false',
      maxlength: '12',
    });
    input.required = true;
    input.value = host.captchaAnswer;
    input.addEventListener('input', () => {
      host.captchaAnswer = input.value;
    });
    const img = el('img', { alt: w.captchaImage, width: '150', height: '50' });
    const showImage = () => {
      if (host.captcha) img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(host.captcha.svg)}`;
      else img.removeAttribute('src');
    };
    showImage();
    const again = el('button', { type: 'button', class: 'sec' }, m.newCaptcha);
    again.addEventListener('click', () => {
      void host.newCaptcha().then(() => {
        showImage();
        input.value = host.captchaAnswer;
      });
    });
    const err = errorLine(
      id,
      () => [input],
      () => [input],
    );
    markRequired(true);
    wrap.append(labelEl, err.line, el('div', { class: 'cap' }, img, again), input);
    wrap.addEventListener('pp-captcha', () => {
      showImage();
      input.value = host.captchaAnswer;
    });
    return { field, label, node: wrap, focusTarget: () => input, setError: err.set };
  }

  if (field.type === 'state') {
    let control: HTMLSelectElement | HTMLInputElement = el('select', { id: cid(id) });
    let reason: string | null = null;
    const slot = el('div', {});
    const err = errorLine(
      id,
      () => [control],
      () => [control],
    );
    const countryField = form.fields.find((f) => f.type === 'country');
    const place = (next: HTMLSelectElement | HTMLInputElement, required: boolean) => {
      next.id = cid(id);
      next.name = id;
      next.setAttribute('autocomplete', AUTOCOMPLETE.state ?? 'off');
      next.required = required;
      next.addEventListener('change', () => {
        host.values[id] = next.value;
      });
      control = next;
      slot.replaceChildren(next);
      markRequired(required);
      err.set(reason);
    };
    const refresh = (): void => {
      const country = countryField ? host.values[countryField.id] : undefined;
      const code = typeof country === 'string' ? country : '';
      const known = host.countries?.find((c) => c.code === code);
      if (!code || !known) {
        const select = el('select', {}, option('', m.selectCountryFirst));
        select.disabled = true;
        place(select, field.required);
        return;
      }
      if (!known.has_states) {
        // No states in this country: free text, optional.
        const input = el('input', { type: 'text' });
        input.value = typeof host.values[id] === 'string' ? (host.values[id] as string) : '';
        input.addEventListener('input', () => {
          host.values[id] = input.value;
        });
        place(input, false);
        return;
      }
      const states = host.states(code);
      if (!Array.isArray(states)) {
        const select = el('select', {}, option('', m.loading));
        select.disabled = true;
        place(select, field.required);
        const again = () => {
          const now = countryField ? host.values[countryField.id] : undefined;
          if (now === code) refresh();
        };
        // A failed list is asked again a little later (the cache forgot it).
        void states?.then(again, () => setTimeout(again, 2000));
        return;
      }
      const select = el('select', {}, option('', w.choose), ...states.map((s) => option(s.code, s.name)));
      const value = host.values[id];
      select.value = typeof value === 'string' && states.some((s) => s.code === value) ? value : '';
      place(select, field.required);
    };
    refresh();
    wrap.append(labelEl, err.line, slot);
    wrap.addEventListener('pp-country', refresh);
    return {
      field,
      label,
      node: wrap,
      focusTarget: () => control,
      setError: (r) => {
        reason = r;
        err.set(r);
      },
    };
  }

  // text, email, date, textarea, select, country
  let control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  if (field.type === 'textarea') {
    control = el('textarea', { rows: '6' });
  } else if (field.type === 'select' || field.type === 'country') {
    const list =
      field.type === 'country'
        ? countryOptions(host.countries ?? [], form.language)
        : options.map((value) => option(value, optionLabel(value)));
    control = el('select', {}, option('', w.choose), ...list);
  } else {
    control = el('input', {
      type: field.type === 'email' ? 'email' : field.type === 'date' ? 'date' : 'text',
    });
  }
  control.id = cid(id);
  control.name = id;
  const auto = AUTOCOMPLETE[id];
  if (auto && field.builtIn) control.setAttribute('autocomplete', auto);
  control.required = field.required;
  control.value = text;
  const input = control;
  input.addEventListener(control instanceof HTMLSelectElement ? 'change' : 'input', () => {
    host.values[id] = input.value;
    if (field.type === 'country') {
      wrap.dispatchEvent(new CustomEvent('pp-country-changed', { bubbles: true }));
    }
  });
  const err = errorLine(
    id,
    () => [input],
    () => [input],
  );
  markRequired(field.required);
  wrap.append(labelEl, err.line, control);
  return { field, label, node: wrap, focusTarget: () => input, setError: err.set };
}
