import type { Schemas } from '@privacy-portal/sdk';
import { Badge } from '../../Badge/index.ts';
import { LinkButton } from '../../LinkButton/index.ts';
import { CardEmpty, type CardLoad, DashboardCard } from './DashboardCard.tsx';
import styles from './DashboardCards.module.css';
import { formatDay, languageName } from './format.ts';

export interface BannerSummary {
  /** The version visitors see; null before the first publish. */
  publishedVersion: number | null;
  /** When the newest version was published. */
  lastPublishedAt: string | null;
  /** The settings of the version visitors see (the draft's before the first publish). */
  regulation: Schemas['Regulation'];
  languages: readonly string[];
  defaultLanguage: string;
}

export interface BannerCardProps {
  load: CardLoad<BannerSummary>;
  /** The Cookie Banner page. */
  href: string;
  headingLevel?: 2 | 3;
}

export const REGULATION_LABEL: Readonly<Record<Schemas['Regulation'], string>> = {
  gdpr: 'GDPR: asks before non-essential cookies (opt-in)',
  us_opt_out: 'US states: runs until the visitor opts out',
  none: 'No banner shown',
};

/** The banner at a glance: the version visitors see, when it was published, its regulation and languages. */
export function BannerCard({ load, href, headingLevel }: BannerCardProps) {
  return (
    <DashboardCard
      title="Cookie banner"
      href={href}
      linkLabel="Open Cookie Banner"
      load={load}
      headingLevel={headingLevel}
    >
      {(banner) => {
        const languages = banner.languages.map(
          (tag) => `${languageName(tag)}${tag === banner.defaultLanguage ? ' (default)' : ''}`,
        );
        if (banner.publishedVersion === null) {
          return (
            <CardEmpty
              title="Not published yet"
              message="Visitors see no banner until you publish one. Set its look, texts and regulation, then publish."
              action={
                <LinkButton href={href} size="sm">
                  Configure the banner
                </LinkButton>
              }
            />
          );
        }
        return (
          <dl className={styles.facts}>
            <div>
              <dt>Published</dt>
              <dd>
                <Badge tone="success">Version {banner.publishedVersion}</Badge>
                {banner.lastPublishedAt ? ` last published ${formatDay(banner.lastPublishedAt)}` : null}
              </dd>
            </div>
            <div>
              <dt>Regulation</dt>
              <dd>{REGULATION_LABEL[banner.regulation]}</dd>
            </div>
            <div>
              <dt>{languages.length === 1 ? 'Language' : `Languages (${languages.length})`}</dt>
              <dd>{languages.join(', ')}</dd>
            </div>
          </dl>
        );
      }}
    </DashboardCard>
  );
}
