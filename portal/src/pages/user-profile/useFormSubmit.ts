import { type RefObject, useCallback, useState } from 'react';
import { useFocusFirstProblem } from '../../lib/focus.ts';
import { explainProblem, type FieldMessages } from '../../lib/problem.ts';
import type { Outcome } from '../../lib/send.ts';

export interface FormSubmit<F extends string> {
  /** Put on the <form>: a failed submit moves focus to its first invalid field. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Messages next to the fields, from the client checks or from the server. */
  errors: FieldMessages<F>;
  /** The message above the form when the server refused; null otherwise. */
  summary: string | null;
  busy: boolean;
  /** Forgets a field's message once the user edits it. */
  clearError: (field: F) => void;
  /** Forgets every message (e.g. when the form is reset). */
  reset: () => void;
  /**
   * Shows `found` when it holds any message; otherwise runs `call` with the busy state on and
   * spreads a refusal over the fields. Answers the response body, or null when nothing was saved.
   */
  submit: <T>(found: FieldMessages<F>, call: () => Promise<Outcome<T>>) => Promise<T | null>;
}

/**
 * The state every form of these pages shares: client checks first, then the call, then the
 * server's field errors next to their fields (the form's field names are the API's body fields).
 */
export function useFormSubmit<F extends string>(
  labels: Record<F, string>,
  codeFields?: Partial<Record<string, NoInfer<F>>>,
): FormSubmit<F> {
  const [errors, setErrors] = useState<FieldMessages<F>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [formRef, markFailed] = useFocusFirstProblem();

  const clearError = useCallback((field: F) => {
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  const reset = useCallback(() => {
    setErrors({});
    setSummary(null);
  }, []);

  async function submit<T>(found: FieldMessages<F>, call: () => Promise<Outcome<T>>): Promise<T | null> {
    setSummary(null);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      markFailed();
      return null;
    }
    setBusy(true);
    const outcome = await call();
    setBusy(false);
    if (outcome.ok) return outcome.data;
    const explained = explainProblem(outcome.problem, { labels, ...(codeFields ? { codeFields } : {}) });
    setErrors(explained.fields);
    setSummary(explained.summary);
    markFailed();
    return null;
  }

  return { formRef, errors, summary, busy, clearError, reset, submit };
}
