import { TextArea, type TextAreaProps } from '@privacy-portal/ui/TextArea';
import type { FieldValues } from 'react-hook-form';
import { type TextBindingOptions, useTextBinding } from './useTextBinding.ts';

type FormTextAreaProps<V extends FieldValues> = TextBindingOptions<V> &
  Omit<TextAreaProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage'>;

/** The ui TextArea bound to the surrounding react-hook-form (FormProvider); an edit clears its message. */
export function FormTextArea<V extends FieldValues>({ name, rules, onEdit, ...rest }: FormTextAreaProps<V>) {
  return <TextArea {...rest} {...useTextBinding<V>({ name, rules, onEdit })} />;
}
