import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Accordion, type AccordionItem } from './Accordion.tsx';

const items: AccordionItem[] = [
  { id: 'start', title: 'Getting Started', content: 'Create your company profile.' },
  { id: 'cookie', title: 'Cookie Consent Management', content: 'Scan your site for cookies.' },
  { id: 'dsar', title: 'Data Subjects Rights Management', content: 'Publish a request form.' },
  { id: 'cp', title: 'Consent Preference', content: 'Set up preference centre.', isDisabled: true },
];

const trigger = (name: string) => page.getByRole('button', { name });

describe('Accordion', () => {
  it('opens several sections at once by default', async () => {
    const onExpandedChange = vi.fn();
    await render(<Accordion items={items} onExpandedChange={onExpandedChange} />);
    await expect.element(trigger('Getting Started')).toHaveAttribute('aria-expanded', 'false');
    await expect.element(page.getByText('Create your company profile.')).not.toBeVisible();
    await trigger('Data Subjects Rights Management').click();
    await trigger('Getting Started').click();
    expect(onExpandedChange).toHaveBeenLastCalledWith(['start', 'dsar']);
    await expect.element(page.getByText('Create your company profile.')).toBeVisible();
    await expect.element(page.getByText('Publish a request form.')).toBeVisible();
    await trigger('Getting Started').click();
    expect(onExpandedChange).toHaveBeenLastCalledWith(['dsar']);
  });

  it('puts each title button inside a heading of the given level', async () => {
    await render(<Accordion items={items} headingLevel={2} />);
    await expect
      .element(page.getByRole('heading', { level: 2, name: 'Cookie Consent Management' }))
      .toBeVisible();
  });

  it('keeps one section open when multiple are not allowed', async () => {
    await render(<Accordion items={items} allowsMultipleExpanded={false} defaultExpandedKeys={['start']} />);
    await expect.element(trigger('Getting Started')).toHaveAttribute('aria-expanded', 'true');
    await trigger('Cookie Consent Management').click();
    await expect.element(trigger('Cookie Consent Management')).toHaveAttribute('aria-expanded', 'true');
    await expect.element(trigger('Getting Started')).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles by keyboard and does not open disabled sections', async () => {
    await render(<Accordion items={items} />);
    await userEvent.keyboard('{Tab}');
    await expect.element(trigger('Getting Started')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(trigger('Getting Started')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect.element(trigger('Getting Started')).toHaveAttribute('aria-expanded', 'false');
    await expect.element(trigger('Consent Preference')).toBeDisabled();
  });

  it('follows controlled open sections', async () => {
    const onExpandedChange = vi.fn();
    await render(<Accordion items={items} expandedKeys={['cookie']} onExpandedChange={onExpandedChange} />);
    await expect.element(page.getByText('Scan your site for cookies.')).toBeVisible();
    await trigger('Cookie Consent Management').click();
    expect(onExpandedChange).toHaveBeenLastCalledWith([]);
    // The parent kept it open.
    await expect.element(page.getByText('Scan your site for cookies.')).toBeVisible();
  });
});
