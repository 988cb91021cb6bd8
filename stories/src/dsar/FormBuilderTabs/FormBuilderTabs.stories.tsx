import { FormBuilderTabs } from '@privacy-portal/ui/dsar/FormBuilderTabs';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

/** The tabs with the selection in state, as the builder holds it. */
function Tabs() {
  const [selected, setSelected] = useState('fields');
  return (
    <FormBuilderTabs
      label="Form settings"
      selectedId={selected}
      onSelect={setSelected}
      tabs={[
        { id: 'fields', label: 'Fields', content: <p>The form’s fields, in order.</p> },
        { id: 'texts', label: 'Page texts', content: <p>The title, welcome text, footer and button.</p> },
        { id: 'languages', label: 'Languages', content: <p>The languages the form offers.</p> },
        { id: 'design', label: 'Design', content: <p>Logo, favicon, colours and sizes.</p> },
      ]}
    />
  );
}

const meta = { title: 'DSAR/FormBuilderTabs', component: Tabs } satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The arrow keys move between the tabs and show each panel. */
export const Keyboard: Story = {};
