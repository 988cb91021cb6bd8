import { DesignPanel, type DesignPanelProps } from '@privacy-portal/ui/module/DesignPanel';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

const texts: DesignPanelProps['contrastTexts'] = {
  allPass: 'Every text is readable on what is behind it.',
  someFail: (failing, total) => `${failing} of ${total} texts are hard to read.`,
  pass: (ratio, pair) => `${ratio}: readable (at least ${pair.minimum}:1)`,
  fail: (ratio, pair) => `${ratio}: below ${pair.minimum}:1, hard to read for many visitors`,
};

/** Holds the design as it is edited. */
function Editing({ grouped }: { grouped: boolean }) {
  const [header, setHeader] = useState('#3968fa');
  const [headerText, setHeaderText] = useState('#ffffff');
  const [size, setSize] = useState(18);
  const [logo, setLogo] = useState<string | null>(null);
  return (
    <DesignPanel
      colours={[
        {
          id: 'header',
          label: 'Header',
          description: 'The band at the top.',
          value: header,
          onChange: setHeader,
        },
        {
          id: 'headerText',
          label: 'Header text',
          description: 'The title.',
          value: headerText,
          onChange: setHeaderText,
        },
      ]}
      contrast={[
        {
          id: 'header',
          label: 'Header text on the header',
          foreground: headerText,
          background: header,
          fixes: 'the header text',
          onFix: setHeaderText,
        },
      ]}
      contrastTexts={texts}
      images={
        grouped
          ? [
              {
                id: 'logo',
                label: 'Logo',
                value: logo,
                onChange: setLogo,
                accepted: ['png', 'jpeg'],
                description: 'PNG or JPEG.',
              },
            ]
          : []
      }
      sizes={grouped ? [{ id: 'size', label: 'Header text size', value: size, onChange: setSize }] : []}
    />
  );
}

const meta = {
  title: 'Module/DesignPanel',
  component: Editing,
  args: { grouped: true },
} satisfies Meta<typeof Editing>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Logo, colours with their contrast, text sizes; a faint header text gets a warning and a fix. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Header text' });
    await userEvent.clear(field);
    await userEvent.type(field, '#88aaff');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 of 1 texts are hard to read.');
    await userEvent.click(canvas.getByRole('button', { name: /for the header text$/ }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Every text is readable on what is behind it.',
    );
  },
};

/** Colours only (a banner): no group headings. */
export const ColoursOnly: Story = { args: { grouped: false } };
