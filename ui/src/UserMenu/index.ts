export type { UserMenuProps } from './UserMenu.tsx';
export { UserMenu } from './UserMenu.tsx';
export type { UserMenuEntry } from './userMenuEntries.ts';
export { USER_MENU_ENTRIES, userInitials } from './userMenuEntries.ts';
