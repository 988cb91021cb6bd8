import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * The messages of a form checked on submit, beside the server's (a prop): a check's message shows
 * until its field is edited; a server message shows until its field is edited, and again after the
 * next submit that passes the check.
 */
export function useFieldMessages<F extends string>(
  serverErrors: Partial<Record<F, string>>,
  /** What the focus goes to after a failed check: the first element matching it. */
  invalidSelector = '[aria-invalid="true"]',
): {
  formRef: RefObject<HTMLFormElement | null>;
  /** The field's message, if any. */
  shown: (field: F) => string | undefined;
  /** Forgets the field's messages (it was edited). */
  edited: (field: F) => void;
  /** Shows the check's messages; false (and the focus to the first invalid field) when there are any. */
  passes: (found: Partial<Record<F, string>>) => boolean;
} {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const formRef = useRef<HTMLFormElement>(null);
  // Focus moves in an effect, once the fields are marked: a frame callback could run before that
  // render on a busy machine and leave the focus on the submit button.
  const [failedChecks, setFailedChecks] = useState(0);
  useEffect(() => {
    if (failedChecks > 0) formRef.current?.querySelector<HTMLElement>(invalidSelector)?.focus();
  }, [failedChecks, invalidSelector]);
  return {
    formRef,
    shown: (field) => errors[field] ?? (touched.has(field) ? undefined : serverErrors[field]),
    edited: (field) => {
      setErrors((previous) => ({ ...previous, [field]: undefined }));
      setTouched((previous) => new Set(previous).add(field));
    },
    passes: (found) => {
      setErrors(found);
      if (Object.keys(found).length > 0) {
        setFailedChecks((n) => n + 1);
        return false;
      }
      setTouched(new Set());
      return true;
    },
  };
}
