import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { ContrastTexts } from '../ContrastCheck/index.ts';
import { DesignPanel } from './DesignPanel.tsx';

const TEXTS: ContrastTexts = {
  allPass: 'Every text is readable.',
  someFail: (failing) => `${failing} hard to read.`,
  pass: (ratio) => `${ratio}: fine`,
  fail: (ratio) => `${ratio}: too faint`,
};

function Harness({ withAll }: { withAll: boolean }) {
  const [text, setText] = useState('#222222');
  const [size, setSize] = useState(16);
  const [logo, setLogo] = useState<string | null>('data:image/png;base64,iVBORw0KGgo=');
  return (
    <DesignPanel
      colours={[{ id: 'text', label: 'Text', description: 'All words.', value: text, onChange: setText }]}
      contrast={[
        {
          id: 'text',
          label: 'Text on the page',
          foreground: text,
          background: '#ffffff',
          fixes: 'the text',
          onFix: setText,
        },
      ]}
      contrastTexts={TEXTS}
      images={
        withAll
          ? [
              {
                id: 'logo',
                label: 'Logo',
                value: logo,
                onChange: setLogo,
                accepted: ['png'],
                description: 'PNG.',
              },
            ]
          : []
      }
      sizes={withAll ? [{ id: 'size', label: 'Text size', value: size, onChange: setSize }] : []}
    />
  );
}

describe('DesignPanel', () => {
  it('checks the contrast as a colour is typed and takes the suggestion', async () => {
    await render(<Harness withAll={false} />);
    await expect.element(page.getByRole('heading', { name: 'Colours' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('status')).toHaveTextContent('Every text is readable.');
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill('#cccccc');
    await expect.element(page.getByRole('status')).toHaveTextContent('1 hard to read.');
    await page.getByRole('button', { name: /^Use #[0-9a-f]{6} for the text$/ }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent('Every text is readable.');
    await expect.element(page.getByRole('textbox', { name: 'Text', exact: true })).not.toHaveValue('#cccccc');
  });

  it('groups the logo, the colours and the text sizes under their headings', async () => {
    await render(<Harness withAll />);
    for (const name of ['Logo', 'Colours', 'Text sizes']) {
      await expect.element(page.getByRole('heading', { name, level: 3 })).toBeVisible();
    }
    await expect.element(page.getByRole('heading', { name: 'Contrast', level: 4 })).toBeVisible();
    await expect.element(page.getByRole('img', { name: 'Current logo' })).toBeInTheDocument();
    await page.getByRole('button', { name: 'Remove logo' }).click();
    await expect.element(page.getByRole('button', { name: 'Upload logo' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Text size' }).fill('99');
    await expect.element(page.getByText(/Text size must be a whole number from/)).toBeVisible();
  });

  it('is read-only when disabled', async () => {
    await render(
      <DesignPanel
        colours={[{ id: 'a', label: 'Accent', description: 'Buttons.', value: '#0055aa', onChange: vi.fn() }]}
        contrast={[]}
        contrastTexts={TEXTS}
        isDisabled
      />,
    );
    await expect.element(page.getByRole('textbox', { name: 'Accent', exact: true })).toBeDisabled();
  });
});
