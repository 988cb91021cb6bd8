export type { BlockingSwitchProps } from './BlockingSwitch.tsx';
export { BlockingSwitch } from './BlockingSwitch.tsx';
