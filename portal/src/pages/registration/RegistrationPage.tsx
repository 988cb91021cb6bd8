import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Loader } from '@privacy-portal/ui/Loader';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api, tokenStore } from '../../lib/api.ts';
import { type Problem, problemSummary } from '../../lib/problem.ts';
import { HOME_PATH } from '../../lib/redirect.ts';
import {
  clearRegistrationSession,
  readRegistrationToken,
  storeRegistrationToken,
} from '../../lib/registrationSession.ts';
import { type Outcome, send } from '../../lib/send.ts';
import { pickParams, REGISTRATION_PARAMS } from '../../lib/signupParams.ts';
import { normaliseWebsite, requiredError } from '../../lib/validation.ts';
import form from '../auth-layout/AuthForm.module.css';
import { AuthLayout } from '../auth-layout/AuthLayout.tsx';
import { StepForm } from './StepForm.tsx';
import { StepProgress } from './StepProgress.tsx';

const NAME_MAX_LENGTH = 100;
const URL_MAX_LENGTH = 2048;

type Progress = Schemas['RegistrationProgress'];
type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; progress: Progress };

/** The first step's welcome: it says the address is verified only when it is. */
export function companyIntro(email: string, emailVerified: boolean): string {
  return emailVerified
    ? `Welcome! Your email address ${email} is verified. Three short steps and your portal is ready.`
    : `Welcome! Three short steps and your portal is ready. Your email address ${email} is not verified yet: open the link we sent to it.`;
}

/** /signup?step=required: company, first organization and first property, then the user is logged in. */
export function RegistrationPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const email = search.get('email') ?? '';
  const userID = search.get('userID') ?? '';
  const userId = Number(userID);
  const [token, setToken] = useState(readRegistrationToken);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [advanced, setAdvanced] = useState(false);
  const validLink = email !== '' && Number.isInteger(userId) && userId >= 1;

  /** Common handling of a step's failure; answers the problem the form should show, if any. */
  function failed(outcome: Extract<Outcome<unknown>, { ok: false }>): Problem | null {
    const { problem } = outcome;
    if (problem.status === 401) {
      storeRegistrationToken(null);
      setToken(null);
      return null;
    }
    if (problem.code === 'registration_complete') {
      clearRegistrationSession();
      navigate('/login', {
        replace: true,
        state: { email, notice: 'Your registration is already complete. Log in to continue.' },
      });
      return null;
    }
    return problem;
  }

  // Where the registration got and what it saved, from the server: it resumes after any login.
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per account, token and retry
  useEffect(() => {
    if (!validLink || token === null) return;
    let live = true;
    setLoaded({ status: 'loading' });
    void send(
      api.GET('/registration', {
        params: { query: { email, userid: userId } },
        headers: { Authorization: `Bearer ${token}` },
      }),
    ).then((outcome) => {
      if (!live) return;
      if (outcome.ok) {
        setLoaded({ status: 'ready', progress: outcome.data.response });
        return;
      }
      const problem = failed(outcome);
      if (problem) setLoaded({ status: 'failed', message: problemSummary(problem) });
    });
    return () => {
      live = false;
    };
  }, [validLink, token, email, userId, attempt]);

  const loginLink = (
    <Link to="/login" state={{ email }}>
      Log in
    </Link>
  );

  if (!validLink) {
    return (
      <AuthLayout footer={<p>Already registered? {loginLink}</p>}>
        <h1>This registration link is incomplete</h1>
        <p>Log in with your email address and password to continue your registration.</p>
      </AuthLayout>
    );
  }

  if (token === null) {
    return (
      <AuthLayout>
        <h1>Continue your registration</h1>
        <p>
          Your registration session has ended. Log in with <strong>{email}</strong> and your password to
          continue where you left off.
        </p>
        <Link className={form.primaryLink} to="/login" state={{ email }}>
          Log in to continue
        </Link>
      </AuthLayout>
    );
  }

  if (loaded.status !== 'ready') {
    return (
      <AuthLayout width="wide">
        {loaded.status === 'loading' ? (
          <Loader block showLabel label="Loading your registration…" />
        ) : (
          <>
            <h1>Your registration could not be loaded</h1>
            <Alert tone="error">{loaded.message}</Alert>
            <Button onPress={() => setAttempt((n) => n + 1)}>Try again</Button>
          </>
        )}
      </AuthLayout>
    );
  }
  const { progress } = loaded;

  const auth = { Authorization: `Bearer ${token}` };
  const query = { email, userid: userId, ...pickParams(search, REGISTRATION_PARAMS) };

  function advance(next: Progress) {
    setLoaded({ status: 'ready', progress: next });
    setAdvanced(true);
  }

  let body: ReactNode;
  if (progress.step === 'property' && progress.organization !== undefined) {
    const organizationId = progress.organization.id;
    body = (
      <StepForm
        key="property"
        heading="Add your first property"
        intro="A property is a website whose cookies, consent and privacy requests you manage here. You can add more later."
        focusHeading={advanced}
        fields={[
          {
            name: 'property_name',
            label: 'Property name',
            hint: 'For example: Online shop',
            maxLength: NAME_MAX_LENGTH,
            validate: (value) => requiredError(value, 'Enter a name for the property.'),
          },
          {
            name: 'url',
            label: 'Website address',
            hint: 'For example: https://www.example.com',
            inputMode: 'url',
            autoComplete: 'url',
            maxLength: URL_MAX_LENGTH,
            validate: (value) =>
              value.trim() === ''
                ? 'Enter the address of the website.'
                : normaliseWebsite(value) === null
                  ? 'Enter a website address like https://www.example.com.'
                  : undefined,
          },
        ]}
        codeFields={{ name_taken: 'property_name' }}
        submitLabel="Finish registration"
        onSubmit={async (values) => {
          const outcome = await send(
            api.POST('/registration/property', {
              params: { query },
              headers: auth,
              body: {
                organization_id: organizationId,
                property_name: values.property_name.trim(),
                url: normaliseWebsite(values.url) ?? values.url.trim(),
              },
            }),
          );
          if (!outcome.ok) return failed(outcome);
          tokenStore.set(outcome.data.response.token);
          clearRegistrationSession();
          navigate(HOME_PATH, { replace: true });
          return null;
        }}
      />
    );
  } else if (progress.step === 'organization' || progress.step === 'property') {
    body = (
      <StepForm
        key="organization"
        heading="Create your first organization"
        intro="An organization groups the websites of one brand or business unit. You can add more organizations later."
        focusHeading={advanced}
        fields={[
          {
            name: 'orgname',
            label: 'Organization name',
            autoComplete: 'organization',
            maxLength: NAME_MAX_LENGTH,
            validate: (value) => requiredError(value, 'Enter a name for the organization.'),
          },
        ]}
        codeFields={{ name_taken: 'orgname' }}
        initialValues={{ orgname: progress.organization?.orgname ?? '' }}
        submitLabel="Continue"
        onSubmit={async (values) => {
          const outcome = await send(
            api.POST('/registration/organization', {
              params: { query },
              headers: auth,
              body: { orgname: values.orgname.trim() },
            }),
          );
          if (!outcome.ok) return failed(outcome);
          const { id, orgname } = outcome.data.response;
          advance({ ...progress, step: 'property', organization: { id, orgname } });
          return null;
        }}
      />
    );
  } else {
    body = (
      <StepForm
        key="company"
        heading="Tell us about your company"
        intro={companyIntro(email, progress.emailVerified)}
        focusHeading={advanced}
        fields={[
          {
            name: 'company_name',
            label: 'Company name',
            autoComplete: 'organization',
            maxLength: NAME_MAX_LENGTH,
            validate: (value) => requiredError(value, 'Enter the name of your company.'),
          },
        ]}
        codeFields={{ name_taken: 'company_name' }}
        initialValues={{ company_name: progress.company_name ?? '' }}
        submitLabel="Continue"
        onSubmit={async (values) => {
          const outcome = await send(
            api.POST('/registration/company', {
              params: { query },
              headers: auth,
              body: { company_name: values.company_name.trim() },
            }),
          );
          if (!outcome.ok) return failed(outcome);
          advance({ ...progress, step: 'organization', company_name: outcome.data.response.company_name });
          return null;
        }}
      />
    );
  }

  const current =
    progress.step === 'property' && progress.organization === undefined ? 'organization' : progress.step;
  return (
    <AuthLayout width="wide">
      <StepProgress current={current} />
      {body}
    </AuthLayout>
  );
}
