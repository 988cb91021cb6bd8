import styles from './Icon.module.css';
import { ICON_PATHS, type IconName } from './icons.ts';

export interface IconProps {
  /** Which icon to draw. */
  name: IconName;
  /** Width and height in px. */
  size?: number;
  /**
   * Accessible name. Without it the icon is decorative and hidden from assistive technology
   * (the usual case: the surrounding button or link carries the name).
   */
  label?: string;
  /** Extra class for layout (margins, alignment); the colour follows `currentColor`. */
  className?: string;
}

/** An inline SVG icon on a 24×24 grid, stroked with the current text colour. */
export function Icon({ name, size = 20, label, className }: IconProps) {
  return (
    <svg
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={[styles.icon, className].filter(Boolean).join(' ')}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
    >
      {ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
