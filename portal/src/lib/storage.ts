/** Reads and writes Web Storage without throwing when it is unavailable (private mode, blocked cookies). */

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(which: Area, key: string, value: string | null): void {
  try {
    const storage = area(which);
    if (!storage) return;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Storage is full or blocked; the app keeps working for this page view.
  }
}

/** Forgets everything the portal stored in this browser (log out, /resetpswd, /setpassword, idle timeout). */
export function clearLocalData(): void {
  for (const which of ['local', 'session'] as const) {
    try {
      area(which)?.clear();
    } catch {
      // Blocked storage holds nothing to clear.
    }
  }
}
