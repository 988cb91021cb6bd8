import {
  type FormErrors,
  type FormLocale,
  languageCode,
  languageName,
  languageProblemCount,
} from '../formDefinition/index.ts';
import styles from './FormLanguagePicker.module.css';

export interface FormLanguagePickerProps {
  /** The offered languages, the first being the default. */
  languages: readonly FormLocale[];
  /** The language whose texts are being edited. */
  value: FormLocale;
  onChange: (locale: FormLocale) => void;
  /** Problems by path: a language with some is marked. */
  errors?: FormErrors;
}

/** The language the builder edits the texts and labels in: one button per offered language. */
export function FormLanguagePicker({ languages, value, onChange, errors = {} }: FormLanguagePickerProps) {
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.pickerLabel}>Editing texts in</legend>
      <div className={styles.pickerButtons}>
        {languages.map((locale, i) => {
          const problems = languageProblemCount(errors, locale);
          const name = `${languageCode(locale)} ${languageName(locale)}${i === 0 ? ', default' : ''}${
            problems > 0 ? `, ${problems === 1 ? '1 problem' : `${problems} problems`}` : ''
          }`;
          return (
            <button
              key={locale}
              type="button"
              className={styles.pickerButton}
              aria-pressed={locale === value}
              aria-label={name}
              title={name}
              data-invalid={problems > 0 || undefined}
              onClick={() => onChange(locale)}
            >
              {languageCode(locale)}
              {problems > 0 ? <span className={styles.dot} aria-hidden="true" /> : null}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
