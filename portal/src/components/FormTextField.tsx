import { TextField, type TextFieldProps } from '@privacy-portal/ui/TextField';
import {
  type FieldValues,
  type Path,
  type RegisterOptions,
  useController,
  useFormContext,
} from 'react-hook-form';

interface FormTextFieldProps<V extends FieldValues>
  extends Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage'> {
  name: Path<V>;
  /** The field's checks, usually `contractRules(schema, field, label)`. */
  rules?: RegisterOptions<V, Path<V>>;
  /** Runs on every edit (e.g. to hide a "saved" notice). */
  onEdit?: (value: string) => void;
}

/** The ui TextField bound to the surrounding react-hook-form (FormProvider); an edit clears its message. */
export function FormTextField<V extends FieldValues>({
  name,
  rules,
  onEdit,
  ...rest
}: FormTextFieldProps<V>) {
  const { control, clearErrors } = useFormContext<V>();
  const { field, fieldState } = useController({ control, name, ...(rules ? { rules } : {}) });
  return (
    <TextField
      {...rest}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(value) => {
        field.onChange(value);
        if (fieldState.error) clearErrors(name);
        onEdit?.(value);
      }}
      onBlur={field.onBlur}
      errorMessage={fieldState.error?.message}
    />
  );
}
