import type { DropdownMenuProps } from '@privacy-portal/ui/DropdownMenu';
import { IconMenuTrigger } from '@privacy-portal/ui/IconButton';
import { type ComponentType, useLayoutEffect, useRef, useState } from 'react';
import { onDemand } from './onDemand.ts';

type Menu = ComponentType<DropdownMenuProps>;

// One download for every row: once the menu has arrived, each row's trigger becomes the real one.
const menu = onDemand<Menu>(() => import('@privacy-portal/ui/DropdownMenu').then((m) => m.DropdownMenu));
const loadMenu = menu.load;

type RowActionsMenuProps = Omit<DropdownMenuProps, 'isOpen' | 'onOpenChange'> &
  Required<Pick<DropdownMenuProps, 'icon'>>;

/**
 * An icon-only DropdownMenu (a table row's actions) whose menu, popover and tooltip load when a
 * trigger is first pointed at, focused or pressed, as the header's popups do: a table of rows does
 * not pull react-aria's menus and overlays into the page. The page draws the closed trigger
 * (IconMenuTrigger, IconButton's button); a press made before the menu arrived opens it when it does,
 * with the focus on its trigger, so that closing it returns the focus there as before.
 */
export function RowActionsMenu(props: RowActionsMenuProps) {
  const Loaded = menu.use();
  const [open, setOpen] = useState(false);
  const [pressing, setPressing] = useState(false);
  /** Pressed, or focused, before the menu arrived: what to do once it is there. */
  const wanted = useRef<'open' | 'focus' | null>(null);
  const box = useRef<HTMLSpanElement>(null);
  // A pointer held on the stand-in keeps it until released, so that the press is not split between two buttons.
  const Menu = pressing ? null : Loaded;

  useLayoutEffect(() => {
    if (!Menu || !wanted.current) return;
    const intent = wanted.current;
    wanted.current = null;
    // The stand-in had the focus; the menu's trigger takes it before it opens, to get it back on close.
    box.current?.querySelector('button')?.focus();
    if (intent === 'open') setOpen(true);
  }, [Menu]);

  if (Menu) {
    return (
      <span ref={box} style={{ display: 'contents' }}>
        <Menu {...props} iconOnly isOpen={open} onOpenChange={setOpen} />
      </span>
    );
  }
  return (
    <span ref={box} style={{ display: 'contents' }}>
      <IconMenuTrigger
        label={props.label}
        icon={props.icon}
        isDisabled={props.isDisabled}
        onHoverStart={loadMenu}
        onFocus={() => {
          wanted.current ??= 'focus';
          loadMenu();
        }}
        onBlur={() => {
          if (wanted.current === 'focus') wanted.current = null;
        }}
        onPressStart={(e) => {
          if (e.pointerType !== 'keyboard') setPressing(true);
          loadMenu();
        }}
        onPressEnd={() => setPressing(false)}
        onPress={() => {
          wanted.current = 'open';
          loadMenu();
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            wanted.current = 'open';
            loadMenu();
          }
        }}
      />
    </span>
  );
}
