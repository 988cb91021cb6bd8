import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A dialog whose code (react-aria's overlays, focus scopes, and the form inside it) is fetched on first
 * open, so that a page showing it closed does not download it.
 *
 * - A dialog rendered only while open (`{open ? <X /> : null}`) is fetched when it mounts.
 * - A dialog kept mounted with `isOpen` renders nothing until it is first opened, and stays mounted
 *   from then on, so its closing and the focus going back to its trigger work as before.
 *
 * Until the code arrives nothing is drawn and the focus stays on the trigger, which is where the
 * dialog's focus scope returns it on close.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function LazyDialog(props: P) {
    const isOpen = (props as { isOpen?: boolean }).isOpen;
    const [opened, setOpened] = useState(isOpen !== false);
    // Derived during render (React's pattern for state that follows a prop): no extra commit.
    if (isOpen && !opened) setOpened(true);
    if (!opened && !isOpen) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
