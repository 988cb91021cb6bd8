import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import styles from './Switch.module.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children' | 'className' | 'style'> {
  /** The label, clickable with the track; also the accessible name. */
  children: ReactNode;
  /** Puts the label before the track instead of after it. */
  labelPosition?: 'start' | 'end';
}

/** An on/off switch on react-aria (role switch); for settings that apply at once. */
export function Switch({ children, labelPosition = 'end', ...rest }: SwitchProps) {
  return (
    <AriaSwitch
      {...rest}
      className={[styles.switch, labelPosition === 'start' ? styles.start : ''].join(' ')}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={styles.label}>{children}</span>
    </AriaSwitch>
  );
}
