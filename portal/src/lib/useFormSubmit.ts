import { type RefObject, useCallback, useState } from 'react';
import { useFocusFirstProblem } from './focus.ts';
import { explainProblem, type FieldMessages } from './problem.ts';
import type { Outcome } from './send.ts';

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
   * spreads a refusal over the fields. Answers the response body, or null when nothing was saved
   * (also when a submit is already under way).
   */
  submit: <T>(found: FieldMessages<F>, call: () => Promise<Outcome<T>>) => Promise<T | null>;
}

export interface FormSubmitOptions<F extends string> {
  /** Error codes that belong to one field, e.g. name_taken → orgname. */
  codeFields?: Partial<Record<string, F>>;
  /** The server's message word for word when it names no field (see explainProblem). */
  verbatim?: boolean;
}

/**
 * The state every form of the portal shares: client checks first, then the call, then the
 * server's field errors next to their fields (the form's field names are the API's body fields).
 */
export function useFormSubmit<F extends string>(
  labels: Record<F, string>,
  options: FormSubmitOptions<NoInfer<F>> = {},
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
    if (busy) return null;
    setSummary(null);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      markFailed();
      return null;
    }
    setBusy(true);
    let outcome: Outcome<T>;
    try {
      outcome = await call();
    } finally {
      setBusy(false);
    }
    if (outcome.ok) return outcome.data;
    const explained = explainProblem(outcome.problem, { labels, ...options });
    setErrors(explained.fields);
    setSummary(explained.summary);
    markFailed();
    return null;
  }

  return { formRef, errors, summary, busy, clearError, reset, submit };
}
