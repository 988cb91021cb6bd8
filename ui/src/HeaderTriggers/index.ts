export type { StandInEvents } from './HeaderTriggers.tsx';
export {
  DropdownMenuTrigger,
  HelpPanelTrigger,
  IconMenuTrigger,
  NotificationBellTrigger,
  OrgPropertySwitcherTrigger,
  UserMenuTrigger,
} from './HeaderTriggers.tsx';
