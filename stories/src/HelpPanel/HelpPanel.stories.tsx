import { type HelpArticle, HelpPanel, type HelpPanelProps } from '@privacy-portal/ui/HelpPanel';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

const articles: HelpArticle[] = [
  {
    id: 1,
    title: 'Set up your first cookie banner',
    body: 'Open Cookie Consent → Cookie Banner.\nChoose a layout, colours and the texts, then publish.',
    categories: ['Cookie Consent', 'Getting started'],
  },
  {
    id: 2,
    title: 'Create a DSAR web form',
    body: 'Open DSAR → Webforms and press Create. Add the request types your organization handles.',
    categories: ['DSAR'],
  },
  {
    id: 3,
    title: 'Scan a property for cookies',
    body: 'Open Cookie Scanner and start a scan. Results appear in Cookie Category.',
    categories: ['Cookie Consent'],
  },
];

/** A stand-in for the app: answers each search by filtering the articles. */
function SearchingHelpPanel(args: HelpPanelProps) {
  const [results, setResults] = useState<HelpArticle[] | null>(null);
  return (
    <HelpPanel
      {...args}
      results={results}
      onSearch={(query) => {
        args.onSearch(query);
        setResults(articles.filter((a) => a.title.toLowerCase().includes(query.toLowerCase())));
      }}
    />
  );
}

const meta = {
  title: 'Shell/HelpPanel',
  component: HelpPanel,
  parameters: { layout: 'centered' },
  args: { popularArticles: articles, onSearch: fn(), onOpenArticle: fn() },
  render: (args) => <SearchingHelpPanel {...args} />,
} satisfies Meta<typeof HelpPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const openHelp = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Help' }));
  return within(await within(document.body).findByRole('dialog', { name: 'Help center' }));
};

export const PopularArticles: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openHelp(canvasElement);
    await expect(panel.getByRole('heading', { name: 'Popular articles' })).toBeVisible();
  },
};

export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = await openHelp(canvasElement);
    await userEvent.type(panel.getByRole('searchbox', { name: 'Search help articles' }), 'cookie');
    await expect(await panel.findByRole('heading', { name: 'Search results' })).toBeVisible();
    await expect(args.onSearch).toHaveBeenCalledWith('cookie');
    await expect(panel.getAllByRole('button', { name: /cookie/i })).toHaveLength(2);
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openHelp(canvasElement);
    await userEvent.type(panel.getByRole('searchbox'), 'zebra');
    await expect(
      await panel.findByText('We couldn’t find anything matching with your search.'),
    ).toBeVisible();
  },
};

export const Searching: Story = {
  args: { searching: true },
  render: (args) => <HelpPanel {...args} />,
  play: async ({ canvasElement }) => {
    const panel = await openHelp(canvasElement);
    await userEvent.type(panel.getByRole('searchbox'), 'banner');
    await expect(panel.getByRole('status')).toHaveTextContent('Searching…');
  },
};

export const ArticleView: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = await openHelp(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: /Create a DSAR web form/ }));
    await expect(args.onOpenArticle).toHaveBeenCalledWith(articles[1]);
    await expect(panel.getByRole('heading', { name: 'Create a DSAR web form' })).toBeVisible();
    await expect(panel.getByRole('list', { name: 'Categories' })).toHaveTextContent('DSAR');
    await userEvent.click(panel.getByRole('button', { name: 'Back' }));
    await expect(panel.getByRole('heading', { name: 'Popular articles' })).toBeVisible();
  },
};

export const NoPopularArticles: Story = {
  args: { popularArticles: [] },
  play: async ({ canvasElement }) => {
    const panel = await openHelp(canvasElement);
    await expect(panel.getByText('No popular articles yet.')).toBeVisible();
  },
};

export const Dark: Story = { parameters: { theme: 'dark' }, play: ArticleView.play };
export const DarkResults: Story = { parameters: { theme: 'dark' }, play: Search.play };
