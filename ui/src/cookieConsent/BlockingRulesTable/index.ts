export type { BlockingRulesTableProps } from './BlockingRulesTable.tsx';
export { BlockingRulesTable } from './BlockingRulesTable.tsx';
export type { PatternKind, PatternScope } from './patternScope.ts';
export { patternScope } from './patternScope.ts';
