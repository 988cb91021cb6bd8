import { roleCapabilities, type Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { api } from '../../lib/api.ts';
import { send } from '../../lib/send.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { PageIntro } from '../page-intro/PageIntro.tsx';
import { CompanyForm } from './CompanyForm.tsx';
import { CompanyServices } from './CompanyServices.tsx';
import { LoadPending } from './LoadFailed.tsx';
import styles from './settings.module.css';
import { useLoad } from './useLoad.ts';

interface CompanyData {
  company: Schemas['Company'];
  services: Schemas['CompanyService'][];
}

async function loadCompany() {
  const [company, services] = await Promise.all([
    send(api.GET('/company')),
    send(api.GET('/company/service')),
  ]);
  if (!company.ok) return company;
  if (!services.ok) return services;
  return { ok: true as const, data: { company: company.data.response, services: services.data.response } };
}

/** /settings/company: the company's details (editable by company roles) and its services. */
export function CompanyPage() {
  const { user } = useSession();
  const canEdit = roleCapabilities(user?.role)?.canManageCompany ?? false;
  const load = useLoad<CompanyData>(loadCompany, 'company');

  return (
    <div className={styles.page}>
      <PageIntro
        title="Company details"
        description="The name, address and contact details of your company, and the services it uses."
      />
      <LoadPending load={load} loadingLabel="Loading the company details" what="the company details" />
      {load.state.status === 'ready' ? (
        <>
          {canEdit ? null : (
            <Alert tone="info">
              You can see the company details. Only a Company Owner or Company Administrator can change them.
            </Alert>
          )}
          <CompanyForm
            company={load.state.data.company}
            canEdit={canEdit}
            onSaved={() => void load.refetch()}
          />
          <CompanyServices services={load.state.data.services} />
        </>
      ) : null}
    </div>
  );
}
