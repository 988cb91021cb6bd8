import { useId } from 'react';
import { Badge } from '../../Badge/index.ts';
import { Checkbox } from '../../Checkbox/index.ts';
import { DeferredSelect } from '../../DeferredSelect/index.ts';
import { Icon } from '../../Icon/index.ts';
import {
  FORM_LANGUAGES,
  type FormDefaults,
  type FormLocale,
  type FormPanelProps,
  languageCode,
  languageName,
  languageNames,
  languageProblemCount,
  problemText,
  setDefaultLanguage,
  setLanguages,
} from '../formDefinition/index.ts';
import styles from './FormLanguages.module.css';

export interface FormLanguagesProps extends FormPanelProps {
  /** The default texts in the ten languages: a language added starts from them. */
  defaults: FormDefaults;
}

/**
 * Which of the ten languages the form offers, and the one a visitor sees first. A language added
 * starts from its default texts (its own words for the default fields; the builder's own fields copy
 * the first language's labels, to translate); a language taken off loses its texts.
 */
export function FormLanguages({
  definition,
  onChange,
  errors = {},
  isDisabled,
  defaults,
}: FormLanguagesProps) {
  const headingId = useId();
  const offered = definition.languages;
  const first = offered[0];
  const toggle = (locale: FormLocale, on: boolean) =>
    onChange(
      setLanguages(definition, on ? [...offered, locale] : offered.filter((l) => l !== locale), defaults),
    );
  const listProblem = errors.languages;

  return (
    <div className={styles.panel}>
      <fieldset className={styles.languages} aria-labelledby={headingId}>
        <legend id={headingId} className={styles.legend}>
          Languages the form offers
        </legend>
        <p className={styles.note}>
          Visitors pick one at the top of the form; the form opens in their browser’s language when it is
          offered.
        </p>
        {listProblem ? (
          <p className={styles.error}>
            <Icon name="error" size={16} />
            {problemText('The languages', listProblem)}
          </p>
        ) : null}
        <ul className={styles.grid}>
          {FORM_LANGUAGES.map((locale) => {
            const isOffered = offered.includes(locale);
            const problems = isOffered ? languageProblemCount(errors, locale) : 0;
            return (
              <li key={locale} className={styles.item}>
                <Checkbox
                  isSelected={isOffered}
                  isDisabled={isDisabled || (isOffered && offered.length === 1)}
                  onChange={(on) => toggle(locale, on)}
                >
                  <span lang={locale}>{languageNames(locale)}</span>{' '}
                  <span className={styles.code}>{languageCode(locale)}</span>
                </Checkbox>
                {problems > 0 ? (
                  <Badge tone="error" icon="error">
                    {problems === 1 ? '1 problem' : `${problems} problems`}
                  </Badge>
                ) : null}
              </li>
            );
          })}
        </ul>
      </fieldset>
      {first ? (
        <DeferredSelect
          label="Language the form opens in"
          description="When the visitor’s browser asks for none of the offered languages."
          options={offered.map((locale) => ({ id: locale, label: languageName(locale) }))}
          value={first}
          isDisabled={isDisabled || offered.length < 2}
          onChange={(locale) => {
            if (locale) onChange(setDefaultLanguage(definition, locale as FormLocale));
          }}
        />
      ) : null}
    </div>
  );
}
