/**
 * A field's problem as one sentence: its label and the reason the server (or the page) gave,
 * "Title" + "must be at most 120 characters" → "Title must be at most 120 characters." A reason that
 * is a sentence of its own (it starts with a capital: "The text is too hard to read: …") is kept as it
 * is. Undefined when there is no reason, so it drops straight into `errorMessage`.
 */
export function fieldMessage(label: string, reason: string | undefined): string | undefined {
  const trimmed = reason?.trim();
  if (!trimmed) return undefined;
  const text = /^\p{Lu}/u.test(trimmed) ? trimmed : `${label} ${trimmed}`;
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** The problems under one path prefix (`regions.`), for a panel that shows a list's rows. */
export function errorsUnder(errors: Readonly<Record<string, string>>, prefix: string): [string, string][] {
  return Object.entries(errors).filter(([path]) => path === prefix || path.startsWith(`${prefix}.`));
}
