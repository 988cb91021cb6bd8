import { $api } from '../../lib/queryClient.ts';

/** PUT /user: the user's first and last name. */
export function useUpdateProfile() {
  return $api.useMutation('put', '/user');
}

/** POST /user: the user's preferences (the theme). */
export function useUpdatePreferences() {
  return $api.useMutation('post', '/user');
}

/** POST /user/defaultproperty: the organization and property opened after login. */
export function useSaveDefaultProperty() {
  return $api.useMutation('post', '/user/defaultproperty');
}

/** GET /get-app-authencation: whether two-factor is on, pending or off. */
export function useTwoFactorStatus() {
  return $api.useQuery('get', '/get-app-authencation');
}

/** The key of that status in the cache, for setting it from the answer of a change. */
export const TWO_FACTOR_STATUS_KEY = $api.queryOptions('get', '/get-app-authencation').queryKey;

/** POST /create-app-authencation: starts a set-up (QR code and key). */
export function useStartTwoFactor() {
  return $api.useMutation('post', '/create-app-authencation');
}

/** POST /update-app-authencation: confirms the set-up with a first code; answers the recovery codes. */
export function useConfirmTwoFactor() {
  return $api.useMutation('post', '/update-app-authencation');
}

/** DELETE /delete-app-authencation: turns two-factor off, with the password. */
export function useDisableTwoFactor() {
  return $api.useMutation('delete', '/delete-app-authencation');
}
