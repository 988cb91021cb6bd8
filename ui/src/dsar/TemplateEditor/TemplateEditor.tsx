import type { Schemas } from '@privacy-portal/sdk';
import { TEMPLATE_VARIABLES, type TemplateVariable } from '@privacy-portal/sdk/dsar';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Badge } from '../../Badge/index.ts';
import { Button } from '../../Button/index.ts';
import surface from '../../module/surface.module.css';
import { TextArea } from '../../TextArea/index.ts';
import { TextField } from '../../TextField/index.ts';
import a11y from '../../theme/a11y.module.css';
import { directionOf, languageLabel } from './languages.ts';
import styles from './TemplateEditor.module.css';
import { EMAIL_EVENT_HINTS, EMAIL_EVENT_LABELS } from './templateLabels.ts';
import { TEMPLATE_LIMITS, type TemplateErrors, type TemplateText } from './templateText.ts';

type Field = keyof TemplateText;

export interface TemplateEditorProps {
  event: Schemas['EmailEvent'];
  language: Schemas['FormLocale'];
  /** The text in the fields (controlled). */
  value: TemplateText;
  onChange: (text: TemplateText) => void;
  errors?: TemplateErrors;
  /** Whether the saved text is the organization's own (false: the product's default applies). */
  custom: boolean;
  /** Whether the fields differ from what is saved. */
  dirty: boolean;
  onSave: () => void;
  /** Goes back to the product's default text (resetEmailTemplate); offered for a custom text. */
  onReset: () => void;
  saving?: boolean;
  resetting?: boolean;
  /** Shows the text without changing it (people who may only read). */
  isDisabled?: boolean;
}

const VARIABLES = Object.entries(TEMPLATE_VARIABLES) as [TemplateVariable, string][];

/** The subject's input or the body's textarea inside the editor. */
const fieldIn = (box: HTMLElement | null, field: Field) =>
  box?.querySelector<HTMLInputElement | HTMLTextAreaElement>(field === 'subject' ? 'input' : 'textarea') ??
  null;

/**
 * The e-mail of one event in one language: its subject and body, with the variables it may use listed
 * beside them and inserted where the cursor was ({{request_id}} …), Save, and Reset to the product's
 * default. Arabic is edited right to left.
 */
export function TemplateEditor({
  event,
  language,
  value,
  onChange,
  errors = {},
  custom,
  dirty,
  onSave,
  onReset,
  saving = false,
  resetting = false,
  isDisabled = false,
}: TemplateEditorProps) {
  const box = useRef<HTMLDivElement>(null);
  const variablesHeading = useId();
  // The field a variable goes into: the last one focused (the body until then), and where its cursor
  // was when the focus left it (for the Insert button).
  const target = useRef<{ field: Field; start: number; end: number } | null>(null);
  const [caret, setCaret] = useState<{ field: Field; at: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const element = (field: Field) => fieldIn(box.current, field);
  const remember = (field: Field) => {
    const el = element(field);
    if (el)
      target.current = {
        field,
        start: el.selectionStart ?? el.value.length,
        end: el.selectionEnd ?? el.value.length,
      };
  };

  // After an insert, the cursor stands after the variable in its field.
  useLayoutEffect(() => {
    if (!caret) return;
    const el = fieldIn(box.current, caret.field);
    el?.focus();
    el?.setSelectionRange(caret.at, caret.at);
    setCaret(null);
  }, [caret]);

  const insert = (name: TemplateVariable) => {
    const field = target.current?.field ?? 'body';
    const text = value[field];
    const start = Math.min(target.current?.start ?? text.length, text.length);
    const end = Math.min(target.current?.end ?? text.length, text.length);
    const token = `{{${name}}}`;
    onChange({ ...value, [field]: `${text.slice(0, start)}${token}${text.slice(end)}` });
    target.current = { field, start: start + token.length, end: start + token.length };
    setCaret({ field, at: start + token.length });
    setAnnouncement(`{{${name}}} inserted into the ${field}.`);
  };

  const dir = directionOf(language);
  return (
    <div ref={box} className={styles.editor}>
      <header className={surface.header}>
        <div className={surface.heading}>
          <h2 className={styles.title}>
            {EMAIL_EVENT_LABELS[event]} · {languageLabel(language)}
          </h2>
          <p className={surface.muted}>{EMAIL_EVENT_HINTS[event]}</p>
        </div>
        <Badge tone={custom ? 'info' : 'neutral'}>{custom ? 'Your text' : 'Default text'}</Badge>
      </header>
      <div className={styles.fields} dir={dir} lang={language}>
        <TextField
          label="Subject"
          value={value.subject}
          onChange={(subject) => onChange({ ...value, subject })}
          onFocus={() => remember('subject')}
          onBlur={() => remember('subject')}
          maxLength={TEMPLATE_LIMITS.subjectMax}
          isRequired
          isDisabled={isDisabled}
          errorMessage={errors.subject}
        />
        <TextArea
          label="Body"
          value={value.body}
          onChange={(body) => onChange({ ...value, body })}
          onFocus={() => remember('body')}
          onBlur={() => remember('body')}
          maxLength={TEMPLATE_LIMITS.bodyMax}
          rows={12}
          isRequired
          isDisabled={isDisabled}
          errorMessage={errors.body}
        />
      </div>
      <section className={styles.variables} aria-labelledby={variablesHeading}>
        <h3 id={variablesHeading} className={styles.subheading}>
          Variables
        </h3>
        <p className={surface.muted}>
          Each is replaced by the request’s value when the e-mail is sent.
          {isDisabled ? '' : ' Insert puts it where the cursor was in the subject or the body.'}
        </p>
        <dl className={styles.variableList}>
          {VARIABLES.map(([name, meaning]) => (
            <div key={name} className={styles.variable}>
              <dt>
                <code className={styles.code}>{`{{${name}}}`}</code>
              </dt>
              <dd className={styles.meaning}>{meaning}</dd>
              {isDisabled ? null : (
                <dd className={styles.insert}>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Insert {{${name}}}`}
                    onPress={() => insert(name)}
                  >
                    Insert
                  </Button>
                </dd>
              )}
            </div>
          ))}
        </dl>
        <p role="status" className={a11y.visuallyHidden}>
          {announcement}
        </p>
      </section>
      {isDisabled ? null : (
        <div className={styles.actions}>
          <Button onPress={onSave} loading={saving} isDisabled={!dirty || resetting}>
            Save template
          </Button>
          {custom ? (
            <Button variant="secondary" onPress={onReset} loading={resetting} isDisabled={saving}>
              Reset to default
            </Button>
          ) : null}
          {dirty ? <span className={surface.muted}>Unsaved changes</span> : null}
        </div>
      )}
    </div>
  );
}
