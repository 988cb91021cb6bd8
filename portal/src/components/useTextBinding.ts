import {
  type FieldValues,
  type Path,
  type RegisterOptions,
  useController,
  useFormContext,
} from 'react-hook-form';

export interface TextBindingOptions<V extends FieldValues> {
  name: Path<V>;
  /** The field's checks, usually `contractRules(schema, field, label)`. */
  rules?: RegisterOptions<V, Path<V>> | undefined;
  /** Runs on every edit (e.g. to hide a "saved" notice). */
  onEdit?: ((value: string) => void) | undefined;
}

/**
 * The props a ui text input takes, bound to the surrounding react-hook-form (FormProvider): an edit
 * clears the field's message, which otherwise stays until the next submit.
 */
export function useTextBinding<V extends FieldValues>({ name, rules, onEdit }: TextBindingOptions<V>) {
  const { control, clearErrors } = useFormContext<V>();
  const { field, fieldState } = useController({ control, name, ...(rules ? { rules } : {}) });
  return {
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    onChange: (value: string) => {
      field.onChange(value);
      if (fieldState.error) clearErrors(name);
      onEdit?.(value);
    },
    onBlur: field.onBlur,
    errorMessage: fieldState.error?.message,
  };
}
