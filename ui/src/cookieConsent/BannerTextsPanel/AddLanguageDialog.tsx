import { builtInLocale } from '@privacy-portal/sdk/cookie-consent';
import { BannerConfig as ConfigRules } from '@privacy-portal/sdk/form-rules';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../Alert/index.ts';
import { Button } from '../../Button/index.ts';
import { Dialog } from '../../Dialog/index.ts';
import { RadioGroup } from '../../RadioGroup/index.ts';
import { TextField } from '../../TextField/index.ts';
import { type BannerFieldErrors, type CustomLanguage, fieldMessage } from '../bannerConfig/index.ts';
import styles from './BannerTextsPanel.module.css';

export interface AddLanguageDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The banner's custom languages, so a tag cannot be added twice. */
  existing: readonly CustomLanguage[];
  /** Name of the language whose texts the new one starts from (the default language). */
  copiedFromName: string;
  /** Adds it; resolves with the problems to show, or null once added. */
  onSubmit: (language: CustomLanguage) => Promise<BannerFieldErrors | null>;
}

// The tag's pattern is the contract's LanguageTag (the default_language field has the same rule).
const TAG = ConfigRules.default_language;
const TAG_PATTERN = new RegExp(TAG.pattern);
// CustomLanguage.name's maxLength in the contract (a nested field, so form-rules has no entry for it).
const NAME_MAX = 40;

/** The dialog that adds a language of the owner's own: its tag, its name in itself and its direction. */
export function AddLanguageDialog({
  isOpen,
  onClose,
  existing,
  copiedFromName,
  onSubmit,
}: AddLanguageDialogProps) {
  const formId = useId();
  const [tag, setTag] = useState('');
  const [name, setName] = useState('');
  const [dir, setDir] = useState<'ltr' | 'rtl'>('ltr');
  const [errors, setErrors] = useState<BannerFieldErrors>({});
  const [busy, setBusy] = useState(false);

  function reset() {
    setTag('');
    setName('');
    setDir('ltr');
    setErrors({});
  }

  function check(): BannerFieldErrors {
    const found: Record<string, string> = {};
    const typed = tag.trim();
    if (typed === '') found['language.tag'] = 'is required';
    else if (!TAG_PATTERN.test(typed)) found['language.tag'] = TAG.patternReason;
    else if (builtInLocale(typed))
      found['language.tag'] = 'is one of the ten built-in languages: tick it in the list instead';
    else if (existing.some((c) => c.tag.toLowerCase() === typed.toLowerCase()))
      found['language.tag'] = 'is already added';
    if (name.trim() === '') found['language.name'] = 'is required';
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const refused = await onSubmit({ tag: tag.trim(), name: name.trim(), dir });
      if (refused) setErrors(refused);
      else {
        reset();
        onClose();
      }
    } finally {
      setBusy(false);
    }
  }

  const shown = new Set(['language.tag', 'language.name', 'language.dir']);
  const other = Object.entries(errors)
    .filter(([path]) => !shown.has(path))
    .map(([path, reason]) => fieldMessage(path === '' ? 'The language' : path, reason));

  return (
    <Dialog
      title="Add a language"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !busy) {
          reset();
          onClose();
        }
      }}
      footer={
        <>
          <Button
            variant="secondary"
            isDisabled={busy}
            onPress={() => {
              reset();
              onClose();
            }}
          >
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            Add language
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.dialogForm} onSubmit={submit} noValidate>
        {other.length > 0 ? (
          <Alert tone="error" title="The language was not added">
            {other.join(' ')}
          </Alert>
        ) : null}
        <TextField
          label="Language tag"
          value={tag}
          onChange={(value) => setTag(value)}
          isRequired
          maxLength={TAG.maxLength}
          placeholder="nl"
          description="A BCP 47 tag such as nl, sv or en-GB."
          errorMessage={fieldMessage('Language tag', errors['language.tag'])}
        />
        <TextField
          label="Name"
          value={name}
          onChange={(value) => setName(value)}
          isRequired
          maxLength={NAME_MAX}
          placeholder="Nederlands"
          description="As its speakers write it: this is what the banner's language picker shows."
          errorMessage={fieldMessage('Name', errors['language.name'])}
        />
        <RadioGroup
          label="Direction"
          orientation="horizontal"
          value={dir}
          onChange={(value) => setDir(value as 'ltr' | 'rtl')}
          options={[
            { value: 'ltr', label: 'Left to right' },
            { value: 'rtl', label: 'Right to left' },
          ]}
          errorMessage={fieldMessage('Direction', errors['language.dir'])}
        />
        <p className={styles.hint}>
          Its texts start as a copy of the {copiedFromName} ones; translate them once it is added.
        </p>
      </form>
    </Dialog>
  );
}
