import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELP_ARTICLES, type HelpArticleSeed } from '../src/modules/help/help.content.ts';
import { seedHelpArticles } from '../src/modules/help/help.seed.ts';
import { startTestServer, type TestServer } from './support/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('notifications', () => {
  it('are created by real events: an accepted invitation notifies the inviter', async () => {
    const { api: owner } = await server.login('admin@demo.test');
    await owner.POST('/invite/user', {
      body: {
        email: 'nina.new@demo.test',
        firstname: 'Nina',
        lastname: 'New',
        role: 'Organization View only',
        organization_ids: [1],
      },
    });
    const link = await server.lastLink('nina.new@demo.test');
    await server.client().POST('/invite/user/setpassword/{id}', {
      params: {
        path: { id: Number(link.pathname.split('/').pop()) },
        query: { token: link.searchParams.get('token') as string },
      },
      body: { newpassword: 'Nina-Passw0rd', confirmnewpassword: 'Nina-Passw0rd' },
    });
    const { data } = await owner.GET('/notification');
    expect(data?.response.notification_data[0]).toMatchObject({
      notification: 'Nina New accepted your invitation and joined Demo Company.',
      read: false,
      active: true,
    });
  });

  it('come in pages of 5 with total, new and unread counts', async () => {
    const { api } = await server.login('owner@demo.test');
    // The owner's two-factor set-up and a role change add to the four seeded notifications.
    const setup = await api.POST('/create-app-authencation');
    const { authenticator } = await import('otplib');
    await api.POST('/update-app-authencation', {
      body: { code: authenticator.generate(setup.data?.response.secret as string) },
    });
    await api.DELETE('/delete-app-authencation', { body: { password: 'Demo-Password-1' } });
    const first = (await api.GET('/notification')).data?.response;
    expect(first?.notification_data).toHaveLength(5);
    expect(first?.notification_data[0]?.notification).toBe(
      'Two-factor authentication was turned off for your account.',
    );
    expect(first).toMatchObject({ total: 6, unread_count: 6, new_count: 6 });
    const second = (await api.GET('/notification', { params: { query: { limit: 5, offset: 5 } } })).data
      ?.response;
    expect(second?.notification_data.map((n) => n.notification)).toEqual([
      'Adam Admin accepted your invitation and joined Demo Company.',
    ]);
    const byPage = (await api.GET('/notification', { params: { query: { limit: 5, page: 2 } } })).data
      ?.response;
    expect(byPage?.notification_data).toEqual(second?.notification_data);
  });

  it('toggle read, clear (inactive), mark all read, and count new ones after the bell is opened', async () => {
    const { api } = await server.login('owner@demo.test');
    const ids =
      (
        await api.GET('/notification', { params: { query: { limit: 50 } } })
      ).data?.response.notification_data.map((n) => n.id) ?? [];
    await api.PUT('/notification', { body: { ids: [ids[0] as number], read: true } });
    expect((await api.GET('/notificationunreadcount')).data?.response.count).toBe(5);
    await api.PUT('/notification', { body: { ids: [ids[0] as number], read: false } });
    expect((await api.GET('/notificationunreadcount')).data?.response.count).toBe(6);
    const cleared = await api.PUT('/notification', { body: { ids: [ids[1] as number], active: false } });
    expect(cleared.data?.response.updated).toBe(1);
    expect((await api.GET('/notificationtotalcount')).data?.response.count).toBe(5);
    expect(
      (
        await api.GET('/notification', { params: { query: { limit: 50 } } })
      ).data?.response.notification_data.map((n) => n.id),
    ).not.toContain(ids[1]);
    const all = await api.PUT('/notification/readall');
    expect(all.data?.response.updated).toBe(5);
    expect((await api.GET('/notificationunreadcount')).data?.response.count).toBe(0);
    expect((await api.GET('/notificationnewcount')).data?.response.count).toBe(5);
    await api.PUT('/notification/time');
    expect((await api.GET('/notificationnewcount')).data?.response.count).toBe(0);
  });

  it("never touch another user's notifications: 404, like any id of someone else", async () => {
    const { api: owner } = await server.login('owner@demo.test');
    const id = (await owner.GET('/notification')).data?.response.notification_data[0]?.id as number;
    const { api: viewer } = await server.login('viewer@demo.test');
    const res = await viewer.PUT('/notification', { body: { ids: [id], active: false } });
    expect(res.response.status).toBe(404);
    expect(res.error?.error.code).toBe('not_found');
    expect((await owner.GET('/notification')).data?.response.notification_data[0]?.id).toBe(id);
  });
});

describe('help centre', () => {
  it('finds articles by full-text search, best match first', async () => {
    const api = server.client();
    const { data } = await api.GET('/help/articles', {
      params: { query: { query: 'two-factor authenticator' } },
    });
    expect(data?.response[0]?.title).toBe('Turn on two-factor authentication');
    const none = await api.GET('/help/articles', { params: { query: { query: 'xylophone' } } });
    expect(none.data?.response).toEqual([]);
  });
  it('filters by category and lists categories with counts', async () => {
    const api = server.client();
    const dsar =
      (await api.GET('/help/articles', { params: { query: { category: 'DSAR' } } })).data?.response ?? [];
    expect(dsar.map((a) => a.title)).toEqual(['Publish a DSAR web form', 'DSAR workflows and deadlines']);
    const categories = (await api.GET('/help/categories')).data?.response ?? [];
    expect(categories).toContainEqual({ name: 'DSAR', article_count: 2 });
  });
  it('counts reads: the most read article leads the popular list', async () => {
    const api = server.client();
    const popular = (await api.GET('/help/articles/popular')).data?.response ?? [];
    expect(popular).toHaveLength(5);
    expect(popular[0]?.title).toBe('Getting started: company, organization and property');
    const ropa = (await api.GET('/help/articles', { params: { query: { query: 'ROPA' } } })).data
      ?.response[0];
    for (let i = 0; i < 95; i++)
      await api.GET('/help/articles/{id}', { params: { path: { id: ropa?.id as number } } });
    const after = (await api.GET('/help/articles/popular', { params: { query: { limit: 1 } } })).data
      ?.response;
    expect(after?.[0]?.title).toBe('Records of processing (ROPA)');
    const article = await api.GET('/help/articles/{id}', { params: { path: { id: ropa?.id as number } } });
    expect(article.data?.response.body).toContain('Article 30');
    expect((await api.GET('/help/articles/{id}', { params: { path: { id: 99999 } } })).response.status).toBe(
      404,
    );
  });

  it('brings edited and new articles to an existing database at start, keeping what was read', async () => {
    const { db } = server.running.deps;
    const [first, second] = HELP_ARTICLES as [HelpArticleSeed, HelpArticleSeed];
    // A database from an earlier version: one article with an older text and readers, one missing.
    await db('help_articles').where({ key: first.key }).update({ title: 'Old title', reads: 999 });
    await db('help_articles').where({ key: second.key }).delete();
    await seedHelpArticles(db);
    const title = async (key: string) =>
      (await db('help_articles').where({ key }).first('title', 'reads')) as { title: string; reads: number };
    expect(await title(first.key)).toEqual({ title: first.title, reads: 999 });
    expect((await title(second.key)).title).toBe(second.title);
    expect(Number((await db('help_articles').count({ n: '*' }))[0]?.n)).toBe(HELP_ARTICLES.length);
  });
});

describe('contact us', () => {
  it('stores a message that only platform staff can read', async () => {
    const sent = await server.client().POST('/contactus', {
      body: {
        name: 'Paula Prospect',
        email: 'paula@prospect.test',
        company: 'Prospect AG',
        topic: 'sales',
        message: 'We run 40 websites and need cookie consent for all of them.',
      },
    });
    expect(sent.response.status).toBe(201);
    const { api: staff } = await server.login('staff@demo.test');
    const list = (await staff.GET('/contactus')).data?.response ?? [];
    expect(list[0]).toMatchObject({ name: 'Paula Prospect', topic: 'sales', company: 'Prospect AG' });
    const { api: owner } = await server.login('owner@demo.test');
    const refused = await owner.GET('/contactus');
    expect(refused.response.status).toBe(403);
  });
  it('refuses a too-short message naming the field, and limits messages per address', async () => {
    const api = server.client();
    const short = await api.POST('/contactus', { body: { name: 'X', email: 'x@y.test', message: 'hi' } });
    expect(short.error?.error.details?.[0]).toMatchObject({
      field: 'message',
      reason: 'must be at least 10 characters',
    });
    let status = 0;
    for (let i = 0; i < 6; i++) {
      status = (
        await api.POST('/contactus', {
          body: { name: 'Spam', email: 'spam@spam.test', message: 'buy cheap things now' },
        })
      ).response.status;
    }
    expect(status).toBe(429);
  });
});
