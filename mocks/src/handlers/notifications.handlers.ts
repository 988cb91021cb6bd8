import type { HttpHandler } from 'msw';
import type { HandlerContext } from '../http.ts';

type Notification = { id: number; read: boolean; active: boolean };

/**
 * `PUT /notification` names its rows in the body (`ids`), not in the path, so replay's one-row
 * effect cannot keep the bell in step: the sent `read` is written to those rows of the stored
 * answers and a cleared one (`active: false`) is dropped. The counts stay as recorded (a scenario
 * sets them).
 */
export function notificationHandlers({ state, http }: HandlerContext): HttpHandler[] {
  return [
    http.put('/notification', async ({ request, response }) => {
      const body = await request.json();
      const named = (n: Notification) => body.ids.includes(n.id);
      state.answers.edit('/notification', (answer) => {
        const page = answer.response as { notification_data?: Notification[] } | undefined;
        if (!page?.notification_data) return;
        if (body.active === false) page.notification_data = page.notification_data.filter((n) => !named(n));
        else for (const n of page.notification_data.filter(named)) n.read = body.read ?? n.read;
      });
      return response(200).json({ response: { updated: body.ids.length } });
    }),
  ];
}
