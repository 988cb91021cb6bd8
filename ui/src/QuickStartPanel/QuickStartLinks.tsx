import type { Schemas } from '@privacy-portal/sdk';
import { Button as AriaButton } from 'react-aria-components';
import { Icon } from '../Icon/index.ts';
import { Tooltip } from '../Tooltip/index.ts';
import styles from './QuickStartPanel.module.css';

type QuickStartLink = Schemas['QuickStartLink'];

export interface QuickStartLinksProps {
  links: readonly QuickStartLink[];
  onLinkClick: (linkid: number) => void;
}

/** The links of one section: a check and 'completed' in the name once done, the guide text as tooltip. */
export function QuickStartLinks({ links, onLinkClick }: QuickStartLinksProps) {
  return (
    <ol className={styles.links}>
      {links.map((link) => {
        const completed = link.isactualbtnclicked;
        return (
          <li key={link.linkid}>
            <Tooltip content={link.tooltipdescription} placement="end" isDisabled={!link.tooltipdescription}>
              <AriaButton
                // An explicit name: hidden text would be joined with a stray space by the name computation.
                aria-label={completed ? `${link.linkdisplaytext}, completed` : undefined}
                className={completed ? `${styles.link} ${styles.completed}` : styles.link}
                onPress={() => onLinkClick(link.linkid)}
              >
                <span className={styles.marker} aria-hidden="true">
                  {completed ? <Icon name="check" size={14} /> : null}
                </span>
                <span className={styles.linkText}>{link.linkdisplaytext}</span>
              </AriaButton>
            </Tooltip>
          </li>
        );
      })}
    </ol>
  );
}
