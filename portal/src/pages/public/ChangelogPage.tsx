import { Badge } from '@privacy-portal/ui/Badge';
import { Link } from 'react-router-dom';
import { useLocale, useT } from '../../i18n/hooks.ts';
import { Message } from '../../i18n/Message.tsx';
import styles from './changelog.module.css';
import { formatReleaseDate, RELEASES } from './changelog.ts';
import { Hero } from './parts.tsx';
import shared from './public.module.css';

/** /changelog: the release notes of Privacy Portal, newest first. */
export function ChangelogPage() {
  const t = useT();
  const { locale } = useLocale();
  return (
    <>
      <Hero
        eyebrow={t('changelog.eyebrow')}
        title={t('changelog.title')}
        lead={
          <p>
            <Message id="changelog.lead" components={{ 0: <Link to="/contactus?topic=support" /> }} />
          </p>
        }
      />
      <div className={`${shared.container} ${styles.list}`}>
        {RELEASES.map((release, index) => {
          const headingId = `release-${release.version}`;
          return (
            <article key={release.version} className={styles.release} aria-labelledby={headingId}>
              <div className={styles.meta}>
                <span className={styles.version}>{t('changelog.version', { version: release.version })}</span>
                <time dateTime={release.date} className={styles.date}>
                  {formatReleaseDate(release.date, locale)}
                </time>
                {index === 0 ? <Badge tone="success">{t('changelog.latest')}</Badge> : null}
              </div>
              <div className={styles.body}>
                <h2 id={headingId} className={styles.title}>
                  {release.title}
                </h2>
                <p className={styles.summary}>{release.summary}</p>
                <ul className={styles.changes}>
                  {release.changes.map((change) => (
                    <li key={change}>{change}</li>
                  ))}
                </ul>
              </div>
            </article>
          );
        })}
      </div>
    </>
  );
}
