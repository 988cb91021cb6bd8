import type { HttpHandler } from 'msw';
import { validationFailed } from '../fixtures/errors.ts';
import { presentQuickStart } from '../fixtures/present.ts';
import { saveQuickStart, setQuickStartDismissed, setVisitedLinks } from '../fixtures/quickstart.ts';
import { callerOf, check, type HandlerContext, readJson } from './http.ts';

const isLinkId = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 999;

/** Tag Quick start: per-user sections (the sdk's defaults and correction), dismissal, visited links. */
export function quickStartHandlers({ state, http }: HandlerContext): HttpHandler[] {
  return [
    http.get('/quickstart', ({ request, response }) => {
      const { user } = callerOf(state, request);
      return response(200).json({ response: presentQuickStart(user) });
    }),

    http.put('/quickstart', async ({ request, response }) => {
      const { user } = callerOf(state, request);
      const body = await readJson(request);
      if (!Array.isArray(body.sections) || body.sections.length > 10) {
        throw validationFailed([
          { in: 'body', field: 'sections', reason: 'must be a list of at most 10 sections' },
        ]);
      }
      saveQuickStart(user, body.sections);
      return response(200).json({ response: presentQuickStart(user) });
    }),

    http.post('/quickstart/dismiss', async ({ request, response }) => {
      const { user } = callerOf(state, request);
      const body = await readJson(request);
      check(body).boolean('is_quickstart_dismissed').done();
      setQuickStartDismissed(user, body.is_quickstart_dismissed);
      return response(200).json({ response: { quickstart_dismissed: user.quickstartDismissed } });
    }),

    http.post('/quickstart/visitedlinks', async ({ request, response }) => {
      const { user } = callerOf(state, request);
      const body = await readJson(request);
      const links: unknown = body.quickstart_visited_links;
      if (!Array.isArray(links) || links.length > 64 || !links.every(isLinkId)) {
        throw validationFailed([
          { in: 'body', field: 'quickstart_visited_links', reason: 'must be a list of link ids (1-999)' },
        ]);
      }
      setVisitedLinks(user, body.quickstart_visited_links);
      return response(200).json({ response: { quickstart_visited_links: [...user.quickstartVisitedLinks] } });
    }),
  ];
}
