export type { ColourFieldProps } from './ColourField.tsx';
export { ColourField } from './ColourField.tsx';
