export type { FormBuilderTab, FormBuilderTabsProps } from './FormBuilderTabs.tsx';
export { FormBuilderTabs } from './FormBuilderTabs.tsx';
