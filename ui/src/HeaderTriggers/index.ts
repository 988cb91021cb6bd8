export type { StandInEvents } from './HeaderTriggers.tsx';
export {
  DropdownMenuTrigger,
  HelpPanelTrigger,
  NotificationBellTrigger,
  OrgPropertySwitcherTrigger,
  UserMenuTrigger,
} from './HeaderTriggers.tsx';
