import type { HttpHandler } from 'msw';
import { presentQuickStart } from '../fixtures/present.ts';
import { saveQuickStart, setQuickStartDismissed, setVisitedLinks } from '../fixtures/quickstart.ts';
import { callerOf, type HandlerContext } from './http.ts';

/** Tag Quick start: per-user sections (the sdk's defaults and correction), dismissal, visited links. */
export function quickStartHandlers({ state, http }: HandlerContext): HttpHandler[] {
  return [
    http.get('/quickstart', ({ request, response }) => {
      const { user } = callerOf(state, request);
      return response(200).json({ response: presentQuickStart(user) });
    }),

    http.put('/quickstart', async ({ request, response }) => {
      const { user } = callerOf(state, request);
      const body = await request.json();
      saveQuickStart(user, body.sections);
      return response(200).json({ response: presentQuickStart(user) });
    }),

    http.post('/quickstart/dismiss', async ({ request, response }) => {
      const { user } = callerOf(state, request);
      const body = await request.json();
      setQuickStartDismissed(user, body.is_quickstart_dismissed);
      return response(200).json({ response: { quickstart_dismissed: user.quickstartDismissed } });
    }),

    http.post('/quickstart/visitedlinks', async ({ request, response }) => {
      const { user } = callerOf(state, request);
      const body = await request.json();
      setVisitedLinks(user, body.quickstart_visited_links);
      return response(200).json({ response: { quickstart_visited_links: [...user.quickstartVisitedLinks] } });
    }),
  ];
}
