import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import { ApiError } from '../../../http/errors.ts';
import type { Auth } from '../../access/access.ts';

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

// Placeholder while the handlers are written (issue 13).
const notYet = async (): Promise<never> => {
  throw new ApiError(500, 'internal_error', 'Not built yet');
};

export function bannerHandlers(_deps: Deps): Pick<Handlers<Auth>, Ops> {
  return {
    getBanner: notYet,
    saveBannerDraft: notYet,
    listBannerVersions: notYet,
    publishBanner: notYet,
    activateBannerVersion: notYet,
    deleteBannerVersion: notYet,
    saveBannerLanguages: notYet,
    getBannerLanguage: notYet,
    saveBannerLanguage: notYet,
    addCustomLanguage: notYet,
  };
}
