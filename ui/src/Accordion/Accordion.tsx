import type { ReactNode } from 'react';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type Key,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import styles from './Accordion.module.css';

/** One section: a heading button and the content it shows or hides. */
export interface AccordionItem {
  /** Stable id reported by onExpandedChange. */
  id: string;
  /** Section title, inside the heading's button. */
  title: ReactNode;
  /** Section content. */
  content: ReactNode;
  isDisabled?: boolean;
}

export interface AccordionProps {
  /** The sections, in display order. */
  items: AccordionItem[];
  /** Several sections may be open at once (default); false closes the others when one opens. */
  allowsMultipleExpanded?: boolean;
  /** Open section ids (controlled). */
  expandedKeys?: string[];
  /** Initially open section ids (uncontrolled). */
  defaultExpandedKeys?: string[];
  /** Fires with every open section id after a section opens or closes. */
  onExpandedChange?: (ids: string[]) => void;
  /** Heading level of the section titles, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Disables every section. */
  isDisabled?: boolean;
}

/** Collapsible sections on react-aria DisclosureGroup; each title is a button inside a heading. */
export function Accordion({
  items,
  allowsMultipleExpanded = true,
  expandedKeys,
  defaultExpandedKeys,
  onExpandedChange,
  headingLevel = 3,
  isDisabled,
}: AccordionProps) {
  return (
    <DisclosureGroup
      className={styles.accordion}
      allowsMultipleExpanded={allowsMultipleExpanded}
      expandedKeys={expandedKeys}
      defaultExpandedKeys={defaultExpandedKeys}
      onExpandedChange={
        onExpandedChange
          ? (keys: Set<Key>) =>
              // Report in section order, whatever order they were opened in.
              onExpandedChange(items.map((item) => item.id).filter((id) => keys.has(id)))
          : undefined
      }
      isDisabled={isDisabled}
    >
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} isDisabled={item.isDisabled} className={styles.section}>
          <Heading level={headingLevel} className={styles.heading}>
            <Button slot="trigger" className={styles.trigger}>
              <Icon name="chevron-right" size={16} className={styles.chevron} />
              <span className={styles.title}>{item.title}</span>
            </Button>
          </Heading>
          <DisclosurePanel className={styles.panel}>
            <div className={styles.content}>{item.content}</div>
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
