export type {
  DropdownMenuEntry,
  DropdownMenuItem,
  DropdownMenuProps,
  DropdownMenuSeparator,
} from './DropdownMenu.tsx';
export { DropdownMenu } from './DropdownMenu.tsx';
