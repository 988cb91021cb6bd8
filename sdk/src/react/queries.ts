import type { Client } from 'openapi-fetch';
import createQueryClient from 'openapi-react-query';
import { ApiProblem } from '../errors/api-problem.ts';

// Where the hooks' errors come from; also in the sdk's main entry, for code without React.
export { ApiProblem };

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

type Call = (
  path: unknown,
  init?: unknown,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/**
 * The client with every refusal thrown as an ApiProblem: openapi-react-query throws only the error
 * body, and not at all for an empty one, so a page could not tell a 500 from a 404 or a dropped line.
 * Aborts (a query left behind) are thrown as they are, for TanStack Query to drop.
 */
function throwingClient<Paths extends {}>(client: Client<Paths>): Client<Paths> {
  const wrapped: Record<string, Call> = { ...(client as unknown as Record<string, Call>) };
  for (const method of METHODS) {
    const call = (client as unknown as Record<string, Call>)[method];
    if (!call) continue;
    wrapped[method] = async (path, init) => {
      let result: Awaited<ReturnType<Call>>;
      try {
        result = await call(path, init);
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        throw new ApiProblem(0, null);
      }
      if (!result.response.ok) throw new ApiProblem(result.response.status, result.error);
      return result;
    };
  }
  return wrapped as unknown as Client<Paths>;
}

/**
 * Typed TanStack Query helpers over an openapi-fetch client: `useQuery('get', '/company')`,
 * `useMutation('put', '/company')`, `queryOptions(…)`. The query key of an operation is
 * `[method, path, init?]`, so `queryKey('get', '/company')` invalidates every call of it.
 * Errors are ApiProblem, whatever the hooks' types say of the error body.
 */
export function createQueryHooks<Paths extends {}>(client: Client<Paths>) {
  return createQueryClient(throwingClient(client));
}

/** The key prefix of one operation's queries, for invalidateQueries and refetchQueries. */
export function queryKey(method: string, path: string): readonly [string, string] {
  return [method, path] as const;
}
