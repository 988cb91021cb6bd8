import { PublishHistory, type PublishHistoryTexts } from '../../module/PublishHistory/index.ts';
import { type BannerVersion, FeatureGate, type TierFeature } from '../bannerConfig/index.ts';

export interface BannerHistoryTableProps {
  /** The published versions, newest first. */
  versions: readonly BannerVersion[];
  loading?: boolean;
  /** The tier features of the licence: rolling back is 'versioning' (basic and up). */
  features: readonly TierFeature[];
  upgradeHref: string;
  /** Makes an earlier version the active one (and the draft); the dialog waits for it. */
  onActivate: (version: BannerVersion) => Promise<unknown>;
  /** Removes a version from the history; the dialog waits for it. */
  onDelete: (version: BannerVersion) => Promise<unknown>;
  /** The draft has changes not saved yet, which a rollback would replace. */
  hasUnsavedChanges?: boolean;
  /** Read-only: no actions. */
  isDisabled?: boolean;
  /** How a publish time reads; medium date and short time in English by default. */
  formatDate?: (iso: string) => string;
}

/**
 * The banner's publish history (the shared PublishHistory): rolling back to an earlier version is
 * 'versioning' (basic and up), and it replaces the draft too.
 */
export function BannerHistoryTable({
  features,
  upgradeHref,
  hasUnsavedChanges,
  ...rest
}: BannerHistoryTableProps) {
  const texts: PublishHistoryTexts = {
    activeLabel: 'Active',
    emptyMessage: 'Nothing is published yet. Publish the draft to put the banner on the site.',
    activateMessage: (version) =>
      `Visitors see version ${version} at once, and it becomes the draft.${
        hasUnsavedChanges ? ' Your unsaved changes to the draft are replaced.' : ''
      }`,
    deleteMessage:
      'It is removed from the history for good; the consents given under it keep their version number.',
  };
  return (
    <PublishHistory
      {...rest}
      texts={texts}
      canRollBack={features.includes('versioning')}
      notice={
        <FeatureGate feature="versioning" features={features} upgradeHref={upgradeHref}>
          {null}
        </FeatureGate>
      }
    />
  );
}
