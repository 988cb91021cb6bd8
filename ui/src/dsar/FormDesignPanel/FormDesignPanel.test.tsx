import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { imageKind } from '../../module/DesignPanel/index.ts';
import type { FormDefinition, FormErrors } from '../formDefinition/index.ts';
import { testDefinition } from '../formDefinition/testFixtures.ts';
import { FormDesignPanel } from './FormDesignPanel.tsx';

let latest: FormDefinition;

function Harness({ errors }: { errors?: FormErrors }) {
  const [definition, setDefinition] = useState(testDefinition());
  latest = definition;
  return <FormDesignPanel definition={definition} onChange={setDefinition} errors={errors} />;
}

/** A real 1×1 PNG. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

const fileInput = (n: number) =>
  page.elementLocator(document.querySelectorAll('input[type="file"]')[n] as Element);

describe('FormDesignPanel', () => {
  it('starts from the spec’s colours and sizes, all of them readable', async () => {
    await render(<Harness />);
    const colour = (name: string) => page.getByRole('textbox', { name, exact: true });
    await expect.element(colour('Header')).toHaveValue('#3968fa');
    await expect.element(colour('Header text')).toHaveValue('#000000');
    await expect.element(colour('Welcome text')).toHaveValue('#333333');
    await expect.element(colour('Footer text')).toHaveValue('#333333');
    await expect.element(colour('Footer')).toHaveValue('#f0b323');
    await expect.element(page.getByRole('textbox', { name: 'Header text size' })).toHaveValue('30');
    await expect.element(page.getByRole('textbox', { name: 'Welcome text size' })).toHaveValue('13');
    await expect.element(page.getByRole('textbox', { name: 'Footer text size' })).toHaveValue('13');
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('Every text is readable on what is behind it.');
  });

  it('warns of a hard-to-read colour and offers the nearest readable one', async () => {
    await render(<Harness />);
    await page.getByRole('textbox', { name: 'Welcome text', exact: true }).fill('#bbbbbb');
    expect(latest.settings.welcomeColor).toBe('#bbbbbb');
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('1 of 3 texts are hard to read: visitors with low vision may not manage the form.');
    await expect.element(page.getByText(/^1\.9:1: below 4\.5:1/)).toBeVisible();
    await page.getByRole('button', { name: /^Use #[0-9a-f]{6} for the welcome text$/ }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent('Every text is readable');
    expect(latest.settings.welcomeColor).not.toBe('#bbbbbb');
    // Large text needs 3:1 only.
    await page.getByRole('textbox', { name: 'Header text', exact: true }).fill('#555555');
    await expect.element(page.getByText(/large text, at least 3:1/)).not.toBeInTheDocument();
    await expect.element(page.getByText(/below 3:1/)).toBeVisible();
  });

  it('keeps the last good colour and size while what is typed is not one', async () => {
    await render(<Harness errors={{ 'settings.footerBackground': 'must be a colour such as #3968fa' }} />);
    await expect.element(page.getByText('Footer must be a colour such as #3968fa.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Header', exact: true }).fill('#12');
    await expect.element(page.getByText('Header must be a colour such as #3968fa.')).toBeVisible();
    expect(latest.settings.headerColor).toBe('#3968fa');
    await page.getByRole('textbox', { name: 'Header', exact: true }).fill('#222');
    expect(latest.settings.headerColor).toBe('#222222');
    const size = page.getByRole('textbox', { name: 'Header text size' });
    await size.fill('100');
    await expect
      .element(page.getByText('Header text size must be a whole number from 8 to 72.'))
      .toBeVisible();
    expect(latest.settings.headerFontSize).toBe(30);
    await size.fill('40');
    expect(latest.settings.headerFontSize).toBe(40);
  });

  it('uploads a logo as a data URL and removes it', async () => {
    await render(<Harness />);
    await userEvent.upload(fileInput(0), new File([PNG], 'logo.png', { type: 'image/png' }));
    await expect.element(page.getByRole('img', { name: 'Current logo' })).toBeVisible();
    expect(latest.settings.logo).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    await page.getByRole('button', { name: 'Remove logo' }).click();
    expect(latest.settings.logo).toBeNull();
    await expect.element(page.getByRole('button', { name: 'Upload logo' })).toBeVisible();
  });

  it('judges a file by its bytes and its size, not its name', async () => {
    await render(<Harness />);
    await userEvent.upload(fileInput(0), new File(['<svg/>'], 'logo.png', { type: 'image/png' }));
    await expect.element(page.getByText('The logo must be a PNG, JPEG or WebP image.')).toBeVisible();
    const big = new Uint8Array(200 * 1024);
    big.set(PNG);
    await userEvent.upload(fileInput(0), new File([big], 'big.png', { type: 'image/png' }));
    await expect
      .element(page.getByText('The logo is too large (200 KB): it may be at most 109 KB.'))
      .toBeVisible();
    expect(latest.settings.logo).toBeNull();
    // A JPEG is no favicon.
    await userEvent.upload(fileInput(1), new File([Uint8Array.of(0xff, 0xd8, 0xff, 0xe0)], 'icon.ico'));
    await expect.element(page.getByText('The favicon must be a PNG or ICO image.')).toBeVisible();
    await userEvent.upload(fileInput(1), new File([Uint8Array.of(0, 0, 1, 0, 1, 0)], 'favicon.ico'));
    // The file is read (and its bytes judged) asynchronously after the upload.
    await expect.poll(() => latest.settings.favicon).toMatch(/^data:image\/x-icon;base64,/);
  });
});

describe('imageKind', () => {
  it('reads the signature of each accepted kind', () => {
    expect(imageKind(PNG)).toBe('png');
    expect(imageKind(Uint8Array.of(0xff, 0xd8, 0xff, 0xdb))).toBe('jpeg');
    expect(imageKind(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(imageKind(Uint8Array.of(0, 0, 1, 0))).toBe('ico');
    expect(imageKind(new TextEncoder().encode('GIF89a'))).toBeUndefined();
  });
});
