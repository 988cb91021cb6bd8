export type { ConsentRecordProofProps } from './ConsentRecordProof.tsx';
export { ConsentRecordProof } from './ConsentRecordProof.tsx';
