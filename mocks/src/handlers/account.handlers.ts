import { mergeQuickStartProgress, quickStartState, roleList } from '@privacy-portal/sdk';
import type { HttpHandler } from 'msw';
import { presentUser } from '../accounts.ts';
import { forbidden, notFound } from '../errors.ts';
import type { HandlerContext } from '../http.ts';
import { type MockNotification, type MockUser, nowIso } from '../state.ts';
import { propertyOf } from '../tenancy.ts';

const quickStart = (user: MockUser) =>
  quickStartState({
    sections: user.quickstart_sections,
    dismissed: user.is_quickstart_dismissed,
    visitedLinks: user.quickstart_visited_links,
  });

/** Tags Users, Quick start and Notifications: the logged-in user's own data. */
export function accountHandlers({ state, http, caller, member }: HandlerContext): HttpHandler[] {
  const me = (request: Request) => {
    const c = caller(request);
    return { user: c.user, show: () => presentUser(c.user, c) };
  };
  const bell = (user: MockUser) => {
    const active = state.notifications
      .list((n) => n.user_id === user.uid && n.active)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    const visited = user.notifications_visited_at;
    return {
      active,
      total: active.length,
      new: active.filter((n) => visited === null || n.created_at > visited).length,
      unread: active.filter((n) => !n.read).length,
    };
  };
  const shown = ({ user_id: _u, ...n }: MockNotification) => n;
  return [
    http.get('/user', ({ request, response }) => response(200).json({ response: me(request).show() })),
    http.put('/user', async ({ request, response }) => {
      const { user, show } = me(request);
      const body = await request.json();
      Object.assign(user, { firstname: body.firstname.trim(), lastname: body.lastname.trim() });
      return response(200).json({ response: show() });
    }),
    http.post('/user', async ({ request, response }) => {
      const { user, show } = me(request);
      const body = await request.json();
      if (body.quickstart_visited_links)
        user.quickstart_visited_links = [...new Set(body.quickstart_visited_links)];
      if (body.theme) user.theme = body.theme;
      if (body.is_quickstart_dismissed !== undefined)
        user.is_quickstart_dismissed = body.is_quickstart_dismissed;
      return response(200).json({ response: show() });
    }),
    http.post('/update_terms_and_conditions', async ({ request, response }) => {
      const { user, show } = me(request);
      if ((await request.json()).email.trim().toLowerCase() !== user.email)
        throw forbidden('accept the terms for another user');
      user.is_accept_terms_and_conditions = true;
      return response(200).json({ response: show() });
    }),
    http.post('/user/defaultproperty', async ({ request, response }) => {
      const m = member(request);
      const pair = (await request.json()).default_organization_property;
      propertyOf(state, m, pair.organization_id, pair.property_id);
      m.user.default_organization_property = pair;
      return response(200).json({ response: presentUser(m.user, m) });
    }),
    http.get('/role', ({ response }) => response(200).json({ response: roleList() })),

    http.get('/quickstart', ({ request, response }) =>
      response(200).json({ response: quickStart(me(request).user) }),
    ),
    http.put('/quickstart', async ({ request, response }) => {
      const { user } = me(request);
      user.quickstart_sections = mergeQuickStartProgress((await request.json()).sections);
      return response(200).json({ response: quickStart(user) });
    }),
    http.post('/quickstart/dismiss', async ({ request, response }) => {
      const { user } = me(request);
      user.is_quickstart_dismissed = (await request.json()).is_quickstart_dismissed;
      return response(200).json({ response: { quickstart_dismissed: user.is_quickstart_dismissed } });
    }),
    http.post('/quickstart/visitedlinks', async ({ request, response }) => {
      const { user } = me(request);
      user.quickstart_visited_links = [...new Set((await request.json()).quickstart_visited_links)];
      return response(200).json({ response: { quickstart_visited_links: user.quickstart_visited_links } });
    }),

    http.get('/notification', ({ request, query, response }) => {
      const counts = bell(me(request).user);
      const limit = Number(query.get('limit') ?? 5);
      const page = query.get('page');
      const start = page === null ? Number(query.get('offset') ?? 0) : (Number(page) - 1) * limit;
      return response(200).json({
        response: {
          notification_data: counts.active.slice(start, start + limit).map(shown),
          total: counts.total,
          new_count: counts.new,
          unread_count: counts.unread,
        },
      });
    }),
    http.put('/notification', async ({ request, response }) => {
      const { user } = me(request);
      const body = await request.json();
      const own = state.notifications.list((n) => n.user_id === user.uid && body.ids.includes(n.id));
      if (own.length < new Set(body.ids).size) throw notFound('Notification');
      for (const n of own)
        Object.assign(
          n,
          body.read === undefined ? {} : { read: body.read },
          body.active === false ? { active: false } : {},
        );
      return response(200).json({ response: { updated: own.length } });
    }),
    http.put('/notification/readall', ({ request, response }) => {
      const unread = bell(me(request).user).active.filter((n) => !n.read);
      for (const n of unread) n.read = true;
      return response(200).json({ response: { updated: unread.length } });
    }),
    http.put('/notification/time', ({ request, response }) => {
      const { user } = me(request);
      user.notifications_visited_at = nowIso(state);
      return response(200).json({ response: { visited_at: user.notifications_visited_at } });
    }),
    http.get('/notificationtotalcount', ({ request, response }) =>
      response(200).json({ response: { count: bell(me(request).user).total } }),
    ),
    http.get('/notificationnewcount', ({ request, response }) =>
      response(200).json({ response: { count: bell(me(request).user).new } }),
    ),
    http.get('/notificationunreadcount', ({ request, response }) =>
      response(200).json({ response: { count: bell(me(request).user).unread } }),
    ),
  ];
}
