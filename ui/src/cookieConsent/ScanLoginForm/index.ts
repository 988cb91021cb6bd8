export type {
  ScanLoginErrors,
  ScanLoginField,
  ScanLoginFormProps,
  ScanLoginValues,
} from './ScanLoginForm.tsx';
export { ScanLoginForm } from './ScanLoginForm.tsx';
