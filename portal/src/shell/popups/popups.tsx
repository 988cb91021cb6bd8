import type { DropdownMenuProps } from '@privacy-portal/ui/DropdownMenu';
import {
  DropdownMenuTrigger,
  HelpPanelTrigger,
  NotificationBellTrigger,
  OrgPropertySwitcherTrigger,
  UserMenuTrigger,
} from '@privacy-portal/ui/HeaderTriggers';
import type { HelpPanelProps } from '@privacy-portal/ui/HelpPanel';
import type { NotificationBellProps } from '@privacy-portal/ui/NotificationBell';
import type { OrgPropertySwitcherProps } from '@privacy-portal/ui/OrgPropertySwitcher';
import type { UserMenuProps } from '@privacy-portal/ui/UserMenu';
import { deferred } from './deferred.tsx';

// The header's five popups, each a drop-in for the ui component of the same name: the trigger is in
// the first paint, the popup with its react-aria menus, popovers and focus scopes (36 KB gzip on
// every shell page) loads on first use.

export const DropdownMenu = deferred<DropdownMenuProps>(
  () => import('@privacy-portal/ui/DropdownMenu').then((m) => m.DropdownMenu),
  ({ label, icon, events }) => <DropdownMenuTrigger label={label} icon={icon} {...events} />,
);

export const NotificationBell = deferred<NotificationBellProps>(
  () => import('@privacy-portal/ui/NotificationBell').then((m) => m.NotificationBell),
  ({ newCount, events }) => <NotificationBellTrigger newCount={newCount} {...events} />,
);

export const HelpPanel = deferred<HelpPanelProps>(
  () => import('@privacy-portal/ui/HelpPanel').then((m) => m.HelpPanel),
  ({ events }) => <HelpPanelTrigger {...events} />,
);

export const UserMenu = deferred<UserMenuProps>(
  () => import('@privacy-portal/ui/UserMenu').then((m) => m.UserMenu),
  ({ firstName, lastName, roleName, events }) => (
    <UserMenuTrigger firstName={firstName} lastName={lastName} roleName={roleName} {...events} />
  ),
);

export const OrgPropertySwitcher = deferred<OrgPropertySwitcherProps>(
  () => import('@privacy-portal/ui/OrgPropertySwitcher').then((m) => m.OrgPropertySwitcher),
  ({ organizations, currentOrgId, currentPropertyId, events }) => {
    const org = organizations.find((o) => o.id === currentOrgId);
    const property = org?.properties.find((p) => p.property_id === currentPropertyId);
    return (
      <OrgPropertySwitcherTrigger
        organizationName={property ? org?.orgname : undefined}
        propertyName={property?.property_name}
        {...events}
      />
    );
  },
);
