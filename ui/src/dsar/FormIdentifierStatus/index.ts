export type { FormIdentifierStatusProps, IdentifierState } from './FormIdentifierStatus.tsx';
export { FormIdentifierStatus } from './FormIdentifierStatus.tsx';
