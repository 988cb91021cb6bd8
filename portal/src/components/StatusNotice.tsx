import type { ReactNode } from 'react';

/** A calm confirmation (e.g. "Your email is verified"), read out politely. */
export function StatusNotice({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div className="alert alert-success" role="status">
      {children}
    </div>
  );
}
