import { roleCapabilities, type Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Loader } from '@privacy-portal/ui/Loader';
import { Stepper } from '@privacy-portal/ui/Stepper';
import { useEffect, useRef, useState } from 'react';
import forms from '../../components/forms.module.css';
import { PageIntro } from '../../components/PageIntro.tsx';
import { problemSummary } from '../../lib/problem.ts';
import { problemOf } from '../../lib/queryClient.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { useCompany } from '../settings/company.queries.ts';
import { CompanyStep } from './CompanyStep.tsx';
import { FinishStep } from './FinishStep.tsx';
import { OrganizationStep } from './OrganizationStep.tsx';
import { PropertyStep } from './PropertyStep.tsx';
import styles from './SetupWizard.module.css';
import { firstWizardStep, previousWizardStep, WIZARD_STEPS, type WizardStep } from './wizardSteps.ts';

interface Finished {
  organization: Schemas['Organization'];
  property: Schemas['Property'];
}

/** /setupwizard — company, then an organization, then its first property, for a new account. */
export function SetupWizardPage() {
  const session = useSession();
  const companyQuery = useCompany();
  const loadedCompany = companyQuery.data;
  const [step, setStep] = useState<WizardStep | null>(null);
  const [organizationId, setOrganizationId] = useState<number | null>(null);
  const [finished, setFinished] = useState<Finished | null>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  const arrived = useRef(false);

  // Opens on the first step not done yet, once both the company and the organizations are known.
  const sessionReady = session.status === 'ready';
  useEffect(() => {
    if (step !== null || loadedCompany === undefined || !sessionReady) return;
    setStep(firstWizardStep(loadedCompany, session.organizations));
    setOrganizationId(session.selection?.oid ?? null);
  }, [step, loadedCompany, sessionReady, session.organizations, session.selection]);

  // A new step replaces the form under the focus: move it to the step's heading (not on arrival).
  useEffect(() => {
    if (step === null) return;
    if (!arrived.current) {
      arrived.current = true;
      return;
    }
    const heading = stepRef.current?.querySelector<HTMLElement>('h2');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
  }, [step]);

  // Unknown roles are left to the server, which refuses what they may not do.
  const role = roleCapabilities(session.user?.role);
  const canManageCompany = role?.canManageCompany ?? true;
  const canWrite = role?.canWrite ?? true;

  function body() {
    if (loadedCompany === undefined && companyQuery.isError) {
      return (
        <div className={forms.form}>
          <Alert tone="error">{problemSummary(problemOf(companyQuery.error))}</Alert>
          <div className={forms.actions}>
            <Button variant="secondary" onPress={() => void companyQuery.refetch()}>
              Try again
            </Button>
          </div>
        </div>
      );
    }
    if (loadedCompany === undefined || step === null) {
      return <Loader block showLabel label="Loading your company" />;
    }
    const company = loadedCompany;
    switch (step) {
      case 'company':
        return (
          <CompanyStep
            company={company}
            canEdit={canManageCompany}
            onSaved={() => setStep('organization')}
            onSkip={() => setStep('organization')}
          />
        );
      case 'organization':
        return (
          <OrganizationStep
            companyCountry={company.country}
            canCreate={canManageCompany}
            onCreated={(organization) => {
              setOrganizationId(organization.id);
              setStep('property');
            }}
            onSkip={() => setStep('property')}
            onBack={() => setStep(previousWizardStep('organization'))}
          />
        );
      case 'property':
        return (
          <PropertyStep
            organizationId={organizationId}
            canCreate={canWrite}
            onCreated={(organization, property) => {
              setOrganizationId(organization.id);
              setFinished({ organization, property });
              setStep('done');
            }}
            onBack={() => setStep(previousWizardStep('property'))}
          />
        );
      case 'done':
        return finished ? (
          <FinishStep
            organizationId={finished.organization.id}
            organizationName={finished.organization.orgname}
            propertyId={finished.property.property_id}
            propertyName={finished.property.property_name}
            onAddAnother={() => setStep('property')}
          />
        ) : null;
    }
  }

  const allDone = WIZARD_STEPS.map((s) => s.id);
  return (
    <div className={styles.page}>
      <PageIntro
        title="Set up your account"
        description="Three short steps: your company, an organization, and its first property (a website). You can go back to any step."
      />
      {step !== null ? (
        <Stepper
          label="Set-up steps"
          steps={WIZARD_STEPS}
          currentStepId={step}
          {...(step === 'done' ? { completedStepIds: allDone } : {})}
        />
      ) : null}
      <div ref={stepRef}>{body()}</div>
    </div>
  );
}
