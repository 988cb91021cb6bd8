import { MAX_FONT_SIZE, MIN_FONT_SIZE } from '@privacy-portal/sdk/dsar';
import { useEffect, useState } from 'react';
import { TextField } from '../../TextField/index.ts';

export interface SizeFieldProps {
  label: string;
  /** In CSS pixels. */
  value: number;
  onChange: (size: number) => void;
  errorMessage?: string | undefined;
  isDisabled?: boolean | undefined;
}

const parse = (typed: string): number | undefined => {
  if (!/^\s*\d{1,3}\s*$/.test(typed)) return undefined;
  const size = Number(typed);
  return size >= MIN_FONT_SIZE && size <= MAX_FONT_SIZE ? size : undefined;
};

/** A text size in pixels, 8 to 72; out of range it says so and the form keeps the last good one. */
export function SizeField({ label, value, onChange, errorMessage, isDisabled }: SizeFieldProps) {
  const [text, setText] = useState(String(value));
  const [bad, setBad] = useState(false);
  useEffect(() => {
    setText((typed) => (parse(typed) === value ? typed : String(value)));
    setBad(false);
  }, [value]);
  return (
    <TextField
      label={label}
      value={text}
      inputMode="numeric"
      maxLength={3}
      isDisabled={isDisabled}
      description={`In pixels, ${MIN_FONT_SIZE} to ${MAX_FONT_SIZE}.`}
      errorMessage={
        bad ? `${label} must be a whole number from ${MIN_FONT_SIZE} to ${MAX_FONT_SIZE}.` : errorMessage
      }
      onChange={(typed) => {
        setText(typed);
        const size = parse(typed);
        setBad(size === undefined);
        if (size !== undefined && size !== value) onChange(size);
      }}
    />
  );
}
