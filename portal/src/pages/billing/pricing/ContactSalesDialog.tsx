import { ContactSalesForm, type ContactSalesValues } from '@privacy-portal/ui/ContactSalesForm';
import { useState } from 'react';
import { problemSummary } from '../../../lib/problem.ts';
import { problemOf } from '../../../lib/queryClient.ts';
import { useClientIp, useEnterpriseRequest } from './pricing.queries.ts';
import { enterpriseRequestBody } from './pricing.ts';

interface ContactSalesDialogProps {
  isOpen: boolean;
  email: string;
  defaultProductNames: string[];
  onClose: () => void;
  /** the request was sent: the page shows 'Request Sent Successfully' */
  onSent: () => void;
}

/**
 * 'Contact Us' on Enterprise: the 'Subscription Upgrade Request' modal (calls-billing-spec §2, §5).
 * The request carries the client's IP (POST /ip-check, left out when the lookup fails) and the
 * browser's user agent. A failed request keeps the modal open with the server's message, so the
 * user's text is not lost (the spec's modal version closes silently; we chose not to drop the input).
 */
export function ContactSalesDialog({
  isOpen,
  email,
  defaultProductNames,
  onClose,
  onSent,
}: ContactSalesDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const clientIp = useClientIp();
  const enterpriseRequest = useEnterpriseRequest();

  async function submit(values: ContactSalesValues) {
    setBusy(true);
    setError(null);
    // The address is a courtesy to sales: the request goes without it when it cannot be had.
    const ip = await clientIp.mutateAsync({}).then(
      (answer) => answer.response.UserIP,
      () => null,
    );
    try {
      await enterpriseRequest.mutateAsync({
        body: enterpriseRequestBody(values, ip, navigator.userAgent),
      });
    } catch (failure) {
      setBusy(false);
      setError(problemSummary(problemOf(failure), { verbatim: true }));
      return;
    }
    setBusy(false);
    onSent();
  }

  return (
    <ContactSalesForm
      isOpen={isOpen}
      email={email}
      defaultProductNames={defaultProductNames}
      busy={busy}
      error={error}
      onSend={(values) => void submit(values)}
      onCancel={() => {
        setError(null);
        onClose();
      }}
    />
  );
}
