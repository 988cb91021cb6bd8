/** The selection of a list's rows, kept by the page (it decides when a selection starts afresh). */
export interface RowSelection {
  /** Rows get checkboxes only when the page takes the selection. */
  selectable: boolean;
  isSelected: (id: number) => boolean;
  /** The selected ids among the rows shown, in the rows' order. */
  chosen: number[];
  toggle: (id: number, on: boolean) => void;
  /** Selects or clears every row shown; ids selected elsewhere stay as they are. */
  toggleAll: (on: boolean) => void;
  clear: () => void;
}

export function rowSelection(
  rows: readonly { id: number }[],
  selectedIds: ReadonlySet<number> | undefined,
  onSelectionChange: ((ids: Set<number>) => void) | undefined,
): RowSelection {
  const selected = selectedIds ?? new Set<number>();
  const change = (edit: (next: Set<number>) => void) => {
    const next = new Set(selected);
    edit(next);
    onSelectionChange?.(next);
  };
  return {
    selectable: onSelectionChange !== undefined,
    isSelected: (id) => selected.has(id),
    chosen: rows.filter((r) => selected.has(r.id)).map((r) => r.id),
    toggle: (id, on) => change((next) => (on ? next.add(id) : next.delete(id))),
    toggleAll: (on) =>
      change((next) => {
        for (const r of rows) {
          if (on) next.add(r.id);
          else next.delete(r.id);
        }
      }),
    clear: () => onSelectionChange?.(new Set()),
  };
}
