/**
 * A website address as people type it: "example.com" gets https://. Answers null when it still is not
 * a website address (the contract's url fields then refuse it). Used by the company, property and
 * registration forms, so that each sends the same address for the same input.
 */
export function normaliseWebsite(input: string): string | null {
  const trimmed = input.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  if (!/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(withScheme)) return null;
  try {
    const url = new URL(withScheme);
    return url.hostname.includes('.') || url.hostname === 'localhost' ? withScheme : null;
  } catch {
    return null;
  }
}

/** The message of an address normaliseWebsite cannot complete. */
export const WEBSITE_SHAPE_MESSAGE = 'Enter a website address like https://www.example.com.';
