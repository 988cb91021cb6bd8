import { Input, TextArea, TextField } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel } from '../../Field/FieldParts.tsx';
import field from '../../Field/field.module.css';
import styles from './BannerTextsPanel.module.css';

export interface BannerTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The contract's limit, enforced by the input and counted under it. */
  maxLength?: number | undefined;
  isRequired?: boolean;
  multiline?: boolean;
  /** The language of the text: the input is written in its direction (Arabic right to left). */
  lang: string;
  dir: 'ltr' | 'rtl';
  description?: string;
  errorMessage?: string | undefined;
  isReadOnly?: boolean;
  isDisabled?: boolean;
}

/**
 * One banner text in one language: the label and counter in the editor's language and direction, the
 * input in the text's own (lang, dir), so Arabic is typed and read right to left.
 */
export function BannerTextField({
  label,
  value,
  onChange,
  maxLength,
  isRequired,
  multiline,
  lang,
  dir,
  description,
  errorMessage,
  isReadOnly,
  isDisabled,
}: BannerTextFieldProps) {
  const control = `${field.control} ${field.input}`;
  return (
    <TextField
      value={value}
      onChange={onChange}
      maxLength={maxLength}
      isRequired={isRequired}
      isReadOnly={isReadOnly}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={field.field}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      {multiline ? (
        <TextArea className={`${control} ${styles.message}`} rows={5} lang={lang} dir={dir} />
      ) : (
        <Input className={control} lang={lang} dir={dir} />
      )}
      <div className={styles.under}>
        <FieldDescription>{description}</FieldDescription>
        {maxLength !== undefined ? (
          <span className={styles.counter}>
            {value.length} / {maxLength}
          </span>
        ) : null}
      </div>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </TextField>
  );
}
