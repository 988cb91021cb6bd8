export type { ProposalCategory, ProposedScript, ProposedScriptsProps } from './ProposedScripts.tsx';
export { ProposedScripts, proposalCategoryKey } from './ProposedScripts.tsx';
