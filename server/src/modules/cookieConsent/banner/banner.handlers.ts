import type { Schemas } from '@privacy-portal/sdk';
import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import type { Auth } from '../../access/access.ts';
import { cookieConsentScope } from '../cookieConsent.access.ts';
import {
  activateBannerVersion,
  addCustomLanguage,
  bannerVersions,
  deleteBannerVersion,
  getBanner,
  getBannerLanguage,
  publishBanner,
  saveBannerDraft,
  saveBannerLanguage,
  saveBannerLanguages,
} from './banner.service.ts';

type Ops =
  | 'getBanner'
  | 'saveBannerDraft'
  | 'listBannerVersions'
  | 'publishBanner'
  | 'activateBannerVersion'
  | 'deleteBannerVersion'
  | 'saveBannerLanguages'
  | 'getBannerLanguage'
  | 'saveBannerLanguage'
  | 'addCustomLanguage';

/** The cookie banner: draft, publish history with rollback, and its languages. */
export function bannerHandlers(deps: Deps): Pick<Handlers<Auth>, Ops> {
  const { db } = deps;
  return {
    getBanner: async ({ auth, params }) => {
      const scope = await cookieConsentScope(db, auth, { orgId: params.orgId, propId: params.propId });
      return { status: 200, body: { response: await getBanner(db, scope) } };
    },

    saveBannerDraft: async ({ auth, params, body }) => {
      const scope = await cookieConsentScope(db, auth, {
        orgId: params.orgId,
        propId: params.propId,
        write: 'edit the cookie banner',
      });
      return { status: 200, body: { response: await saveBannerDraft(db, scope, body) } };
    },

    listBannerVersions: async ({ auth, params, query }) => {
      const scope = await cookieConsentScope(db, auth, { orgId: params.oid, propId: params.pid });
      return { status: 200, body: await bannerVersions(db, scope, query) };
    },

    publishBanner: async ({ auth, params, body }) => {
      // The body is optional (a publish without a note), which the contract's BodyOf types as undefined.
      const note = (body as Schemas['BannerPublish'] | undefined)?.note;
      const scope = await cookieConsentScope(db, auth, {
        orgId: params.oid,
        propId: params.pid,
        write: 'publish the cookie banner',
      });
      return { status: 201, body: { response: await publishBanner(db, scope, note) } };
    },

    activateBannerVersion: async ({ auth, params }) => {
      const scope = await cookieConsentScope(db, auth, {
        orgId: params.oid,
        propId: params.pid,
        write: 'roll back the cookie banner',
        feature: 'versioning',
      });
      return { status: 200, body: { response: await activateBannerVersion(db, scope, params.id) } };
    },

    deleteBannerVersion: async ({ auth, params }) => {
      const scope = await cookieConsentScope(db, auth, {
        orgId: params.oid,
        propId: params.pid,
        write: 'delete banner versions',
      });
      await deleteBannerVersion(db, scope, params.id);
      return { status: 204 };
    },

    saveBannerLanguages: async ({ auth, params, body }) => {
      const scope = await cookieConsentScope(db, auth, {
        orgId: params.orgId,
        propId: params.propId,
        write: 'change the banner languages',
      });
      return { status: 200, body: { response: await saveBannerLanguages(db, scope, body) } };
    },

    getBannerLanguage: async ({ auth, params }) => {
      const scope = await cookieConsentScope(db, auth, { orgId: params.orgId, propId: params.propId });
      return { status: 200, body: { response: await getBannerLanguage(db, scope, params.lang) } };
    },

    saveBannerLanguage: async ({ auth, params, body }) => {
      const scope = await cookieConsentScope(db, auth, {
        orgId: params.orgId,
        propId: params.propId,
        write: 'edit the banner texts',
        feature: 'advanced_languages',
      });
      return { status: 200, body: { response: await saveBannerLanguage(db, scope, params.lang, body) } };
    },

    addCustomLanguage: async ({ auth, params, body }) => {
      const scope = await cookieConsentScope(db, auth, {
        orgId: params.orgId,
        propId: params.propId,
        write: 'add banner languages',
        feature: 'advanced_languages',
      });
      return { status: 201, body: { response: await addCustomLanguage(db, scope, body) } };
    },
  };
}
