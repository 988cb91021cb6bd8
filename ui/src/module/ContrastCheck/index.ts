export type { ContrastCheckProps, ContrastPair, ContrastTexts } from './ContrastCheck.tsx';
export { ContrastCheck } from './ContrastCheck.tsx';
