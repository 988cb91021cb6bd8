import { normaliseWebsite, type Schemas, WEBSITE_SHAPE_MESSAGE } from '@privacy-portal/sdk';
import {
  RegistrationCompanyRequest as RegistrationCompanyRequestRules,
  RegistrationOrganizationRequest as RegistrationOrganizationRequestRules,
  RegistrationPropertyRequest as RegistrationPropertyRequestRules,
} from '@privacy-portal/sdk/form-rules';
import { contractMaxLength, contractRules } from '@privacy-portal/sdk/react';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Loader } from '@privacy-portal/ui/Loader';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import form from '../../components/AuthForm.module.css';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { tokenStore } from '../../lib/api.ts';
import { problemSummary } from '../../lib/problem.ts';
import { problemOf } from '../../lib/queryClient.ts';
import { HOME_PATH } from '../../lib/redirect.ts';
import {
  clearRegistrationSession,
  readRegistrationToken,
  storeRegistrationToken,
} from '../../lib/registrationSession.ts';
import { pickParams, REGISTRATION_PARAMS } from '../../lib/signupParams.ts';
import { useRegistrationProgress, useRegistrationSteps } from './registration.queries.ts';
import { StepForm } from './StepForm.tsx';
import { StepProgress } from './StepProgress.tsx';

type Progress = Schemas['RegistrationProgress'];

/** The checks of each step's fields: the contract's rules of its body, worded as the spec asks. */
const RULES = {
  company_name: contractRules(RegistrationCompanyRequestRules, 'company_name', 'Company name', {
    required: 'Enter the name of your company.',
  }),
  orgname: contractRules(RegistrationOrganizationRequestRules, 'orgname', 'Organization name', {
    required: 'Enter a name for the organization.',
  }),
  property_name: contractRules(RegistrationPropertyRequestRules, 'property_name', 'Property name', {
    required: 'Enter a name for the property.',
  }),
  // "example.com" is accepted and sent as https://example.com.
  url: contractRules(RegistrationPropertyRequestRules, 'url', 'Website address', {
    required: 'Enter the address of the website.',
    prepare: (value) => normaliseWebsite(value) ?? value,
    pattern: WEBSITE_SHAPE_MESSAGE,
    validate: { website: (value) => (normaliseWebsite(value) === null ? WEBSITE_SHAPE_MESSAGE : undefined) },
  }),
};

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
  // The step the user moved on to here, from the answers of the steps (the server's, not a guess).
  const [advanced, setAdvanced] = useState<Progress | null>(null);
  // Set as the last step succeeds: the login token replaces the spent registration token, and the cache
  // is cleared for the new user; a still-enabled progress query would then ask again and get a 401.
  const [finished, setFinished] = useState(false);
  const validLink = email !== '' && Number.isInteger(userId) && userId >= 1;
  const loaded = useRegistrationProgress(
    { token: token ?? '', email, userId },
    validLink && token !== null && !finished,
  );
  const steps = useRegistrationSteps();

  /**
   * What every call of the registration does with a refusal: an ended registration session asks to
   * log in again, a finished registration goes to the login; true when it was handled so.
   */
  function handled(error: unknown): boolean {
    const problem = problemOf(error);
    if (problem.status === 401) {
      storeRegistrationToken(null);
      setToken(null);
      return true;
    }
    if (problem.code === 'registration_complete') {
      clearRegistrationSession();
      navigate('/login', {
        replace: true,
        state: { email, notice: 'Your registration is already complete. Log in to continue.' },
      });
      return true;
    }
    return false;
  }

  /** A step's call: a refusal handled above shows nothing; any other is thrown for the form to show. */
  async function step<T>(call: Promise<T>): Promise<T | null> {
    try {
      return await call;
    } catch (error) {
      if (handled(error)) return null;
      throw error;
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a new refusal of the load only
  useEffect(() => {
    if (loaded.error) handled(loaded.error);
  }, [loaded.error]);

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

  const progress = advanced ?? loaded.data?.response;
  if (progress === undefined) {
    const problem = loaded.error ? problemOf(loaded.error) : null;
    const failed = problem !== null && problem.status !== 401 && problem.code !== 'registration_complete';
    return (
      <AuthLayout width="wide">
        {failed ? (
          <>
            <h1>Your registration could not be loaded</h1>
            <Alert tone="error">{problemSummary(problem)}</Alert>
            <Button onPress={() => void loaded.refetch()}>Try again</Button>
          </>
        ) : (
          <Loader block showLabel label="Loading your registration…" />
        )}
      </AuthLayout>
    );
  }

  const auth = { Authorization: `Bearer ${token}` };
  const query = { email, userid: userId, ...pickParams(search, REGISTRATION_PARAMS) };

  let body: ReactNode;
  if (progress.step === 'property' && progress.organization !== undefined) {
    const organizationId = progress.organization.id;
    body = (
      <StepForm
        key="property"
        heading="Add your first property"
        intro="A property is a website whose cookies, consent and privacy requests you manage here. You can add more later."
        focusHeading={advanced !== null}
        fields={[
          {
            name: 'property_name',
            label: 'Property name',
            hint: 'For example: Online shop',
            maxLength: contractMaxLength(RegistrationPropertyRequestRules, 'property_name'),
            rules: RULES.property_name,
          },
          {
            name: 'url',
            label: 'Website address',
            hint: 'For example: https://www.example.com',
            inputMode: 'url',
            autoComplete: 'url',
            maxLength: contractMaxLength(RegistrationPropertyRequestRules, 'url'),
            rules: RULES.url,
          },
        ]}
        codeFields={{ name_taken: 'property_name' }}
        submitLabel="Finish registration"
        onSubmit={async (values) => {
          const url = values.url.trim();
          const result = await step(
            steps.property.mutateAsync({
              params: { query },
              headers: auth,
              body: {
                organization_id: organizationId,
                property_name: values.property_name.trim(),
                url: normaliseWebsite(url) ?? url,
              },
            }),
          );
          if (!result) return;
          setFinished(true);
          tokenStore.set(result.response.token);
          clearRegistrationSession();
          navigate(HOME_PATH, { replace: true });
        }}
      />
    );
  } else if (progress.step === 'organization' || progress.step === 'property') {
    body = (
      <StepForm
        key="organization"
        heading="Create your first organization"
        intro="An organization groups the websites of one brand or business unit. You can add more organizations later."
        focusHeading={advanced !== null}
        fields={[
          {
            name: 'orgname',
            label: 'Organization name',
            autoComplete: 'organization',
            maxLength: contractMaxLength(RegistrationOrganizationRequestRules, 'orgname'),
            rules: RULES.orgname,
          },
        ]}
        codeFields={{ name_taken: 'orgname' }}
        initialValues={{ orgname: progress.organization?.orgname ?? '' }}
        submitLabel="Continue"
        onSubmit={async (values) => {
          const result = await step(
            steps.organization.mutateAsync({
              params: { query },
              headers: auth,
              body: { orgname: values.orgname.trim() },
            }),
          );
          if (!result) return;
          const { id, orgname } = result.response;
          setAdvanced({ ...progress, step: 'property', organization: { id, orgname } });
        }}
      />
    );
  } else {
    body = (
      <StepForm
        key="company"
        heading="Tell us about your company"
        intro={companyIntro(email, progress.emailVerified)}
        focusHeading={advanced !== null}
        fields={[
          {
            name: 'company_name',
            label: 'Company name',
            autoComplete: 'organization',
            maxLength: contractMaxLength(RegistrationCompanyRequestRules, 'company_name'),
            rules: RULES.company_name,
          },
        ]}
        codeFields={{ name_taken: 'company_name' }}
        initialValues={{ company_name: progress.company_name ?? '' }}
        submitLabel="Continue"
        onSubmit={async (values) => {
          const result = await step(
            steps.company.mutateAsync({
              params: { query },
              headers: auth,
              body: { company_name: values.company_name.trim() },
            }),
          );
          if (!result) return;
          setAdvanced({ ...progress, step: 'organization', company_name: result.response.company_name });
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
