import { type FocusEvent, type PointerEvent, useState } from 'react';
import { Button, Link } from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import a11y from '../theme/a11y.module.css';
import styles from './SideMenu.module.css';
import { SideMenuIcon } from './SideMenuIcon.tsx';
import { activeSideMenuRoute, nameInitials, type SideMenuGroup, sideMenuHref } from './sideMenuDefinition.ts';

/** portal-spec §9: collapsed 35 px, expanded 230 px, 200 ms width animation (--pp-duration-fast). */
export const SIDE_MENU_COLLAPSED_WIDTH = 35;
export const SIDE_MENU_EXPANDED_WIDTH = 230;

export interface SideMenuProps {
  /** The module's label and entries, from the app's module registry. */
  menu: SideMenuGroup;
  /** The current path; picks the current entry. */
  currentPath: string;
  organizationName?: string;
  propertyName?: string;
  /** Organization id added to every link as oid. */
  oid?: number | string | null;
  /** Property id added to every link as pid. */
  pid?: number | string | null;
  /** Pinned open by the arrow button; the app remembers it and restores it on load. */
  pinned: boolean;
  onPinnedChange: (pinned: boolean) => void;
}

function Names({
  organizationName,
  propertyName,
  expanded,
}: Pick<SideMenuProps, 'organizationName' | 'propertyName'> & { expanded: boolean }) {
  if (!organizationName && !propertyName) return null;
  const rows = [
    { kind: 'Organization', name: organizationName },
    { kind: 'Property', name: propertyName },
  ].filter((row): row is { kind: string; name: string } => Boolean(row.name));
  return (
    <dl className={styles.names}>
      {rows.map(({ kind, name }) => (
        <div key={kind} className={styles.nameRow}>
          <dt className={a11y.visuallyHidden}>{kind}</dt>
          <dd className={styles.nameValue}>
            {/* Collapsed: initials on screen, the full name for assistive technology. */}
            {expanded ? null : (
              <span className={styles.initials} aria-hidden="true">
                {nameInitials(name)}
              </span>
            )}
            <span
              className={expanded ? styles.name : a11y.visuallyHidden}
              title={expanded ? name : undefined}
            >
              {name}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The product module's side menu: collapsed to icons, expanding on hover or keyboard focus and
 * collapsing on leave unless pinned with the arrow button.
 */
export function SideMenu({
  menu,
  currentPath,
  organizationName,
  propertyName,
  oid,
  pid,
  pinned,
  onPinnedChange,
}: SideMenuProps) {
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const group = menu;
  const expanded = pinned || hovered || focusWithin;
  const activeRoute = activeSideMenuRoute(group, currentPath);
  const onPointer = (entering: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(entering);
  };

  return (
    <div
      className={styles.root}
      style={{ width: pinned ? SIDE_MENU_EXPANDED_WIDTH : SIDE_MENU_COLLAPSED_WIDTH }}
    >
      <nav
        aria-label={group.label}
        className={styles.panel}
        data-expanded={expanded || undefined}
        style={{ width: expanded ? SIDE_MENU_EXPANDED_WIDTH : SIDE_MENU_COLLAPSED_WIDTH }}
        onPointerEnter={onPointer(true)}
        onPointerLeave={onPointer(false)}
        onFocus={() => setFocusWithin(true)}
        onBlur={(event: FocusEvent) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false);
        }}
      >
        {/* The arrow keeps its place in both states, so hovering in does not move it from under the pointer. */}
        {/* A plain button with aria-pressed, not react-aria's ToggleButton: that one imports
            ToggleButtonGroup's module, and once any page draws a group (Cookie Consent's filter
            chips, banner preview) the module carries the toolbar and FocusScope onto every shell
            route (bundle-budget.test.ts). */}
        <Button
          className={styles.pin}
          aria-pressed={pinned}
          onPress={() => onPinnedChange(!pinned)}
          aria-label="Keep menu expanded"
        >
          <Icon name="chevron-right" size={14} className={styles.arrow} />
        </Button>
        <Names organizationName={organizationName} propertyName={propertyName} expanded={expanded} />
        <p className={expanded ? styles.groupLabel : a11y.visuallyHidden} aria-hidden="true">
          {group.label}
        </p>
        <ul className={styles.entries}>
          {group.entries.map((entry) => {
            const current = entry.route === activeRoute;
            return (
              <li key={entry.route}>
                <Link
                  href={sideMenuHref(entry.route, oid, pid)}
                  aria-current={current ? 'page' : undefined}
                  className={styles.link}
                >
                  <SideMenuIcon name={entry.icon} className={styles.icon} />
                  <span className={expanded ? styles.label : a11y.visuallyHidden}>{entry.label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
