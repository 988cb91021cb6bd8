import { normaliseHex } from '@privacy-portal/sdk';
import { useEffect, useState } from 'react';
import { Input, TextField } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel } from '../../Field/FieldParts.tsx';
import field from '../../Field/field.module.css';
import styles from './ColourField.module.css';

export interface ColourFieldProps {
  label: string;
  description?: string;
  /** The stored colour (#rrggbb). */
  value: string;
  /** Fires with each valid colour typed or picked; a half-typed one stays in the field only. */
  onChange: (hex: string) => void;
  /** The server's (or the page's) message. */
  errorMessage?: string | undefined;
  /** The colour the malformed-colour message gives as an example. */
  example?: string;
  isDisabled?: boolean | undefined;
}

/**
 * A colour: the browser's picker beside a hex field ('#39f' and '3968FA' work). Until the text is a
 * colour the configuration keeps the last good one, so a preview never breaks.
 */
export function ColourField({
  label,
  description,
  value,
  onChange,
  errorMessage,
  example = '#1a73e8',
  isDisabled,
}: ColourFieldProps) {
  const [text, setText] = useState(value);
  const [malformed, setMalformed] = useState(false);

  // A change from outside (a suggestion taken, a version restored) replaces what was typed.
  useEffect(() => {
    setText((typed) => (normaliseHex(typed) === value ? typed : value));
    setMalformed(false);
  }, [value]);

  const message = malformed ? `${label} must be a colour such as ${example}.` : errorMessage;
  return (
    <TextField
      value={text}
      onChange={(typed) => {
        setText(typed);
        const hex = normaliseHex(typed);
        setMalformed(hex === undefined);
        if (hex !== undefined && hex !== value) onChange(hex);
      }}
      isDisabled={isDisabled}
      isInvalid={Boolean(message)}
      validationBehavior="aria"
      className={field.field}
    >
      <FieldLabel>{label}</FieldLabel>
      <div className={styles.colourRow}>
        <input
          type="color"
          className={styles.picker}
          value={value}
          disabled={isDisabled}
          aria-label={`${label}: pick a colour`}
          onChange={(event) => {
            setText(event.target.value);
            setMalformed(false);
            onChange(event.target.value);
          }}
        />
        <Input className={`${field.control} ${field.input} ${styles.hex}`} spellCheck={false} maxLength={7} />
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{message}</FieldErrorText>
    </TextField>
  );
}
