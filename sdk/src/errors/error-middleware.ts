import type { Middleware } from 'openapi-fetch';
import { type ErrorAction, errorAction } from './error-catalogue.ts';

export interface ErrorContext {
  path: string;
  method: string;
  status: number;
}

/**
 * Runs the error catalogue on every failed call and hands the app the action (dialogs, logout,
 * navigation). The caller still receives `{ error }`; 'return' actions are the caller's alone.
 */
export function errorCatalogueMiddleware(
  onAction: (action: ErrorAction, ctx: ErrorContext) => void,
): Middleware {
  return {
    async onResponse({ request, response, schemaPath }) {
      if (response.ok) return response;
      let code: string | undefined;
      let message: string | undefined;
      try {
        const body = (await response.clone().json()) as { error?: { code?: string; message?: string } };
        code = body.error?.code;
        message = body.error?.message;
      } catch {
        message = response.statusText || undefined;
      }
      const action = errorAction({
        status: response.status,
        code,
        message,
        path: schemaPath,
        method: request.method,
      });
      if (action.kind !== 'return')
        onAction(action, { path: schemaPath, method: request.method, status: response.status });
      return response;
    },
    onError({ request, schemaPath, error }) {
      // A call given up by its caller (a query cancelled: the page left, the user signed out) is no
      // failure: the error is handed back for the caller to drop, with no dialog or error page.
      if (request.signal.aborted || (error instanceof Error && error.name === 'AbortError')) {
        return error instanceof Error ? error : new Error(String(error));
      }
      // A network failure (status 0) is handled as a 500.
      const action = errorAction({ status: 0, path: schemaPath });
      if (action.kind !== 'return') onAction(action, { path: schemaPath, method: request.method, status: 0 });
      return error instanceof Error ? error : new Error(String(error));
    },
  };
}
