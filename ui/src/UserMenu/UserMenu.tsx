import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator, Text } from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import a11y from '../theme/a11y.module.css';
import panel from '../theme/panel.module.css';
import styles from './UserMenu.module.css';
import { USER_MENU_ENTRIES, type UserMenuEntry, userInitials } from './userMenuEntries.ts';

export interface UserMenuProps {
  firstName: string;
  lastName: string;
  /** The user's role string shown under the name, e.g. "Organization Administrator" (not an ARIA role). */
  roleName: string;
  /** The external help center (opens in a new tab). */
  helpCenterUrl: string;
  /** Quick Start is listed only once the quick-start guide was dismissed and the top menu hosts it. */
  quickStartInTopMenu?: boolean;
  /** Builds the href of an internal route, e.g. to add the oid and pid query parameters. */
  buildHref?: (path: string) => string;
  /** Quick Start was chosen (reopen the guide). */
  onQuickStart?: () => void;
  /** Any entry was chosen; links still navigate through their href. */
  onAction?: (id: UserMenuEntry['id']) => void;
}

const identity = (path: string) => path;

/** The user's initials, name and role; opens the account menu of portal-spec §2. */
export function UserMenu({
  firstName,
  lastName,
  roleName,
  helpCenterUrl,
  quickStartInTopMenu = false,
  buildHref = identity,
  onQuickStart,
  onAction,
}: UserMenuProps) {
  const name = [firstName, lastName].filter(Boolean).join(' ');
  const entries = USER_MENU_ENTRIES.filter((entry) => entry.id !== 'quick-start' || quickStartInTopMenu);

  return (
    <MenuTrigger>
      <Button className={styles.trigger}>
        <span className={styles.avatar} aria-hidden="true">
          {userInitials(firstName, lastName)}
        </span>
        <span className={styles.who}>
          <span className={styles.name}>{name}</span>
          <span className={styles.role}>{roleName}</span>
        </span>
        <Icon name="chevron-down" size={16} className={styles.chevron} />
      </Button>
      <Popover placement="bottom end" offset={4} className={`${panel.surface} ${styles.popover}`}>
        <Menu
          className={panel.menu}
          onAction={(key) => {
            if (key === 'quick-start') onQuickStart?.();
            onAction?.(key as UserMenuEntry['id']);
          }}
        >
          {entries.map((entry) => {
            if (entry.id === 'help-center') {
              return (
                <MenuItem
                  key={entry.id}
                  id={entry.id}
                  href={helpCenterUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  textValue={entry.label}
                  className={`${panel.menuItem} ${styles.item}`}
                >
                  <Text slot="label">
                    {entry.label}
                    <span className={a11y.visuallyHidden}> (opens in a new tab)</span>
                  </Text>
                  <Icon name="external-link" size={14} className={styles.external} />
                </MenuItem>
              );
            }
            const item = (
              <MenuItem
                key={entry.id}
                id={entry.id}
                href={entry.path ? buildHref(entry.path) : undefined}
                textValue={entry.label}
                className={`${panel.menuItem} ${styles.item}`}
              >
                {entry.label}
              </MenuItem>
            );
            // Sign Out sits apart from the other entries.
            return entry.id === 'sign-out'
              ? [<Separator key="separator" className={panel.separator} />, item]
              : item;
          })}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
