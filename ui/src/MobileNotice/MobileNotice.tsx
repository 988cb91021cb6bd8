import { useId } from 'react';
import styles from './MobileNotice.module.css';

/** portal-spec §9: 767 px or less counts as mobile; the portal shows only this notice there. */
export const MOBILE_MAX_WIDTH_PX = 767;
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

export interface MobileNoticeProps {
  /** The portal's name in the message. */
  portalName?: string;
}

/** What narrow screens (under 768 px) show instead of a page: a request to use a tablet or desktop. */
export function MobileNotice({ portalName = 'This portal' }: MobileNoticeProps) {
  const titleId = useId();
  return (
    <section className={styles.notice} aria-labelledby={titleId}>
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true">
        <rect
          x="4"
          y="10"
          width="30"
          height="22"
          rx="2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        />
        <path d="M12 38h14M19 32v6" stroke="currentColor" strokeWidth="2.5" />
        <rect
          x="34"
          y="18"
          width="10"
          height="20"
          rx="2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        />
      </svg>
      <h1 id={titleId} className={styles.title}>
        Mobile view is not supported
      </h1>
      <p className={styles.text}>
        {portalName} is designed for larger screens. Please open this page on a tablet or desktop.
      </p>
    </section>
  );
}
