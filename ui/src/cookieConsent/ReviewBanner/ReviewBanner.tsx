import { Button } from '../../Button/index.ts';
import { Icon } from '../../Icon/index.ts';
import styles from './ReviewBanner.module.css';

export interface ReviewBannerProps {
  /** Cookies awaiting review (unpublished); nothing shows at 0. */
  count: number;
  /** Publishing is under way. */
  busy?: boolean;
  /** Publishes every unpublished cookie; left out for people who may only read. */
  onPublishAll?: () => void;
  /** Shows the cookies awaiting review in the inventory. */
  onReview?: () => void;
}

/** 'N cookies awaiting review': scanned and imported cookies the banner does not show until published. */
export function ReviewBanner({ count, busy = false, onPublishAll, onReview }: ReviewBannerProps) {
  if (count <= 0) return null;
  const title = `${count.toLocaleString('en')} ${count === 1 ? 'cookie' : 'cookies'} awaiting review`;
  return (
    <section className={styles.banner} aria-label={title}>
      <Icon name="warning" className={styles.icon} />
      <div className={styles.text}>
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.message}>
          Scans and imports add cookies unpublished: the banner lists them only once they are published. Check
          their categories and purposes, then publish them.
        </p>
      </div>
      {onReview || onPublishAll ? (
        <div className={styles.actions}>
          {onReview ? (
            <Button variant="secondary" size="sm" onPress={onReview} isDisabled={busy}>
              Review
            </Button>
          ) : null}
          {onPublishAll ? (
            <Button size="sm" onPress={onPublishAll} loading={busy}>
              Publish all
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
