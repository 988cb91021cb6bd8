export type {
  OrgPropertySwitcherProps,
  SwitcherOrganization,
  SwitcherProperty,
} from './OrgPropertySwitcher.tsx';
export { OrgPropertySwitcher } from './OrgPropertySwitcher.tsx';
export {
  NAME_TRUNCATE_AFTER,
  SWITCHER_MAX_HEIGHT_PX,
  SWITCHER_MIN_WIDTH_PX,
  SWITCHER_PX_PER_CHAR,
  SWITCHER_SCROLL_FROM,
  switcherColumns,
  switcherColumnWidth,
  TRUNCATED_NAME_WIDTH_PX,
} from './switcherLayout.ts';
