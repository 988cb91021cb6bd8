import { type HelpArticle, HelpPanel, type HelpPanelProps } from '@privacy-portal/ui/HelpPanel';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn, userEvent, within } from 'storybook/test';

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
  args: { popularArticles: articles, onSearch: fn(), onOpenArticle: fn(), defaultOpen: true },
  render: (args) => <SearchingHelpPanel {...args} />,
} satisfies Meta<typeof HelpPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The panel opens through defaultOpen; the stories below type or click only to reach the state they
 * show (the ui test asserts it).
 */
const helpPanel = async () =>
  within(await within(document.body).findByRole('dialog', { name: 'Help center' }));

const search = (text: string, shown: string | RegExp) => async () => {
  const panel = await helpPanel();
  await userEvent.type(panel.getByRole('searchbox', { name: 'Search help articles' }), text);
  // Waits out the debounce so the catalogue shows the answer, not the typing.
  await panel.findByText(shown);
};

export const PopularArticles: Story = {};

export const Search: Story = { play: search('cookie', 'Search results') };

export const NoResults: Story = {
  play: search('zebra', 'We couldn’t find anything matching with your search.'),
};

export const Searching: Story = {
  args: { searching: true },
  render: (args) => <HelpPanel {...args} />,
  play: search('banner', 'Searching…'),
};

export const ArticleView: Story = {
  play: async () => {
    const panel = await helpPanel();
    await userEvent.click(panel.getByRole('button', { name: /Create a DSAR web form/ }));
  },
};

export const NoPopularArticles: Story = { args: { popularArticles: [] } };

export const Dark: Story = { parameters: { theme: 'dark' }, play: ArticleView.play };
export const DarkResults: Story = { parameters: { theme: 'dark' }, play: Search.play };
