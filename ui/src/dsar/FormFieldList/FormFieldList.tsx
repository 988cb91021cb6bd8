import { MAX_FORM_FIELDS } from '@privacy-portal/sdk/dsar';
import { type DragEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Badge } from '../../Badge/index.ts';
import { Icon } from '../../Icon/index.ts';
import a11y from '../../theme/a11y.module.css';
import {
  addCustomField,
  addDefaultField,
  CUSTOM_FIELD_TYPES,
  FIELD_TYPE_LABEL,
  type FormDefaults,
  type FormLocale,
  type FormPanelProps,
  fieldLabel,
  fieldProblems,
  isLockedField,
  missingDefaultFields,
  moveField,
  removeField,
} from '../formDefinition/index.ts';
import styles from './FormFieldList.module.css';

export interface FormFieldListProps extends FormPanelProps {
  /** The default texts in the ten languages: a default field put back gets its labels from them. */
  defaults: FormDefaults;
  /** The language whose labels the list shows (the one being edited). */
  language: FormLocale;
  /** The field whose settings are open beside the list. */
  selectedId: string | null;
  /** Opens a field's settings; also called with the new field after an add, and a neighbour after a remove. */
  onSelect: (id: string) => void;
}

type Grab = { id: string; from: number };
type DropAt = { index: number; side: 'before' | 'after' };

/** Six dots: the handle a field is dragged by. */
function GripIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      {[4, 8, 12].flatMap((y) => [5.5, 10.5].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.3" />))}
    </svg>
  );
}

function ArrowIcon({ direction }: { direction: 'up' | 'down' }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'up' ? 'M8 3 3.5 7.5h3V13h3V7.5h3z' : 'M8 13l4.5-4.5h-3V3h-3v5.5h-3z'}
        fill="currentColor"
      />
    </svg>
  );
}

/**
 * The form's fields in the order the visitor sees them. A field is reordered by dragging it, with the
 * Move up and Move down buttons, or from its handle with the keyboard (Space picks it up, the arrow
 * keys move it, Space drops it, Escape puts it back), each move announced. Fields are opened for
 * editing, removed (not those every request needs), added by type, and default fields put back.
 */
export function FormFieldList({
  definition,
  onChange,
  errors = {},
  isDisabled,
  language,
  selectedId,
  onSelect,
  defaults,
}: FormFieldListProps) {
  const helpId = useId();
  const headingId = useId();
  const [grab, setGrab] = useState<Grab | null>(null);
  const [dragId, setDragId] = useState<string | null>(null);
  const [dropAt, setDropAt] = useState<DropAt | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  /** The row whose main button takes the focus after the next render (after a remove). */
  const focusNext = useRef<string | null>(null);

  const fields = definition.fields;
  const count = fields.length;
  const label = (id: string) => fieldLabel(definition, id, language);
  const missing = missingDefaultFields(definition);
  const full = count >= MAX_FORM_FIELDS;

  useEffect(() => {
    const id = focusNext.current;
    if (!id) return;
    focusNext.current = null;
    listRef.current
      ?.querySelector<HTMLButtonElement>(`[data-field-id="${CSS.escape(id)}"] [data-part="open"]`)
      ?.focus();
  });

  function move(from: number, to: number, say: (position: number) => string) {
    if (to < 0 || to >= count || from === to) return false;
    onChange(moveField(definition, from, to));
    setAnnouncement(say(to + 1));
    return true;
  }

  function remove(index: number) {
    const field = fields[index];
    if (!field) return;
    const name = label(field.id);
    const neighbour = fields[index + 1] ?? fields[index - 1];
    onChange(removeField(definition, field.id));
    if (neighbour) {
      focusNext.current = neighbour.id;
      if (selectedId === field.id) onSelect(neighbour.id);
    }
    setAnnouncement(
      field.builtIn
        ? `${name} removed. It can be put back from Put back a default field.`
        : `${name} removed.`,
    );
  }

  function onHandleKey(event: KeyboardEvent<HTMLButtonElement>, index: number, id: string) {
    const name = label(id);
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (grab?.id === id) {
        setGrab(null);
        setAnnouncement(`${name} dropped at position ${index + 1} of ${count}.`);
      } else {
        setGrab({ id, from: index });
        setAnnouncement(
          `${name} picked up, position ${index + 1} of ${count}. Press the up and down arrow keys to move it, Space to drop it, Escape to cancel.`,
        );
      }
    } else if (grab?.id === id && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      const to = index + (event.key === 'ArrowUp' ? -1 : 1);
      if (!move(index, to, (p) => `${name}, position ${p} of ${count}.`)) {
        setAnnouncement(`${name} is already ${to < 0 ? 'first' : 'last'}.`);
      }
    } else if (grab?.id === id && event.key === 'Escape') {
      event.preventDefault();
      setGrab(null);
      if (grab.from !== index) onChange(moveField(definition, index, grab.from));
      setAnnouncement(`Reordering cancelled. ${name} is back at position ${grab.from + 1} of ${count}.`);
    }
  }

  function onDragOver(event: DragEvent<HTMLLIElement>, index: number) {
    if (dragId === null) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    const box = event.currentTarget.getBoundingClientRect();
    const side = event.clientY < box.top + box.height / 2 ? 'before' : 'after';
    if (dropAt?.index !== index || dropAt.side !== side) setDropAt({ index, side });
  }

  function onDrop(event: DragEvent<HTMLLIElement>) {
    event.preventDefault();
    const from = fields.findIndex((field) => field.id === dragId);
    if (from >= 0 && dropAt) {
      let to = dropAt.side === 'before' ? dropAt.index : dropAt.index + 1;
      if (from < to) to -= 1;
      const name = label(fields[from]?.id ?? '');
      move(from, to, (p) => `${name} moved to position ${p} of ${count}.`);
    }
    setDragId(null);
    setDropAt(null);
  }

  function add(type: (typeof CUSTOM_FIELD_TYPES)[number]) {
    const { definition: next, id } = addCustomField(definition, type);
    onChange(next);
    onSelect(id);
    const position = next.fields.findIndex((field) => field.id === id) + 1;
    setAnnouncement(
      `${FIELD_TYPE_LABEL[type]} field added at position ${position} of ${next.fields.length}.`,
    );
  }

  function putBack(id: string) {
    const next = addDefaultField(definition, id, defaults);
    onChange(next);
    onSelect(id);
    const position = next.fields.findIndex((field) => field.id === id) + 1;
    setAnnouncement(`${fieldLabel(next, id, language)} put back at position ${position}.`);
  }

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        Fields <span className={styles.count}>({count})</span>
      </h3>
      <p id={helpId} className={styles.help}>
        Drag a field by its handle, or use the arrows. With the keyboard, press Space on a handle to pick the
        field up, the arrow keys to move it and Space to drop it.
      </p>
      <ol ref={listRef} className={styles.rows}>
        {fields.map((field, index) => {
          const name = label(field.id);
          const locked = isLockedField(field.id);
          const problems = fieldProblems(errors, definition, field.id).length;
          const first = index === 0;
          const last = index === count - 1;
          return (
            <li
              key={field.id}
              data-field-id={field.id}
              className={styles.row}
              data-selected={selectedId === field.id || undefined}
              data-grabbed={grab?.id === field.id || undefined}
              data-dragging={dragId === field.id || undefined}
              data-drop={dropAt?.index === index ? dropAt.side : undefined}
              data-invalid={problems > 0 || undefined}
              draggable={!isDisabled}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', field.id);
                setDragId(field.id);
              }}
              onDragOver={(event) => onDragOver(event, index)}
              onDragLeave={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropAt(null);
              }}
              onDrop={onDrop}
              onDragEnd={() => {
                setDragId(null);
                setDropAt(null);
              }}
            >
              <button
                type="button"
                className={styles.handle}
                aria-label={`Reorder ${name}`}
                aria-describedby={helpId}
                aria-pressed={grab?.id === field.id}
                disabled={isDisabled}
                onKeyDown={(event) => onHandleKey(event, index, field.id)}
                onBlur={() => {
                  if (grab?.id === field.id) {
                    setGrab(null);
                    setAnnouncement(`${name} dropped at position ${index + 1} of ${count}.`);
                  }
                }}
              >
                <GripIcon />
              </button>
              <button
                type="button"
                data-part="open"
                className={styles.open}
                aria-current={selectedId === field.id ? 'true' : undefined}
                onClick={() => onSelect(field.id)}
              >
                <span className={styles.name}>{name}</span>
                <span className={styles.meta}>
                  {FIELD_TYPE_LABEL[field.type]} · {field.id}
                  {field.required ? ' · Required' : ''}
                </span>
              </button>
              {problems > 0 ? (
                <Badge tone="error" icon="error">
                  {problems === 1 ? '1 problem' : `${problems} problems`}
                </Badge>
              ) : null}
              <span className={styles.actions}>
                <button
                  type="button"
                  className={styles.action}
                  aria-label={`Move ${name} up`}
                  aria-disabled={isDisabled || first || undefined}
                  onClick={() => {
                    if (!isDisabled && !first)
                      move(index, index - 1, (p) => `${name} moved to position ${p} of ${count}.`);
                  }}
                >
                  <ArrowIcon direction="up" />
                </button>
                <button
                  type="button"
                  className={styles.action}
                  aria-label={`Move ${name} down`}
                  aria-disabled={isDisabled || last || undefined}
                  onClick={() => {
                    if (!isDisabled && !last)
                      move(index, index + 1, (p) => `${name} moved to position ${p} of ${count}.`);
                  }}
                >
                  <ArrowIcon direction="down" />
                </button>
                {locked ? (
                  <span className={styles.lockedNote} title="Every request needs this field">
                    <span className={a11y.visuallyHidden}>
                      {name} cannot be removed: every request needs it.
                    </span>
                  </span>
                ) : (
                  <button
                    type="button"
                    className={`${styles.action} ${styles.remove}`}
                    aria-label={`Remove ${name}`}
                    disabled={isDisabled}
                    onClick={() => remove(index)}
                  >
                    <Icon name="trash" size={16} />
                  </button>
                )}
              </span>
            </li>
          );
        })}
      </ol>
      <p role="status" className={a11y.visuallyHidden}>
        {announcement}
      </p>

      {isDisabled ? null : (
        <>
          <fieldset className={styles.addGroup}>
            <legend className={styles.groupLabel}>Add a field</legend>
            <div className={styles.addButtons}>
              {CUSTOM_FIELD_TYPES.map((type) => (
                <button
                  key={type}
                  type="button"
                  className={styles.addButton}
                  aria-disabled={full || undefined}
                  onClick={() => {
                    if (!full) add(type);
                  }}
                >
                  <Icon name="plus" size={16} />
                  {FIELD_TYPE_LABEL[type]}
                </button>
              ))}
            </div>
            {full ? (
              <p className={styles.help}>
                A form holds at most {MAX_FORM_FIELDS} fields: remove one to add another.
              </p>
            ) : null}
          </fieldset>
          {missing.length > 0 ? (
            <fieldset className={styles.addGroup}>
              <legend className={styles.groupLabel}>Put back a default field</legend>
              <div className={styles.addButtons}>
                {missing.map((field) => (
                  <button
                    key={field.id}
                    type="button"
                    className={styles.addButton}
                    aria-disabled={full || undefined}
                    onClick={() => {
                      if (!full) putBack(field.id);
                    }}
                  >
                    <Icon name="plus" size={16} />
                    {defaultName(field.id)}
                  </button>
                ))}
              </div>
            </fieldset>
          ) : null}
        </>
      )}
    </section>
  );
}

/** The English names of the default fields, for putting one back (its labels went with it). */
const DEFAULT_NAMES: Readonly<Record<string, string>> = {
  subjecttype: 'I am a',
  requesttype: 'Request type',
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email address',
  country: 'Country',
  state: 'State / Province',
  city: 'City',
  requestdetails: 'Request details',
  fileupload: 'Attach files',
  captchacontrol: 'Captcha',
};

function defaultName(id: string): string {
  return DEFAULT_NAMES[id] ?? id;
}
