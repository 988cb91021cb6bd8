import { Dialog } from '@privacy-portal/ui/Dialog';
import { FormEmbedSnippet } from '@privacy-portal/ui/dsar/FormEmbedSnippet';
import type { FormSummary } from './forms.queries.ts';

interface EmbedDialogProps {
  isOpen: boolean;
  /** The form whose address and embed code are shown. */
  form: Pick<FormSummary, 'name' | 'public_url' | 'languages'> | null;
  onClose: () => void;
}

/** A form's address and iframe code (from the list and the builder). */
export function EmbedDialog({ isOpen, form, onClose }: EmbedDialogProps) {
  return (
    <Dialog
      title={form ? `Link & embed: ${form.name}` : 'Link & embed'}
      width="44rem"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {form ? (
        <FormEmbedSnippet publicUrl={form.public_url} formName={form.name} languages={form.languages} />
      ) : null}
    </Dialog>
  );
}
