export type { LazyPanel, LazyPanelOptions } from './lazyPanel.tsx';
export { lazyPanel } from './lazyPanel.tsx';
