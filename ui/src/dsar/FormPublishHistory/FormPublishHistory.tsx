import type { DataTableColumn } from '../../DataTable/index.ts';
import { PublishHistory, type PublishHistoryTexts } from '../../module/PublishHistory/index.ts';
import { type FormVersion, languageCode } from '../formDefinition/index.ts';

export interface FormPublishHistoryProps {
  /** The published versions, newest first. */
  versions: readonly FormVersion[];
  loading?: boolean;
  /** Makes an earlier version the live one; the confirmation waits for it. */
  onActivate: (version: FormVersion) => Promise<unknown>;
  /** Deletes a version that is not live; the confirmation waits for it. */
  onDelete: (version: FormVersion) => Promise<unknown>;
  /** Read-only: no actions. */
  isDisabled?: boolean;
  /** How a publish time reads; medium date and short time in English by default. */
  formatDate?: (iso: string) => string;
}

const TEXTS: PublishHistoryTexts = {
  activeLabel: 'Live',
  emptyMessage: 'Nothing is published yet. Publish the form to put it online.',
  activateMessage: (version) =>
    `Visitors see version ${version} of the form at once. Your draft stays as it is.`,
  deleteMessage: 'It is removed from the history for good; requests made with it keep their version number.',
};

const LANGUAGES: DataTableColumn<FormVersion> = {
  id: 'languages',
  header: 'Languages',
  cell: (v) => v.languages.map(languageCode).join(' · '),
};

/** A form's publish history (the shared PublishHistory) with each version's languages. */
export function FormPublishHistory(props: FormPublishHistoryProps) {
  return <PublishHistory {...props} texts={TEXTS} extraColumns={[LANGUAGES]} />;
}
