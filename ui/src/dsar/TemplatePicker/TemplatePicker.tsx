import type { Schemas } from '@privacy-portal/sdk';
import { useId } from 'react';
import { DeferredSelect as Select } from '../../DeferredSelect/index.ts';
import { languageLabel, TEMPLATE_LANGUAGES } from '../TemplateEditor/languages.ts';
import { EMAIL_EVENT_LABELS, EMAIL_EVENT_ORDER } from '../TemplateEditor/templateLabels.ts';
import styles from './TemplatePicker.module.css';

type EmailEvent = Schemas['EmailEvent'];
type FormLocale = Schemas['FormLocale'];

export interface TemplatePickerProps {
  /** Every event in every language (listEmailTemplates), for which of them are the organization's own. */
  templates: readonly Schemas['EmailTemplate'][];
  language: FormLocale;
  event: EmailEvent;
  onLanguageChange: (language: FormLocale) => void;
  onEventChange: (event: EmailEvent) => void;
}

/**
 * Which e-mail is edited: the language (with how many of its e-mails are your own text) and the event,
 * each marked 'Your text' or 'Default'. Native radios in a fieldset: arrow keys move and choose.
 */
export function TemplatePicker({
  templates,
  language,
  event,
  onLanguageChange,
  onEventChange,
}: TemplatePickerProps) {
  const name = useId();
  const customIn = (locale: FormLocale) => templates.filter((t) => t.language === locale && t.custom).length;
  const isCustom = (e: EmailEvent) =>
    templates.some((t) => t.language === language && t.event === e && t.custom);
  return (
    <div className={styles.picker}>
      <Select
        label="Language"
        options={TEMPLATE_LANGUAGES.map((locale) => {
          const n = customIn(locale);
          return {
            id: locale,
            label: n > 0 ? `${languageLabel(locale)} · ${n} your own` : languageLabel(locale),
          };
        })}
        value={language}
        onChange={(id) => {
          if (id) onLanguageChange(id as FormLocale);
        }}
      />
      <fieldset className={styles.events}>
        <legend className={styles.legend}>E-mail</legend>
        {EMAIL_EVENT_ORDER.map((e) => (
          <label key={e} className={styles.event} data-selected={e === event || undefined}>
            <input
              type="radio"
              name={name}
              value={e}
              checked={e === event}
              onChange={() => onEventChange(e)}
              className={styles.radio}
            />
            <span className={styles.eventName}>{EMAIL_EVENT_LABELS[e]}</span>
            <span className={isCustom(e) ? styles.custom : styles.default}>
              {isCustom(e) ? 'Your text' : 'Default'}
            </span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
