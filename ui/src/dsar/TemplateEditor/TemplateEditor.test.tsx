import { DEFAULT_EMAIL_TEMPLATES } from '@privacy-portal/sdk/dsar';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TemplateEditor, type TemplateEditorProps } from './TemplateEditor.tsx';
import { type TemplateText, templateTextProblems } from './templateText.ts';

let current: TemplateText;

function Harness(props: Partial<TemplateEditorProps> & { initial?: TemplateText }) {
  const [text, setText] = useState<TemplateText>(props.initial ?? { ...DEFAULT_EMAIL_TEMPLATES.en.received });
  current = text;
  return (
    <TemplateEditor
      event="received"
      language="en"
      custom={false}
      dirty={false}
      onSave={() => {}}
      onReset={() => {}}
      {...props}
      value={text}
      onChange={setText}
    />
  );
}

describe('TemplateEditor', () => {
  it('names the e-mail and lists the variables with what each stands for', async () => {
    await render(<Harness />);
    await expect
      .element(page.getByRole('heading', { name: 'Request received · English (EN)' }))
      .toBeVisible();
    await expect.element(page.getByText('Default text')).toBeVisible();
    const variables = page.getByRole('region', { name: 'Variables' });
    await expect.element(variables.getByText('{{due_date}}')).toBeVisible();
    await expect.element(variables.getByText('The day the answer is due')).toBeVisible();
    await expect.element(variables.getByRole('button', { name: 'Insert {{verify_link}}' })).toBeVisible();
  });

  it('inserts a variable where the cursor was, in the subject or the body', async () => {
    await render(<Harness initial={{ subject: 'Hello ', body: 'Dear ,\nthanks' }} />);
    const body = page.getByRole('textbox', { name: 'Body' });
    await body.click();
    // The cursor after "Dear ".
    (body.element() as HTMLTextAreaElement).setSelectionRange(5, 5);
    await userEvent.keyboard('{ArrowLeft}{ArrowRight}');
    await page.getByRole('button', { name: 'Insert {{first_name}}' }).click();
    expect(current.body).toBe('Dear {{first_name}},\nthanks');
    // The cursor stays after the variable: typing goes on from there.
    await expect.element(body).toHaveFocus();
    await userEvent.keyboard('!');
    expect(current.body).toBe('Dear {{first_name}}!,\nthanks');
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('{{first_name}} inserted into the body.');

    await page.getByRole('textbox', { name: 'Subject' }).click();
    await userEvent.keyboard('{End}');
    await page.getByRole('button', { name: 'Insert {{request_id}}' }).click();
    expect(current.subject).toBe('Hello {{request_id}}');
  });

  it('saves a changed text and resets a custom one to the default', async () => {
    const onSave = vi.fn();
    const onReset = vi.fn();
    const { rerender } = await render(
      <TemplateEditor
        event="completed"
        language="de"
        value={DEFAULT_EMAIL_TEMPLATES.de.completed}
        onChange={() => {}}
        custom
        dirty={false}
        onSave={onSave}
        onReset={onReset}
      />,
    );
    await expect.element(page.getByText('Your text')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Save template' })).toBeDisabled();
    await page.getByRole('button', { name: 'Reset to default' }).click();
    expect(onReset).toHaveBeenCalled();
    await rerender(
      <TemplateEditor
        event="completed"
        language="de"
        value={DEFAULT_EMAIL_TEMPLATES.de.completed}
        onChange={() => {}}
        custom={false}
        dirty
        onSave={onSave}
        onReset={onReset}
      />,
    );
    await expect.element(page.getByText('Unsaved changes')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Reset to default' })).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Save template' }).click();
    expect(onSave).toHaveBeenCalled();
  });

  it('edits Arabic right to left', async () => {
    await render(<Harness language="ar" initial={{ ...DEFAULT_EMAIL_TEMPLATES.ar.received }} />);
    const body = page.getByRole('textbox', { name: 'Body' });
    expect(getComputedStyle(body.element()).direction).toBe('rtl');
    await expect.element(page.getByRole('heading', { name: 'Request received · Arabic (AR)' })).toBeVisible();
  });

  it('shows each field’s problem and checks what saveEmailTemplate would refuse', async () => {
    expect(templateTextProblems({ subject: ' ', body: 'Hi {{nobody}}' })).toEqual({
      subject: 'Write the subject',
      body: 'Body uses an unknown variable: {{nobody}}',
    });
    expect(templateTextProblems({ subject: 'Hi {{first_name}', body: 'x'.repeat(10_001) })).toEqual({
      subject: 'Subject has a variable that is not closed: write {{name}}',
      body: 'Use at most 10,000 characters',
    });
    await render(<Harness errors={{ body: 'Body uses an unknown variable: {{nobody}}' }} />);
    await expect.element(page.getByText('Body uses an unknown variable: {{nobody}}')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'Body' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the text to a reader without controls', async () => {
    await render(<Harness isDisabled />);
    await expect.element(page.getByRole('textbox', { name: 'Subject' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: /Insert/ }).first()).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Save template' })).not.toBeInTheDocument();
  });
});
