interface SubmitButtonProps {
  busy: boolean;
  label: string;
  busyLabel: string;
}

/** The form's main button; disabled, with a progress label, while the request runs. */
export function SubmitButton({ busy, label, busyLabel }: SubmitButtonProps) {
  return (
    <button type="submit" className="button button-primary button-block" disabled={busy} aria-busy={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
