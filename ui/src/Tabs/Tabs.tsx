import type { ReactNode } from 'react';
import { Tabs as AriaTabs, type Key, Tab, TabList, TabPanel } from 'react-aria-components';
import styles from './Tabs.module.css';

/** One tab and its panel. */
export interface TabItem {
  /** Stable id reported by onSelectionChange. */
  id: string;
  /** Tab text; also the tab's and the panel's accessible name. */
  label: ReactNode;
  /** Panel content, mounted only while the tab is selected. */
  content: ReactNode;
  isDisabled?: boolean;
  /** The pointer is on the tab: a panel that loads its code on first showing can start it now. */
  onPointerIntent?: () => void;
}

export interface TabsProps {
  /** The tabs, in display order. */
  items: TabItem[];
  /** Accessible name of the tab list, e.g. 'Pricing plans'. */
  label?: string;
  /** Selected tab id (controlled). */
  selectedKey?: string;
  /** Initially selected tab id (uncontrolled); the first enabled tab by default. */
  defaultSelectedKey?: string;
  /** Fires with the id of the newly selected tab. */
  onSelectionChange?: (id: string) => void;
  /** 'manual' moves focus with the arrow keys and selects only on Enter/Space (for panels that load data). */
  keyboardActivation?: 'automatic' | 'manual';
  /** Disables every tab. */
  isDisabled?: boolean;
}

/** Tabs on react-aria: arrow keys move between tabs, Tab moves into the panel. */
export function Tabs({
  items,
  label,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  keyboardActivation,
  isDisabled,
}: TabsProps) {
  return (
    <AriaTabs
      className={styles.tabs}
      selectedKey={selectedKey}
      // Naming the first enabled tab here keeps react-aria from reporting its own pick on mount.
      defaultSelectedKey={defaultSelectedKey ?? items.find((item) => !item.isDisabled)?.id}
      onSelectionChange={onSelectionChange ? (key: Key) => onSelectionChange(String(key)) : undefined}
      keyboardActivation={keyboardActivation}
      isDisabled={isDisabled}
      disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
    >
      <TabList aria-label={label} className={styles.list}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className={styles.tab} onHoverStart={item.onPointerIntent}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
