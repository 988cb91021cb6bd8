import {
  Button,
  type Key,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  Separator,
  Text,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/icons.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import a11y from '../theme/a11y.module.css';
import panel from '../theme/panel.module.css';
import styles from './DropdownMenu.module.css';

/** A menu entry that runs an action or follows a link. */
export interface DropdownMenuItem {
  /** Stable id passed to the menu's onAction. */
  id: string;
  /** Visible text; also the item's accessible name. */
  label: string;
  /** Icon before the label. */
  icon?: IconName;
  /** Secondary line under the label, e.g. the user's role; read as part of the item's name. */
  description?: string;
  /** Makes the item a link (rendered as `<a>`); navigation goes through react-aria's RouterProvider if one is set. */
  href?: string;
  /** Link target, e.g. '_blank' for an external page (shows an external-link mark). */
  target?: '_blank' | '_self';
  /** Runs when this item is chosen (in addition to the menu's onAction). */
  onAction?: () => void;
  isDisabled?: boolean;
}

/** A line between groups of items. */
export interface DropdownMenuSeparator {
  id: string;
  separator: true;
}

export type DropdownMenuEntry = DropdownMenuItem | DropdownMenuSeparator;

export interface DropdownMenuProps {
  /** Trigger text; with `iconOnly`, the trigger's accessible name and tooltip instead. */
  label: string;
  /** The entries, in display order. */
  items: DropdownMenuEntry[];
  /** Fires with the id of the chosen item. */
  onAction?: (id: string) => void;
  /** Icon on the trigger (before the text, or alone with `iconOnly`). */
  icon?: IconName;
  /** Shows only the icon on the trigger, e.g. a user or menu icon in the header. */
  iconOnly?: boolean;
  /** Where the menu opens relative to the trigger. */
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
  /** Menu width in px (the spec's organization menu: at least 250, else 10 per character of the name). */
  menuWidth?: number;
  /** Menu height limit in px before it scrolls (the spec's property menu: 500). */
  menuMaxHeight?: number;
  /** Disables the trigger. */
  isDisabled?: boolean;
  /** Controlled open state. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

const isSeparator = (entry: DropdownMenuEntry): entry is DropdownMenuSeparator => 'separator' in entry;

/** A button that opens a menu of actions and links, on react-aria MenuTrigger/Menu (arrow keys, typeahead, Escape). */
export function DropdownMenu({
  label,
  items,
  onAction,
  icon,
  iconOnly = false,
  placement = 'bottom start',
  menuWidth,
  menuMaxHeight,
  isDisabled,
  isOpen,
  onOpenChange,
}: DropdownMenuProps) {
  const byId = new Map(items.filter((e) => !isSeparator(e)).map((e) => [e.id, e as DropdownMenuItem]));
  const handleAction = (key: Key) => {
    const id = String(key);
    byId.get(id)?.onAction?.();
    onAction?.(id);
  };

  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {iconOnly && icon ? (
        <IconButton icon={icon} label={label} isDisabled={isDisabled} />
      ) : (
        <Button className={styles.trigger} isDisabled={isDisabled}>
          {icon ? <Icon name={icon} size={18} /> : null}
          <span className={styles.triggerLabel}>{label}</span>
          <Icon name="chevron-down" size={16} className={styles.chevron} />
        </Button>
      )}
      <Popover
        className={styles.popover}
        placement={placement}
        offset={4}
        maxHeight={menuMaxHeight}
        // A given width is exact; otherwise the stylesheet sizes the menu from the trigger.
        style={menuWidth ? { width: `${menuWidth}px`, minWidth: 0, maxWidth: 'none' } : undefined}
      >
        <Menu
          className={`${panel.menu} ${styles.menu}`}
          onAction={handleAction}
          disabledKeys={items.filter((e) => !isSeparator(e) && e.isDisabled).map((e) => e.id)}
        >
          {items.map((entry) =>
            isSeparator(entry) ? (
              <Separator key={entry.id} className={panel.separator} />
            ) : (
              <MenuItem
                key={entry.id}
                id={entry.id}
                textValue={entry.label}
                href={entry.href}
                target={entry.target}
                rel={entry.target === '_blank' ? 'noopener noreferrer' : undefined}
                className={`${panel.menuItem} ${styles.item}`}
              >
                {entry.icon ? <Icon name={entry.icon} size={16} className={styles.itemIcon} /> : null}
                {/* Everything visible is in the label, so it all forms the item's name (WCAG 2.5.3). */}
                <Text slot="label" className={styles.itemText}>
                  <span className={styles.label}>
                    {entry.label}
                    {entry.target === '_blank' ? (
                      <>
                        <Icon name="external-link" size={14} className={styles.external} />
                        <span className={a11y.visuallyHidden}> (opens in a new tab)</span>
                      </>
                    ) : null}
                  </span>
                  {entry.description ? (
                    <span className={styles.description}> {entry.description}</span>
                  ) : null}
                </Text>
              </MenuItem>
            ),
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
