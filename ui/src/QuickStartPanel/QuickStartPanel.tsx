import type { Schemas } from '@privacy-portal/sdk';
import { useId, useRef } from 'react';
import { Accordion } from '../Accordion/index.ts';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Icon } from '../Icon/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { Loader } from '../Loader/index.ts';
import a11y from '../theme/a11y.module.css';
import { QuickStartLinks } from './QuickStartLinks.tsx';
import styles from './QuickStartPanel.module.css';
import { type Position, useDrag } from './useDrag.ts';
import { useSlide } from './useSlide.ts';

type QuickStartSection = Schemas['QuickStartSection'];

/** Link 17 (Connect to Systems) is coming soon and can never be completed, so progress leaves it out. */
const COMING_SOON_LINK = 17;

export interface QuickStartPanelProps {
  /** Whether the panel shows; it slides in and out over 350 ms (none with reduced motion). */
  isOpen: boolean;
  /** The sections and their links (Getting Started, Cookie Consent Management, …), in order. */
  sections: readonly QuickStartSection[];
  /** A link was pressed; the app applies the order rule and navigates or signals. */
  onLinkClick: (linkid: number) => void;
  /** The close button: hides the panel until the Quick Start button reopens it. */
  onClose: () => void;
  /** 'Dismiss': hides the guide for good (the top menu then hosts Quick Start). */
  onDismiss: () => void;
  /** The info alert, e.g. 'Please complete the previous steps'; the app removes it after 5000 ms. */
  alertMessage?: string | null;
  /** Gives the alert a dismiss button. */
  onAlertDismiss?: () => void;
  /** The sections are loading. */
  loading?: boolean;
  /** Section index opened first; defaults to the first section with steps left. */
  defaultExpandedSection?: number;
  /**
   * Start position in px from the viewport's top-left (e.g. where the user left it); by default the
   * panel is docked at the bottom right, in the room the page leaves for it.
   */
  defaultPosition?: Position;
  /** The panel was moved (by drag or arrow keys), with its new position; null when docked again. */
  onMove?: (position: Position | null) => void;
}

const countable = (section: QuickStartSection) =>
  section.quicklinks.filter((link) => link.linkid !== COMING_SOON_LINK);

function SectionTitle({ section }: { section: QuickStartSection }) {
  const links = countable(section);
  const done = links.filter((link) => link.isactualbtnclicked).length;
  return (
    <span className={styles.sectionTitle}>
      <span>{section.indextext}</span>
      <span className={styles.progress} aria-hidden="true">
        {done}/{links.length}
      </span>
      <span className={a11y.visuallyHidden}>
        {' '}
        ({done} of {links.length} completed)
      </span>
    </span>
  );
}

/** The floating, draggable Quick Start guide (portal-spec §2 "Quick Start panel", §4, §9: 300 px). */
export function QuickStartPanel({
  isOpen,
  sections,
  onLinkClick,
  onClose,
  onDismiss,
  alertMessage,
  onAlertDismiss,
  loading = false,
  defaultExpandedSection,
  defaultPosition,
  onMove,
}: QuickStartPanelProps) {
  const titleId = useId();
  const hintId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const { position, headerProps, onHandleKeyDown, reset } = useDrag(panelRef, defaultPosition, onMove);
  const { rendered, exiting } = useSlide(isOpen);
  if (!rendered) return null;

  const firstOpen =
    defaultExpandedSection ??
    (sections.find((s) => countable(s).some((link) => !link.isactualbtnclicked)) ?? sections[0])?.index;

  return (
    <section
      ref={panelRef}
      aria-labelledby={titleId}
      className={exiting ? `${styles.panel} ${styles.exiting}` : styles.panel}
      style={position ? { left: position.x, top: position.y, right: 'auto', bottom: 'auto' } : undefined}
      // While sliding out it can no longer be used.
      inert={exiting}
    >
      <div className={styles.header} {...headerProps}>
        <button
          type="button"
          className={styles.handle}
          aria-label="Move Quick Start panel"
          aria-describedby={hintId}
          onKeyDown={onHandleKeyDown}
        >
          <Icon name="menu" size={16} />
        </button>
        <span id={hintId} className={a11y.visuallyHidden}>
          Drag the header or use the arrow keys to move the panel.
        </span>
        <Icon name="rocket" size={18} className={styles.rocket} />
        <h2 id={titleId} className={styles.title}>
          Quick Start
        </h2>
        <IconButton icon="close" label="Close Quick Start" size="sm" onPress={onClose} />
      </div>

      <div className={styles.body}>
        {alertMessage ? (
          <Alert tone="info" onDismiss={onAlertDismiss}>
            {alertMessage}
          </Alert>
        ) : null}
        {loading ? (
          <Loader block label="Loading Quick Start" />
        ) : sections.length === 0 ? (
          <p className={styles.empty}>No steps to show.</p>
        ) : (
          <Accordion
            allowsMultipleExpanded={false}
            headingLevel={3}
            defaultExpandedKeys={firstOpen === undefined ? [] : [String(firstOpen)]}
            items={sections.map((section) => ({
              id: String(section.index),
              title: <SectionTitle section={section} />,
              content: <QuickStartLinks links={section.quicklinks} onLinkClick={onLinkClick} />,
            }))}
          />
        )}
      </div>

      <div className={styles.footer}>
        {position ? (
          // Moved away: back to the docked place, which the page keeps free.
          <Button variant="ghost" size="sm" onPress={reset}>
            Dock
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" onPress={onDismiss}>
          Dismiss
        </Button>
      </div>
    </section>
  );
}
