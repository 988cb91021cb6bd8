/** The form-level error, announced as soon as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="alert alert-error" role="alert" tabIndex={-1}>
      {message}
    </div>
  );
}
