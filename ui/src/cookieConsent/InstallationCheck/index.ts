export type { InstallationCheckProps } from './InstallationCheck.tsx';
export { InstallationCheck } from './InstallationCheck.tsx';
