import { roleCapabilities } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { PageIntro } from '../../components/PageIntro.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import { CompanyForm } from './CompanyForm.tsx';
import { CompanyServices } from './CompanyServices.tsx';
import { useCompany, useCompanyServices } from './company.queries.ts';
import styles from './settings.module.css';

/** /settings/company: the company's details (editable by company roles) and its services. */
export function CompanyPage() {
  const { user } = useSession();
  const canEdit = roleCapabilities(user?.role)?.canManageCompany ?? false;
  const company = useCompany();
  const services = useCompanyServices();

  return (
    <div className={styles.page}>
      <PageIntro
        title="Company details"
        description="The name, address and contact details of your company, and the services it uses."
      />
      <QueryState
        queries={[company, services]}
        loadingLabel="Loading the company details"
        what="the company details"
      >
        {(details, list) => (
          <>
            {canEdit ? null : (
              <Alert tone="info">
                You can see the company details. Only a Company Owner or Company Administrator can change
                them.
              </Alert>
            )}
            <CompanyForm company={details} canEdit={canEdit} />
            <CompanyServices services={list} />
          </>
        )}
      </QueryState>
    </div>
  );
}
