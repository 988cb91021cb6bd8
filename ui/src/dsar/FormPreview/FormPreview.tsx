import {
  ALLOWED_FILE_TYPES,
  formatMessage,
  MAX_FILE_BYTES,
  MAX_FILES,
  submissionProblems,
  VISITOR_MESSAGES,
} from '@privacy-portal/sdk/dsar';
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import {
  type FormDefinition,
  type FormField,
  type FormLocale,
  languageDir,
  nativeName,
  textOn,
} from '../formDefinition/index.ts';
import styles from './FormPreview.module.css';

/** A country of the country field, with its states when it has a list of them. */
export interface PreviewCountry {
  code: string;
  name: string;
  states?: readonly { code: string; name: string }[];
}

export interface FormPreviewProps {
  /** The form as it is being edited; the preview follows every change. */
  definition: FormDefinition;
  /** The language shown (controlled); the form's first language when it is not offered. */
  language: FormLocale;
  /** The visitor picked another language in the form's selector. */
  onLanguageChange?: (language: FormLocale) => void;
  /**
   * The country list (the public form takes it from the server); without one, a few countries named
   * in the shown language stand in.
   */
  countries?: readonly PreviewCountry[];
  /** What the browser tab shows beside the favicon: the form's name. */
  tabTitle?: string;
}

const SAMPLE_COUNTRIES = ['US', 'GB', 'DE', 'FR', 'BR', 'IN', 'JP', 'CN', 'ES', 'IT', 'AE'];

type Answers = Record<string, string | string[] | boolean | undefined>;

const own = <T,>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;

/**
 * The form as a visitor sees it, in the chosen language (right to left for Arabic): the language
 * selector, the header with the logo and the title in the form's colours and sizes, the welcome text,
 * the fields in order with their labels and options, the file and captcha fields, the submit button
 * and the footer, under a browser tab with the favicon. It can be filled in: Submit checks the answers
 * as the server would, with the visitor's messages, and sends nothing.
 */
export function FormPreview({
  definition,
  language,
  onLanguageChange,
  countries,
  tabTitle,
}: FormPreviewProps) {
  const prefix = useId();
  const shown = definition.languages.includes(language) ? language : (definition.languages[0] ?? 'en');
  const texts = definition.texts[shown];
  const messages = VISITOR_MESSAGES[shown];
  const dir = languageDir(shown);
  const { settings } = definition;
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState<'ok' | 'problems' | null>(null);
  const [country, setCountry] = useState('');

  // Another language or another form: the last check no longer applies.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when these change
  useEffect(() => {
    setProblems({});
    setChecked(null);
  }, [shown, definition.fields]);

  const countryList = useMemo<readonly PreviewCountry[]>(() => {
    if (countries) return countries;
    const names = new Intl.DisplayNames([shown], { type: 'region' });
    return SAMPLE_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code }));
  }, [countries, shown]);
  const states = countryList.find((c) => c.code === country)?.states;

  if (!texts) return null;
  const label = (id: string) => own(texts.labels, id) ?? id;
  const optionLabel = (fieldId: string, value: string) => own(own(texts.options, fieldId), value) ?? value;
  const idOf = (fieldId: string, part = '') => `${prefix}-${fieldId}${part}`;
  const fileTypes = ALLOWED_FILE_TYPES.map((t) => t.ext).join(', ');

  function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const answers: Answers = {};
    let fileCount = 0;
    for (const field of definition.fields) {
      if (field.type === 'captcha') continue;
      if (field.type === 'file') {
        fileCount += data.getAll(field.id).filter((f) => f instanceof File && f.size > 0).length;
      } else if (field.type === 'checkbox') {
        answers[field.id] = field.options?.length ? data.getAll(field.id).map(String) : data.has(field.id);
      } else {
        const value = data.get(field.id);
        answers[field.id] = typeof value === 'string' && value !== '' ? value : undefined;
      }
    }
    const found = submissionProblems(definition as never, answers, shown, {
      fileCount,
      countries: (code) => countryList.some((c) => c.code === code),
      statesOf: (code) => countryList.find((c) => c.code === code)?.states?.map((s) => s.code) ?? null,
    });
    setProblems(Object.fromEntries(found.map((p) => [p.field, p.reason])));
    setChecked(found.length === 0 ? 'ok' : 'problems');
    if (found[0]) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${CSS.escape(found[0].field)}"]`)?.focus();
    }
  }

  function fieldBody(field: FormField) {
    const id = idOf(field.id);
    const problem = problems[field.id];
    const errorId = idOf(field.id, '-error');
    const invalid = problem ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
    const mark = field.required ? (
      <span className={styles.required} aria-hidden="true">
        *
      </span>
    ) : null;
    const error = problem ? (
      <span id={errorId} className={styles.error}>
        {problem}
      </span>
    ) : null;
    const options = field.options ?? [];

    if (field.type === 'radio' || (field.type === 'checkbox' && options.length > 0)) {
      return (
        <fieldset className={styles.group} aria-describedby={problem ? errorId : undefined}>
          <legend className={styles.label}>
            {label(field.id)}
            {mark}
          </legend>
          {options.map((value, i) => (
            <label key={value} className={styles.choice}>
              <input
                type={field.type}
                name={field.id}
                value={value}
                required={field.type === 'radio' && field.required && i === 0}
              />
              {optionLabel(field.id, value)}
            </label>
          ))}
          {error}
        </fieldset>
      );
    }
    if (field.type === 'checkbox') {
      return (
        <div className={styles.field}>
          <label className={styles.choice}>
            <input type="checkbox" name={field.id} value="true" required={field.required} {...invalid} />
            {label(field.id)}
            {mark}
          </label>
          {error}
        </div>
      );
    }
    if (field.type === 'captcha') {
      return (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={id}>
            {label(field.id)}
          </label>
          <div className={styles.captcha}>
            <svg viewBox="0 0 150 50" className={styles.captchaImage} aria-hidden="true">
              <path d="M5 38 C 40 5, 80 45, 145 12" stroke="#8892a6" fill="none" strokeWidth="2" />
              <text
                x="14"
                y="34"
                fontSize="26"
                fontFamily="monospace"
                fill="#2d3748"
                transform="rotate(-4 75 25)"
              >
                x7Kp2
              </text>
            </svg>
            <button type="button" className={styles.link}>
              {messages.newCaptcha}
            </button>
          </div>
          <input id={id} name={field.id} className={styles.input} autoComplete="off" />
        </div>
      );
    }

    let control: ReactNode;
    switch (field.type) {
      case 'textarea':
        control = (
          <textarea
            id={id}
            name={field.id}
            rows={4}
            className={styles.input}
            required={field.required}
            {...invalid}
          />
        );
        break;
      case 'select':
        control = (
          <select id={id} name={field.id} className={styles.input} required={field.required} {...invalid}>
            <option value="">—</option>
            {options.map((value) => (
              <option key={value} value={value}>
                {optionLabel(field.id, value)}
              </option>
            ))}
          </select>
        );
        break;
      case 'country':
        control = (
          <select
            id={id}
            name={field.id}
            className={styles.input}
            required={field.required}
            value={country}
            onChange={(event) => setCountry(event.target.value)}
            {...invalid}
          >
            <option value="">—</option>
            {countryList.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        );
        break;
      case 'state':
        control =
          country === '' ? (
            <select id={id} name={field.id} className={styles.input} disabled>
              <option value="">{messages.selectCountryFirst}</option>
            </select>
          ) : states && states.length > 0 ? (
            <select id={id} name={field.id} className={styles.input} required={field.required} {...invalid}>
              <option value="">—</option>
              {states.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </select>
          ) : (
            <input id={id} name={field.id} className={styles.input} {...invalid} />
          );
        break;
      case 'file':
        control = (
          <>
            <input
              id={id}
              name={field.id}
              type="file"
              multiple={MAX_FILES > 1}
              accept={ALLOWED_FILE_TYPES.map((t) => `.${t.ext}`).join(',')}
              className={styles.file}
              required={field.required}
              aria-describedby={problem ? `${idOf(field.id, '-hint')} ${errorId}` : idOf(field.id, '-hint')}
              aria-invalid={problem ? true : undefined}
            />
            <span id={idOf(field.id, '-hint')} className={styles.hint}>
              {formatMessage(messages.fileHint, { types: fileTypes, max: MAX_FILE_BYTES / 1024 / 1024 })}
            </span>
          </>
        );
        break;
      default:
        control = (
          <input
            id={id}
            name={field.id}
            type={field.type === 'email' ? 'email' : field.type === 'date' ? 'date' : 'text'}
            className={styles.input}
            required={field.required}
            autoComplete={
              field.id === 'first_name'
                ? 'given-name'
                : field.id === 'last_name'
                  ? 'family-name'
                  : field.type === 'email'
                    ? 'email'
                    : 'off'
            }
            {...invalid}
          />
        );
    }
    return (
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id}>
          {label(field.id)}
          {mark}
        </label>
        {control}
        {error}
      </div>
    );
  }

  return (
    <section className={styles.preview} aria-label="Form preview">
      <div className={styles.tab} aria-hidden="true">
        {settings.favicon ? (
          <img src={settings.favicon} alt="" className={styles.favicon} />
        ) : (
          <span className={styles.faviconEmpty} />
        )}
        <span className={styles.tabTitle}>{tabTitle || texts.title || '—'}</span>
      </div>
      <div className={styles.page} lang={shown} dir={dir}>
        {definition.languages.length > 1 ? (
          <div className={styles.languageBar}>
            <label htmlFor={idOf('language')}>{messages.chooseLanguage}</label>
            <select
              id={idOf('language')}
              className={styles.languageSelect}
              value={shown}
              onChange={(event) => onLanguageChange?.(event.target.value as FormLocale)}
            >
              {definition.languages.map((locale) => (
                <option key={locale} value={locale} lang={locale}>
                  {nativeName(locale)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <header
          className={styles.header}
          style={{ background: settings.headerColor, color: settings.headerTextColor }}
        >
          {settings.logo ? (
            <img src={settings.logo} alt={texts.title || 'Logo'} className={styles.logo} />
          ) : null}
          {texts.title ? (
            <h3 className={styles.title} style={{ fontSize: `${settings.headerFontSize}px` }}>
              {texts.title}
            </h3>
          ) : null}
        </header>
        <div className={styles.body}>
          {texts.welcome ? (
            <p
              className={styles.welcome}
              style={{ color: settings.welcomeColor, fontSize: `${settings.welcomeFontSize}px` }}
            >
              {texts.welcome}
            </p>
          ) : null}
          <form className={styles.form} noValidate onSubmit={check} aria-label={texts.title || undefined}>
            {definition.fields.map((field) => (
              <div key={field.id} data-field={field.id}>
                {fieldBody(field)}
              </div>
            ))}
            <button
              type="submit"
              className={styles.submit}
              style={{ background: settings.headerColor, color: textOn(settings.headerColor) }}
            >
              {texts.submit}
            </button>
            <p role="status" className={styles.checked} lang="en" dir="ltr">
              {checked === 'ok'
                ? 'Preview: every answer passes. Nothing was sent.'
                : checked === 'problems'
                  ? 'Preview: the visitor would be asked to correct the marked answers.'
                  : ''}
            </p>
          </form>
        </div>
        {texts.footer ? (
          <footer
            className={styles.footer}
            style={{
              color: settings.footerColor,
              background: settings.footerBackground,
              fontSize: `${settings.footerFontSize}px`,
            }}
          >
            {texts.footer}
          </footer>
        ) : null}
      </div>
    </section>
  );
}
