export type { LedgerCheckCardProps } from './LedgerCheckCard.tsx';
export { BROKEN_REASON, LedgerCheckCard, ledgerCheckResult } from './LedgerCheckCard.tsx';
