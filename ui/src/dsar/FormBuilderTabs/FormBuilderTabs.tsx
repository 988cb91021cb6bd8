import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import styles from './FormBuilderTabs.module.css';

export interface FormBuilderTab {
  id: string;
  /** The tab's text; also names its panel. */
  label: ReactNode;
  /** Mounted only while the tab is selected. */
  content: ReactNode;
}

export interface FormBuilderTabsProps {
  tabs: readonly FormBuilderTab[];
  /** The tab list's accessible name. */
  label: string;
  /** The selected tab (controlled). */
  selectedId: string;
  onSelect: (id: string) => void;
}

/**
 * The builder's tabs, written on the WAI-ARIA tabs pattern without a collection library (the builder's
 * route stays within its weight): one tab in the Tab order, the arrow keys (Home, End) move between
 * tabs and select them, the panel follows and takes the focus next.
 */
export function FormBuilderTabs({ tabs, label, selectedId, onSelect }: FormBuilderTabsProps) {
  const prefix = useId();
  const list = useRef<HTMLDivElement>(null);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selectedId),
  );
  const selected = tabs[index];

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
    };
    let next: number | undefined;
    if (event.key in step) next = (index + (step[event.key] ?? 0) + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  }

  return (
    <div className={styles.tabs}>
      <div ref={list} role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${prefix}-tab-${tab.id}`}
            aria-selected={i === index}
            aria-controls={`${prefix}-panel-${tab.id}`}
            tabIndex={i === index ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.id)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {selected ? (
        <div
          role="tabpanel"
          id={`${prefix}-panel-${selected.id}`}
          aria-labelledby={`${prefix}-tab-${selected.id}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern puts the panel in the Tab order
          tabIndex={0}
          className={styles.panel}
        >
          {selected.content}
        </div>
      ) : null}
    </div>
  );
}
