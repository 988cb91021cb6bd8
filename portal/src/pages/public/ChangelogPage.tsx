import { Badge } from '@privacy-portal/ui/Badge';
import { Link } from 'react-router-dom';
import styles from './changelog.module.css';
import { formatReleaseDate, RELEASES } from './changelog.ts';
import { Hero } from './parts.tsx';
import shared from './public.module.css';

/** /changelog: the release notes of Privacy Portal, newest first. */
export function ChangelogPage() {
  return (
    <>
      <Hero
        eyebrow="Changelog"
        title="What's new in Privacy Portal"
        lead={
          <p>
            Every release, newest first. Questions about a change? Ask us through the{' '}
            <Link to="/contactus?topic=support">contact form</Link>.
          </p>
        }
      />
      <div className={`${shared.container} ${styles.list}`}>
        {RELEASES.map((release, index) => {
          const headingId = `release-${release.version}`;
          return (
            <article key={release.version} className={styles.release} aria-labelledby={headingId}>
              <div className={styles.meta}>
                <span className={styles.version}>Version {release.version}</span>
                <time dateTime={release.date} className={styles.date}>
                  {formatReleaseDate(release.date)}
                </time>
                {index === 0 ? <Badge tone="success">Latest</Badge> : null}
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
