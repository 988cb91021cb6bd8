import {
  MAX_FOOTER_LENGTH,
  MAX_SUBMIT_LENGTH,
  MAX_TITLE_LENGTH,
  MAX_WELCOME_LENGTH,
} from '@privacy-portal/sdk/dsar';
import { TextArea } from '../../TextArea/index.ts';
import { TextField } from '../../TextField/index.ts';
import {
  type FormLocale,
  type FormPanelProps,
  languageDir,
  languageName,
  problemText,
  setPageTexts,
} from '../formDefinition/index.ts';
import styles from './FormTextsPanel.module.css';

export interface FormTextsPanelProps extends FormPanelProps {
  /** The language whose texts are edited. */
  language: FormLocale;
}

/**
 * The page's own words in one language: the title in the header, the welcome text above the fields,
 * the footer (the company's address and contact) and the submit button. Typed right to left for Arabic.
 */
export function FormTextsPanel({
  definition,
  onChange,
  errors = {},
  isDisabled,
  language,
}: FormTextsPanelProps) {
  const texts = definition.texts[language];
  if (!texts) return null;
  const name = languageName(language);
  const at = `texts.${language}`;
  return (
    <div className={styles.panel} data-dir={languageDir(language)}>
      <TextField
        label={`Title (${name})`}
        value={texts.title}
        maxLength={MAX_TITLE_LENGTH}
        isDisabled={isDisabled}
        description="Beside the logo in the header; may be empty."
        errorMessage={problemText('The title', errors[`${at}.title`])}
        onChange={(title) => onChange(setPageTexts(definition, language, { title }))}
      />
      <TextArea
        label={`Welcome text (${name})`}
        value={texts.welcome}
        maxLength={MAX_WELCOME_LENGTH}
        rows={3}
        isDisabled={isDisabled}
        errorMessage={problemText('The welcome text', errors[`${at}.welcome`])}
        onChange={(welcome) => onChange(setPageTexts(definition, language, { welcome }))}
      />
      <TextArea
        label={`Footer (${name})`}
        value={texts.footer}
        maxLength={MAX_FOOTER_LENGTH}
        rows={2}
        isDisabled={isDisabled}
        description="Your company’s address and how to reach your privacy team."
        errorMessage={problemText('The footer', errors[`${at}.footer`])}
        onChange={(footer) => onChange(setPageTexts(definition, language, { footer }))}
      />
      <TextField
        label={`Submit button (${name})`}
        value={texts.submit}
        maxLength={MAX_SUBMIT_LENGTH}
        isDisabled={isDisabled}
        isRequired
        errorMessage={problemText('The submit button', errors[`${at}.submit`])}
        onChange={(submit) => onChange(setPageTexts(definition, language, { submit }))}
      />
    </div>
  );
}
