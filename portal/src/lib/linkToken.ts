import { ResetPasswordRequest, VerifyEmailRequest } from '@privacy-portal/sdk/form-rules';
import { contractRule } from '@privacy-portal/sdk/react';

/** The request bodies that carry a mailed link's token. */
type LinkSchema = 'ResetPasswordRequest' | 'VerifyEmailRequest';

/** Whether a mailed link's token has the length the contract allows, before asking the server. */
export function isLinkToken(token: string, schema: LinkSchema): boolean {
  const rule = contractRule(
    schema === 'ResetPasswordRequest' ? ResetPasswordRequest : VerifyEmailRequest,
    'token',
  );
  return (
    token.length >= (rule?.minLength ?? 1) && token.length <= (rule?.maxLength ?? Number.POSITIVE_INFINITY)
  );
}
