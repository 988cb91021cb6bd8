import { type RefObject, useState } from 'react';
import { type FieldValues, type Path, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import { useFocusFirstProblem } from './focus.ts';
import { type ExplainOptions, explainProblem } from './problem.ts';
import { problemOf } from './queryClient.ts';

export interface ApiFormOptions<V extends FieldValues> extends UseFormProps<V> {
  /** Form field name → label; the field names are the API's body fields, so details land on them. */
  labels: ExplainOptions<Path<V> & string>['labels'];
  /** Error codes that belong to one field, e.g. name_taken → orgname. */
  codeFields?: ExplainOptions<Path<V> & string>['codeFields'];
  /** The server's message word for word when it names no field (see explainProblem). */
  verbatim?: boolean;
}

export interface ApiForm<V extends FieldValues> extends UseFormReturn<V> {
  /** Put on the <form>: a failed submit moves focus to its first invalid field (or the alert). */
  formRef: RefObject<HTMLFormElement | null>;
  /** The message above the form when the server refused; null otherwise. */
  summary: string | null;
  /** Whether a submit is under way. */
  busy: boolean;
  /**
   * The <form>'s onSubmit: the contract's checks first, then `save`; a refusal it throws (an
   * ApiProblem from a mutation) is spread over the fields and the summary. Only one submit at a time.
   */
  submitWith: (save: (values: V) => Promise<unknown>) => (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** Shows a refusal on the form (for a call made outside submitWith). */
  showProblem: (error: unknown) => void;
  /** Forgets the summary and every field message (e.g. when a dialog is reset). */
  clearProblems: () => void;
}

/**
 * react-hook-form with what every portal form shares: messages are kept until the field is edited
 * (no re-check per keystroke), the server's `{ error: { details } }` land on the named fields in one
 * place, and focus moves to the first problem after a failed submit.
 */
export function useApiForm<V extends FieldValues>({
  labels,
  codeFields,
  verbatim,
  ...options
}: ApiFormOptions<V>): ApiForm<V> {
  const form = useForm<V>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    ...options,
  });
  const [summary, setSummary] = useState<string | null>(null);
  const [formRef, markFailed] = useFocusFirstProblem();

  function showProblem(error: unknown) {
    const explained = explainProblem(problemOf(error), {
      labels,
      ...(codeFields ? { codeFields } : {}),
      ...(verbatim ? { verbatim } : {}),
    });
    for (const [field, message] of Object.entries(explained.fields)) {
      form.setError(field as Path<V>, { type: 'server', message: message as string });
    }
    setSummary(explained.summary);
    markFailed();
  }

  const submitWith: ApiForm<V>['submitWith'] = (save) => async (event) => {
    if (form.formState.isSubmitting) {
      event?.preventDefault();
      return;
    }
    setSummary(null);
    let invalid = false;
    await form.handleSubmit(
      async (values) => {
        try {
          await save(values);
        } catch (error) {
          showProblem(error);
        }
      },
      () => {
        invalid = true;
      },
    )(event);
    // Only now: react-hook-form hands every field its message after the invalid callback, and the
    // focus must wait for all of them (else it can land on a later field marked first).
    if (invalid) markFailed();
  };

  function clearProblems() {
    form.clearErrors();
    setSummary(null);
  }

  return {
    ...form,
    formRef,
    summary,
    busy: form.formState.isSubmitting,
    submitWith,
    showProblem,
    clearProblems,
  };
}
