import { type ExplainOptions, type Explanation, explainProblem, type Problem } from '../../lib/problem.ts';

/**
 * Field errors next to their fields; otherwise the server's own message, word for word
 * (limits such as 'You cannot add more than 5 Users' must read as the server sends them).
 */
export function formProblem<F extends string>(problem: Problem, options: ExplainOptions<F>): Explanation<F> {
  const explained = explainProblem(problem, options);
  const marked = Object.keys(explained.fields).length > 0;
  if (marked || problem.details.length > 0) return explained;
  return { fields: explained.fields, summary: problem.message };
}

/** The server's message for an action without a form (a toggle, a delete). */
export function actionProblem(problem: Problem): string {
  return formProblem(problem, { labels: {} }).summary;
}
