import { Button as AriaButton } from 'react-aria-components';
import { Icon } from '../Icon/index.ts';
import styles from './QuickStartButton.module.css';

export interface QuickStartButtonProps {
  /** Pressed: the app reopens the Quick Start panel. */
  onPress: () => void;
  /** Floats at the bottom right of the window (where the panel opens) instead of sitting inline. */
  floating?: boolean;
}

/** The rocket button 'Quick Start' that reopens the closed panel (portal-spec §2 "Quick Start panel"). */
export function QuickStartButton({ onPress, floating = false }: QuickStartButtonProps) {
  return (
    <AriaButton
      className={floating ? `${styles.button} ${styles.floating}` : styles.button}
      onPress={onPress}
    >
      <Icon name="rocket" size={18} />
      Quick Start
    </AriaButton>
  );
}
