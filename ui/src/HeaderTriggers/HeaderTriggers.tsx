import { Button } from 'react-aria-components';
import dropdown from '../DropdownMenu/DropdownMenu.module.css';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/icons.ts';
import type { IconMenuTriggerEvents } from '../IconButton/IconButton.tsx';
import bell from '../NotificationBell/NotificationBell.module.css';
import switcher from '../OrgPropertySwitcher/OrgPropertySwitcher.module.css';
import { isTruncatedName, TRUNCATED_NAME_WIDTH_PX } from '../OrgPropertySwitcher/switcherLayout.ts';
import a11y from '../theme/a11y.module.css';
import panel from '../theme/panel.module.css';
import user from '../UserMenu/UserMenu.module.css';
import { userInitials } from '../UserMenu/userMenuEntries.ts';

/*
 * The closed triggers of the header's popups, drawn exactly as the popup components draw them (same
 * classes, content and accessible name, closed state), without their menus, popovers and dialogs.
 * A page shows these first and loads the popup itself when the trigger is first pointed at,
 * focused or pressed (portal/src/shell/popups). HeaderTriggers.test.tsx keeps them identical.
 */

/**
 * What the loading boundary listens to on a stand-in trigger: the same events as a row's menu trigger
 * (press start and end included, so that a popup arriving mid-press waits for the release).
 */
export type StandInEvents = IconMenuTriggerEvents;

/** The Products-style menu button of DropdownMenu (text trigger, not `iconOnly`). */
export function DropdownMenuTrigger({
  label,
  icon,
  ...events
}: StandInEvents & { label: string; icon?: IconName }) {
  return (
    <Button className={dropdown.trigger} aria-haspopup="true" aria-expanded={false} {...events}>
      {icon ? <Icon name={icon} size={18} /> : null}
      <span className={dropdown.triggerLabel}>{label}</span>
      <Icon name="chevron-down" size={16} className={dropdown.chevron} />
    </Button>
  );
}

/** The bell of NotificationBell with its new-count badge. */
export function NotificationBellTrigger({ newCount, ...events }: StandInEvents & { newCount: number }) {
  return (
    <Button className={panel.headerButton} aria-expanded={false} {...events}>
      <Icon name="bell" size={22} />
      <span className={a11y.visuallyHidden}>
        {newCount > 0 ? `Notifications, ${newCount} new` : 'Notifications'}
      </span>
      {newCount > 0 ? (
        <span className={`${panel.count} ${bell.badge}`} aria-hidden="true">
          {newCount > 99 ? '99+' : newCount}
        </span>
      ) : null}
    </Button>
  );
}

/** The help button of HelpPanel. */
export function HelpPanelTrigger(events: StandInEvents) {
  return (
    <Button className={panel.headerButton} aria-expanded={false} {...events}>
      <Icon name="help" size={22} />
      <span className={a11y.visuallyHidden}>Help</span>
    </Button>
  );
}

/** The initials, name and role button of UserMenu. */
export function UserMenuTrigger({
  firstName,
  lastName,
  roleName,
  ...events
}: StandInEvents & { firstName: string; lastName: string; roleName: string }) {
  const name = [firstName, lastName].filter(Boolean).join(' ');
  return (
    <Button className={user.trigger} aria-haspopup="true" aria-expanded={false} {...events}>
      <span className={user.avatar} aria-hidden="true">
        {userInitials(firstName, lastName)}
      </span>
      <span className={user.who}>
        <span className={user.name}>{name}</span>
        <span className={user.role}>{roleName}</span>
      </span>
      <Icon name="chevron-down" size={16} className={user.chevron} />
    </Button>
  );
}

function PairName({ name }: { name: string }) {
  const truncated = isTruncatedName(name);
  return (
    <span
      className={truncated ? switcher.truncated : switcher.name}
      style={truncated ? { maxWidth: TRUNCATED_NAME_WIDTH_PX } : undefined}
      title={truncated ? name : undefined}
    >
      {name}
    </span>
  );
}

/** The current organization / property button of OrgPropertySwitcher, in its root. */
export function OrgPropertySwitcherTrigger({
  organizationName,
  propertyName,
  ...events
}: StandInEvents & { organizationName?: string; propertyName?: string }) {
  return (
    <div className={switcher.root}>
      <Button className={switcher.trigger} aria-haspopup="true" aria-expanded={false} {...events}>
        {organizationName !== undefined && propertyName !== undefined ? (
          <span className={switcher.pair}>
            <span className={a11y.visuallyHidden}>Organization </span>
            <PairName name={organizationName} />
            <span className={switcher.separator} aria-hidden="true">
              /
            </span>
            <span className={a11y.visuallyHidden}> property </span>
            <PairName name={propertyName} />
          </span>
        ) : (
          <span className={switcher.name}>Select organization and property</span>
        )}
        <Icon name="chevron-down" size={16} className={switcher.chevron} />
      </Button>
    </div>
  );
}
