import { type RefObject, useEffect, useRef, useState } from 'react';

export interface FormErrors<F extends string> {
  errors: Partial<Record<F, string>>;
  formRef: RefObject<HTMLFormElement | null>;
  /** Shows these messages (a failed check) and focuses the first. */
  show: (errors: Partial<Record<F, string>>) => void;
  /** Forgets the field's message (it was edited). */
  edited: (field: F) => void;
}

/**
 * The messages a form shows: its own check's on submit, and the server's (a prop) when they arrive.
 * A field's message goes when that field is edited; after each failed submit, or each new set of
 * server messages, the focus goes to the first invalid field (or to the refusal above the fields).
 */
export function useFormErrors<F extends string>(
  serverErrors: Partial<Record<F, string>> | undefined,
  summary: string | null | undefined,
): FormErrors<F> {
  const formRef = useRef<HTMLFormElement | null>(null);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>(serverErrors ?? {});
  const [focusTick, setFocusTick] = useState(0);
  // The server's messages replace what is shown each time a new set arrives (render-time sync).
  const [seen, setSeen] = useState({ serverErrors, summary });
  if (seen.serverErrors !== serverErrors || seen.summary !== summary) {
    setSeen({ serverErrors, summary });
    setErrors(serverErrors ?? {});
    if ((serverErrors && Object.keys(serverErrors).length > 0) || summary) setFocusTick((n) => n + 1);
  }

  useEffect(() => {
    if (focusTick === 0) return;
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('[role="alert"]');
    if (target && !target.hasAttribute('tabindex') && target.getAttribute('role') === 'alert') {
      target.setAttribute('tabindex', '-1');
    }
    target?.focus();
  }, [focusTick]);

  return {
    errors,
    formRef,
    show(next) {
      setErrors(next);
      setFocusTick((n) => n + 1);
    },
    edited(field) {
      setErrors((current) => {
        if (current[field] === undefined) return current;
        const { [field]: _gone, ...rest } = current;
        return rest as Partial<Record<F, string>>;
      });
    },
  };
}
