export type { GtmInstructionsProps } from './GtmInstructions.tsx';
export { GtmInstructions } from './GtmInstructions.tsx';
