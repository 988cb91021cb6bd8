import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api, tokenStore } from '../../lib/api.ts';
import type { Problem } from '../../lib/problem.ts';
import { HOME_PATH } from '../../lib/redirect.ts';
import {
  clearRegistrationSession,
  type RegistrationProgress,
  readRegistrationProgress,
  readRegistrationToken,
  storeRegistrationProgress,
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

/** /signup?step=required: company, first organization and first property, then the user is logged in. */
export function RegistrationPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const email = search.get('email') ?? '';
  const userID = search.get('userID') ?? '';
  const userId = Number(userID);
  const [token, setToken] = useState(readRegistrationToken);
  const [progress, setProgress] = useState<RegistrationProgress>(
    () => readRegistrationProgress(userID) ?? { userID, step: 'company' },
  );
  const [advanced, setAdvanced] = useState(false);

  const loginLink = (
    <Link to="/login" state={{ email }}>
      Log in
    </Link>
  );

  if (email === '' || !Number.isInteger(userId) || userId < 1) {
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

  const auth = { Authorization: `Bearer ${token}` };
  const query = { email, userid: userId, ...pickParams(search, REGISTRATION_PARAMS) };

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

  function advance(next: RegistrationProgress) {
    storeRegistrationProgress(next);
    setProgress(next);
    setAdvanced(true);
  }

  let body: ReactNode;
  if (progress.step === 'property' && progress.organizationId !== undefined) {
    const organizationId = progress.organizationId;
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
          advance({ userID, step: 'property', organizationId: outcome.data.response.id });
          return null;
        }}
      />
    );
  } else {
    body = (
      <StepForm
        key="company"
        heading="Tell us about your company"
        intro={`Welcome! Your email address ${email} is verified. Three short steps and your portal is ready.`}
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
          advance({ userID, step: 'organization' });
          return null;
        }}
      />
    );
  }

  const current =
    progress.step === 'property' && progress.organizationId === undefined ? 'organization' : progress.step;
  return (
    <AuthLayout width="wide">
      <StepProgress current={current} />
      {body}
    </AuthLayout>
  );
}
