import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Loader } from '../Loader/Loader.tsx';

export interface LazyPanelOptions {
  /** The spinner's accessible name while the code arrives ("Loading the texts"). */
  loadingLabel: string;
  /**
   * Loads once the place it is drawn at comes within a screen of the viewport, not when it is drawn:
   * for a section below the fold (a history table under an editor). Until then a block of
   * `placeholderHeight` holds its place, so the page does not jump.
   */
  whenNear?: boolean;
  placeholderHeight?: number;
}

export type LazyPanel<P> = ComponentType<P> & {
  /** Starts the download ahead of use: a tab pointed at or focused, before it is chosen. */
  preload(): void;
};

/**
 * A part of a page whose code (its fields, tables and their libraries) is fetched when it is first
 * shown: the panel of a tab not selected yet, or a section below the fold. The page's first paint
 * then carries only what it shows.
 */
export function lazyPanel<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { loadingLabel, whenNear = false, placeholderHeight = 240 }: LazyPanelOptions,
): LazyPanel<P> {
  let started: Promise<{ default: ComponentType<P> }> | null = null;
  const fetchPanel = () => {
    started ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        // A failed preload (offline for a moment) leaves the showing free to try again; a failed
        // showing goes to the route's error page, as a page that fails to load does.
        started = null;
        throw error;
      },
    );
    return started;
  };
  const Loaded = lazy(fetchPanel) as unknown as ComponentType<P>;
  const fallback = <Loader block label={loadingLabel} />;

  function Panel(props: P): ReactNode {
    const near = useNear(whenNear);
    if (!near.shown) {
      return <div ref={near.ref} style={{ minHeight: placeholderHeight }} aria-busy="true" />;
    }
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(Panel, { preload: () => void fetchPanel().catch(() => undefined) });
}

/** Whether a placeholder has come within a screen of the viewport (always, when not waiting for it). */
function useNear(wait: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(!wait);
  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  return { ref, shown };
}
