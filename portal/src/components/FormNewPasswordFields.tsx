import type { FieldValues, Path, RegisterOptions } from 'react-hook-form';
import { useController, useFormContext } from 'react-hook-form';
import { NewPasswordFields } from './NewPasswordFields.tsx';

interface FormNewPasswordFieldsProps<V extends FieldValues> {
  /** The body fields of the password and its confirmation (e.g. password / confirmpassword). */
  passwordName: Path<V>;
  confirmationName: Path<V>;
  passwordRules: RegisterOptions<V, Path<V>>;
  confirmationRules: RegisterOptions<V, Path<V>>;
  passwordLabel?: string;
}

/** NewPasswordFields bound to the surrounding react-hook-form; an edit clears the field's message. */
export function FormNewPasswordFields<V extends FieldValues>({
  passwordName,
  confirmationName,
  passwordRules,
  confirmationRules,
  passwordLabel,
}: FormNewPasswordFieldsProps<V>) {
  const { control, clearErrors } = useFormContext<V>();
  const password = useController({ control, name: passwordName, rules: passwordRules });
  const confirmation = useController({ control, name: confirmationName, rules: confirmationRules });
  return (
    <NewPasswordFields
      {...(passwordLabel ? { passwordLabel } : {})}
      password={(password.field.value as string | undefined) ?? ''}
      confirmation={(confirmation.field.value as string | undefined) ?? ''}
      onPasswordChange={(value) => {
        password.field.onChange(value);
        if (password.fieldState.error) clearErrors(passwordName);
      }}
      onConfirmationChange={(value) => {
        confirmation.field.onChange(value);
        if (confirmation.fieldState.error) clearErrors(confirmationName);
      }}
      passwordError={password.fieldState.error?.message}
      confirmationError={confirmation.fieldState.error?.message}
    />
  );
}
