import { TextField, type TextFieldProps } from '@privacy-portal/ui/TextField';
import type { FieldValues } from 'react-hook-form';
import { type TextBindingOptions, useTextBinding } from './useTextBinding.ts';

type FormTextFieldProps<V extends FieldValues> = TextBindingOptions<V> &
  Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage'>;

/** The ui TextField bound to the surrounding react-hook-form (FormProvider); an edit clears its message. */
export function FormTextField<V extends FieldValues>({
  name,
  rules,
  onEdit,
  ...rest
}: FormTextFieldProps<V>) {
  return <TextField {...rest} {...useTextBinding<V>({ name, rules, onEdit })} />;
}
