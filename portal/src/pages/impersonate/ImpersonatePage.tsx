import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { LinkButton } from '@privacy-portal/ui/LinkButton';
import { Loader } from '@privacy-portal/ui/Loader';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { problemOf } from '../../lib/queryClient.ts';
import { HOME_PATH } from '../../lib/redirect.ts';
import { previewImpersonation, startImpersonation } from '../../session/impersonation.ts';
import { useSession } from '../../session/SessionProvider.tsx';

type User = Schemas['User'];
type View =
  | { kind: 'checking' }
  | { kind: 'invalid'; message: string }
  | { kind: 'ready'; target: User; expiresAt: string };

const NO_TOKEN = 'The link has no token. Create a new impersonation link and open it again.';
const fullName = (u: User) => `${u.firstname} ${u.lastname}`.trim() || u.email;
const clock = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/**
 * /login/impersonate?token= — staff open the portal as another user with a minted, single-use token.
 * The page says who the link acts as and asks before replacing the session of this browser: a link
 * alone never switches anyone's session (portal-spec §2 stores the token only once confirmed).
 */
export function ImpersonatePage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const token = search.get('token');
  // POST /impersonation/preview: reads the link without using it, so it is safe to ask once per token.
  const preview = useQuery({
    queryKey: ['post', '/impersonation/preview', token],
    queryFn: () => previewImpersonation(token ?? ''),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // Uses the link; once it worked the page leaves, a refusal stays on the page.
  const start = useMutation({
    mutationFn: startImpersonation,
    onSuccess: () => navigate(HOME_PATH, { replace: true }),
  });
  const problem = start.isError ? problemOf(start.error).message : null;

  let view: View;
  if (!token) view = { kind: 'invalid', message: NO_TOKEN };
  else if (preview.data)
    view = { kind: 'ready', target: preview.data.user, expiresAt: preview.data.expires_at };
  else if (preview.isError) view = { kind: 'invalid', message: problemOf(preview.error).message };
  else view = { kind: 'checking' };

  function proceed() {
    if (token) start.mutate(token);
  }

  // Who this browser is signed in as now (the session loads the user of a stored token).
  const me = session.user;
  const back = me ? { to: HOME_PATH, label: 'Back to the portal' } : { to: '/login', label: 'Go to log in' };

  if (view.kind === 'checking') {
    return (
      <AuthLayout>
        <h1>Checking the impersonation link</h1>
        <Loader block showLabel label="Checking the link…" />
      </AuthLayout>
    );
  }

  if (view.kind === 'invalid') {
    return (
      <AuthLayout
        footer={
          <p>
            <Link to={back.to}>{back.label}</Link>
          </p>
        }
      >
        <h1>This impersonation link is not valid</h1>
        <p>{view.message}</p>
      </AuthLayout>
    );
  }

  const { target, expiresAt } = view;
  return (
    <AuthLayout>
      <h1>View the portal as {fullName(target)}?</h1>
      <p>
        This link, made by {target.impersonated_by ?? 'platform staff'}, opens the portal as{' '}
        <strong>{target.email}</strong> until {clock(expiresAt)}. It works once. The session is read-only: you
        can look around but not change anything.
      </p>
      {me ? (
        <p>
          {me.impersonated_by
            ? `Your current view as ${me.email} ends.`
            : `You are signed in as ${me.email}. Your session is kept and comes back when you end the impersonation.`}
        </p>
      ) : null}
      {problem ? (
        <Alert tone="error" title="The impersonation did not start">
          {problem}
        </Alert>
      ) : null}
      <p>
        <Button onPress={proceed} loading={start.isPending} isDisabled={problem !== null}>
          Continue as {target.email}
        </Button>{' '}
        <LinkButton href={back.to} variant="secondary">
          Cancel
        </LinkButton>
      </p>
    </AuthLayout>
  );
}
