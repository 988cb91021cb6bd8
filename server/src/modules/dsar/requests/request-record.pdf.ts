/**
 * A request's record as a PDF: who asked for what, the answers, the deadlines, the stages and tasks,
 * the attachments and the whole timeline, for the organization's files or a regulator.
 *
 * Only the PDF standard fonts are used (Helvetica), so no font file is embedded and the file stays
 * small. Their encoding is WinAnsi (Windows-1252): Latin scripts print as typed, but a character
 * outside it (Arabic, Chinese, Japanese, Devanagari, emoji…) cannot be drawn and is printed as '?'.
 * The timeline and the answers keep the original text in the database and the API.
 */
import type { components } from '@privacy-portal/sdk';
import { REQUEST_TYPE_LABELS, SUBJECT_TYPE_LABELS } from '@privacy-portal/sdk/dsar';
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';

type RequestDetail = components['schemas']['Request'];
type TimelineEvent = components['schemas']['TimelineEvent'];

const PAGE_WIDTH = 595.28; // A4
const PAGE_HEIGHT = 841.89;
const MARGIN = 50;
const FOOTER = 30;

interface Palette {
  text: RGB;
  muted: RGB;
  rule: RGB;
}

const humanise = (s: string) => (s.charAt(0).toUpperCase() + s.slice(1)).replace(/_/g, ' ');

const formatSize = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** An instant as 'YYYY-MM-DD HH:MM UTC'. */
const when = (iso: string | null | undefined) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : '-');

class RecordWriter {
  private page!: PDFPage;
  private y = 0;
  readonly pages: PDFPage[] = [];
  private readonly charset: Set<number>;
  private readonly doc: PDFDocument;
  private readonly font: PDFFont;
  private readonly bold: PDFFont;
  private readonly colors: Palette;

  constructor(doc: PDFDocument, font: PDFFont, bold: PDFFont, colors: Palette) {
    this.doc = doc;
    this.colors = colors;
    this.font = font;
    this.bold = bold;
    this.charset = new Set([...font.getCharacterSet(), ...bold.getCharacterSet()]);
    this.newPage();
  }

  /** The text in characters the standard fonts can draw; any other becomes '?'. */
  clean(text: string): string {
    let out = '';
    for (const ch of text.normalize('NFC').replace(/\t/g, '    ')) {
      const code = ch.codePointAt(0) as number;
      out += this.charset.has(code) ? ch : code < 0x20 ? ' ' : '?';
    }
    return out;
  }

  private newPage(): void {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push(this.page);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  private ensure(height: number): void {
    if (this.y - height < MARGIN + FOOTER) this.newPage();
  }

  /** Lines of at most `width` points: words wrapped, a word longer than a line cut. */
  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of this.clean(text).split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        let rest = word;
        while (font.widthOfTextAtSize(rest, size) > width) {
          let cut = rest.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
      lines.push(line);
    }
    return lines;
  }

  text(
    text: string,
    options: {
      size?: number;
      bold?: boolean;
      color?: RGB;
      indent?: number;
      gap?: number;
    } = {},
  ): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.font;
    const indent = options.indent ?? 0;
    const leading = size * 1.35;
    for (const line of this.wrap(text, font, size, PAGE_WIDTH - 2 * MARGIN - indent)) {
      this.ensure(leading);
      this.y -= leading;
      this.page.drawText(line, {
        x: MARGIN + indent,
        y: this.y,
        size,
        font,
        color: options.color ?? this.colors.text,
      });
    }
    this.y -= options.gap ?? 0;
  }

  heading(text: string): void {
    this.ensure(40);
    this.y -= 14;
    this.text(text, { size: 13, bold: true });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y - 4 },
      end: { x: PAGE_WIDTH - MARGIN, y: this.y - 4 },
      thickness: 0.5,
      color: this.colors.rule,
    });
    this.y -= 10;
  }

  /** A label and its value side by side; the value wraps in its column. */
  field(label: string, value: string | null | undefined): void {
    const size = 10;
    const leading = size * 1.35;
    const labelWidth = 150;
    const lines = this.wrap(
      value === null || value === undefined || value === '' ? '-' : value,
      this.font,
      size,
      PAGE_WIDTH - 2 * MARGIN - labelWidth,
    );
    lines.forEach((line, i) => {
      this.ensure(leading);
      this.y -= leading;
      if (i === 0) {
        this.page.drawText(this.clean(label), {
          x: MARGIN,
          y: this.y,
          size,
          font: this.bold,
          color: this.colors.muted,
        });
      }
      this.page.drawText(line, {
        x: MARGIN + labelWidth,
        y: this.y,
        size,
        font: this.font,
        color: this.colors.text,
      });
    });
  }

  space(points: number): void {
    this.y -= points;
  }

  /** 'Page n of m' and the reference at the foot of every page. */
  footers(left: string): void {
    this.pages.forEach((page, i) => {
      const size = 8;
      const right = `Page ${i + 1} of ${this.pages.length}`;
      page.drawText(this.clean(left), {
        x: MARGIN,
        y: MARGIN - 20,
        size,
        font: this.font,
        color: this.colors.muted,
      });
      page.drawText(right, {
        x: PAGE_WIDTH - MARGIN - this.font.widthOfTextAtSize(right, size),
        y: MARGIN - 20,
        size,
        font: this.font,
        color: this.colors.muted,
      });
    });
  }
}

export async function requestRecordPdf(
  detail: RequestDetail,
  timeline: readonly TimelineEvent[],
  org: { name: string },
  now: Date = new Date(),
): Promise<Uint8Array> {
  const r = detail.request;
  // pdf-lib is loaded with the first record asked for, not at every server start.
  const pdf = await import('pdf-lib');
  const colors: Palette = {
    text: pdf.rgb(0.11, 0.14, 0.2),
    muted: pdf.rgb(0.4, 0.42, 0.47),
    rule: pdf.rgb(0.82, 0.84, 0.88),
  };
  const doc = await pdf.PDFDocument.create();
  doc.setTitle(`${r.reference}: data subject request record`);
  doc.setAuthor(org.name);
  doc.setSubject(`The record of ${r.reference} for ${org.name}`);
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  const w = new RecordWriter(
    doc,
    await doc.embedFont(pdf.StandardFonts.Helvetica),
    await doc.embedFont(pdf.StandardFonts.HelveticaBold),
    colors,
  );

  w.text(`Data subject request ${r.reference}`, { size: 18, bold: true, gap: 2 });
  w.text(`${org.name} - record made ${when(now.toISOString())}`, { size: 10, color: colors.muted, gap: 6 });

  w.heading('Request');
  w.field('Reference', r.reference);
  w.field('Status', humanise(r.status));
  w.field('Request type', REQUEST_TYPE_LABELS[r.request_type] ?? humanise(r.request_type));
  w.field('The requester is', SUBJECT_TYPE_LABELS[r.subject_type] ?? humanise(r.subject_type));
  w.field('Received', when(r.received_at));
  w.field('Form', detail.form_name ?? 'Entered by hand');
  w.field('Assignee', r.assignee ? `${r.assignee.name} <${r.assignee.email}>` : 'Unassigned');
  if (r.over_limit) w.field('Plan limit', "Received while the plan's monthly requests were used up");

  w.heading('Requester');
  w.field('Name', `${r.first_name} ${r.last_name}`);
  w.field('E-mail address', r.email);
  w.field('E-mail confirmed', detail.verified_at ? when(detail.verified_at) : 'Not confirmed');
  w.field('Country', r.country);
  w.field('State', r.state);
  w.field('City', detail.city);
  w.field('Language', detail.language);

  w.heading('Details');
  w.text(detail.details || '-');
  if (detail.answers.length) {
    w.space(6);
    w.text('Other answers', { bold: true, gap: 2 });
    for (const a of detail.answers) w.field(a.label || a.field, a.value);
  }

  const d = detail.deadlines;
  w.heading('Deadlines');
  w.field('Law', `${d.law} (${d.jurisdiction})`);
  w.field('Received on', d.received_on);
  w.field('Acknowledge by', d.acknowledge_by);
  w.field('Acknowledged', detail.deadlines.acknowledged_at ? when(d.acknowledged_at) : null);
  w.field('Original due date', d.original_due_on);
  w.field('Due date', d.due_on);
  w.field('Latest extended due date', d.extended_due_on);
  w.field('Extension notice by', d.extension_notice_by);
  w.field('Extended', r.extended ? 'Yes' : 'No');
  if (detail.extension_reason) w.field('Extension reason', detail.extension_reason);
  w.field('Days left', String(d.days_left));

  if (detail.closed_at || detail.outcome) {
    w.heading('Outcome');
    w.field('Closed', when(detail.closed_at));
    w.field('Outcome', detail.outcome ? humanise(detail.outcome) : humanise(r.status));
    w.field('Note to the requester', detail.outcome_note);
  }

  w.heading(`Workflow${detail.workflow_name ? `: ${detail.workflow_name}` : ''}`);
  if (!detail.stages.length) w.text('No workflow: the request has no stages.', { color: colors.muted });
  for (const stage of detail.stages) {
    const state = stage.done ? 'done' : stage.current ? 'current' : 'to do';
    w.space(4);
    w.text(`${stage.index + 1}. ${stage.name} (${state}, due ${stage.due_on})`, { bold: true });
    if (stage.template)
      w.text(`Sends the e-mail: ${humanise(stage.template)}`, { indent: 14, color: colors.muted });
    for (const task of stage.tasks) {
      const mark = task.done_at ? '[x]' : '[  ]';
      const by = task.done_at ? ` - ${task.done_by ?? 'someone'}, ${when(task.done_at)}` : '';
      w.text(`${mark} ${task.title}${by}`, { indent: 14 });
    }
  }

  w.heading('Attachments');
  if (!detail.attachments.length) w.text('None.', { color: colors.muted });
  for (const a of detail.attachments) {
    w.text(`${a.name} - ${formatSize(a.size)}, ${a.mime}, from the ${a.source}, ${when(a.uploaded_at)}`);
  }

  w.heading('Timeline');
  if (!timeline.length) w.text('No events.', { color: colors.muted });
  for (const e of timeline) {
    w.text(`${when(e.at)} - ${humanise(e.kind)}${e.actor ? ` - ${e.actor}` : ''}`, { size: 9, bold: true });
    w.text(e.text, { indent: 14, gap: 3 });
  }

  w.footers(`${org.name} - ${r.reference}`);
  return doc.save();
}
