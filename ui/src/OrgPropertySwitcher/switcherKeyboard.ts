import type { Key } from 'react-aria-components';

/** One selectable menu item in display order; `column` is its organization's index. */
export interface SwitcherKeyEntry {
  key: string;
  text: string;
  column: number;
}

/**
 * Arrow-key order for the multi-column dropdown. React Aria's default list delegate compares item
 * positions on screen and reads the jump from one column's bottom to the next column's top as a
 * reversed list, which traps ArrowDown in the first column. This walks the items in reading order
 * instead (down/up through all organizations; left/right to the neighbouring organization).
 * Disabled items are left out of `entries`, so they are skipped.
 */
export class SwitcherKeyboardDelegate {
  constructor(private readonly entries: readonly SwitcherKeyEntry[]) {}

  private indexOf(key: Key): number {
    return this.entries.findIndex((entry) => entry.key === key);
  }

  getFirstKey(): Key | null {
    return this.entries[0]?.key ?? null;
  }

  getLastKey(): Key | null {
    return this.entries.at(-1)?.key ?? null;
  }

  getKeyBelow(key: Key): Key | null {
    const index = this.indexOf(key);
    return index < 0 ? this.getFirstKey() : (this.entries[index + 1]?.key ?? null);
  }

  getKeyAbove(key: Key): Key | null {
    const index = this.indexOf(key);
    return index < 0 ? this.getLastKey() : index === 0 ? null : (this.entries[index - 1]?.key ?? null);
  }

  getKeyRightOf(key: Key): Key | null {
    const column = this.entries[this.indexOf(key)]?.column ?? -1;
    return this.entries.find((entry) => entry.column > column)?.key ?? null;
  }

  getKeyLeftOf(key: Key): Key | null {
    const column = this.entries[this.indexOf(key)]?.column ?? Number.POSITIVE_INFINITY;
    const previousColumn = this.entries.findLast((entry) => entry.column < column)?.column;
    return this.entries.find((entry) => entry.column === previousColumn)?.key ?? null;
  }

  /** Type-ahead: the first item from `fromKey` on whose name starts with the typed text. */
  getKeyForSearch(search: string, fromKey?: Key | null): Key | null {
    const start = fromKey == null ? 0 : Math.max(0, this.indexOf(fromKey));
    const needle = search.toLocaleLowerCase();
    return (
      this.entries.slice(start).find((entry) => entry.text.toLocaleLowerCase().startsWith(needle))?.key ??
      null
    );
  }
}
