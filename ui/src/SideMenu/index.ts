export type { SideMenuProps } from './SideMenu.tsx';
export { SIDE_MENU_COLLAPSED_WIDTH, SIDE_MENU_EXPANDED_WIDTH, SideMenu } from './SideMenu.tsx';
export type { SideMenuIconName } from './SideMenuIcon.tsx';
export type { SideMenuEntry, SideMenuGroup } from './sideMenuDefinition.ts';
export { activeSideMenuRoute, nameInitials, sideMenuHref } from './sideMenuDefinition.ts';
