import { $api } from '../../lib/queryClient.ts';

/** The registration's own credentials: the short-lived token of /registration/*, and whose it is. */
export interface RegistrationCaller {
  token: string;
  email: string;
  userId: number;
}

/** GET /registration: the step the registration is at and what it saved, so any login resumes it. */
export function useRegistrationProgress(caller: RegistrationCaller, enabled: boolean) {
  return $api.useQuery(
    'get',
    '/registration',
    {
      params: { query: { email: caller.email, userid: caller.userId } },
      headers: { Authorization: `Bearer ${caller.token}` },
    },
    { enabled },
  );
}

/** POST /registration/company, /organization and /property: the three steps. */
export function useRegistrationSteps() {
  return {
    company: $api.useMutation('post', '/registration/company'),
    organization: $api.useMutation('post', '/registration/organization'),
    property: $api.useMutation('post', '/registration/property'),
  };
}
