export type { QuickStartButtonProps } from './QuickStartButton.tsx';
export { QuickStartButton } from './QuickStartButton.tsx';
