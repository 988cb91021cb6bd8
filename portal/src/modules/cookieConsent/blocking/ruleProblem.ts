import { explainProblem, type Problem } from '../../../lib/problem.ts';
import { problemOf } from '../../../lib/queryClient.ts';

/** The refusal of a rule's save: reasons next to their fields, the rest above them. */
export function ruleProblem(error: unknown): {
  summary: string;
  fields: Partial<Record<'pattern' | 'category_id' | 'description', string>>;
} {
  const problem = problemOf(error);
  // A plan refusal names the field that asked for the feature; its message says it all.
  if (problem.code === 'upgrade_required' || problem.code === 'subscription_inactive') {
    return { summary: problem.message, fields: {} };
  }
  return explainProblem(problem, {
    labels: { pattern: 'Pattern', category_id: 'Category', description: 'Description' },
    verbatim: true,
  });
}

/** A refusal without a form (the switch, a delete, a proposal): the server's sentence. */
export function refusal(error: unknown): string {
  const problem: Problem = problemOf(error);
  return problem.message;
}
