import { isLocale, LOCALE_INFO, LOCALES } from '@privacy-portal/sdk/i18n';
import { useId } from 'react';
import { useLocaleChoice, useT } from './hooks.ts';
import styles from './LanguagePicker.module.css';

/** The ten languages, each named in itself; the choice is remembered on this device. */
export function LanguagePicker() {
  const { locale, setLocale } = useLocaleChoice();
  const t = useT();
  const id = useId();
  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.label}>
        {t('language.label')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) setLocale(event.target.value);
        }}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_INFO[option].name}
          </option>
        ))}
      </select>
    </div>
  );
}
