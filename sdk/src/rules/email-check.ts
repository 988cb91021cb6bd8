// Stricter than the contract's format on purpose: the sign-up form wants a reason, not a 400.
const EMAIL = /^[^\s@]+@([^\s@.]+\.)+[^\s@.]{2,}$/;

/**
 * Why the sign-up form's address cannot receive mail, or undefined. `domainValid` checks the domain
 * as the caller can (the server: node's domainToASCII).
 */
export function emailProblem(
  email: string,
  domainValid: (domain: string) => boolean = () => true,
): string | undefined {
  if (!EMAIL.test(email)) return 'Please enter valid email';
  const domain = email.split('@')[1] ?? '';
  if (!domainValid(domain)) return 'The domain of this address is not valid';
  // Reserved top-level domains (RFC 2606) never receive mail.
  if (/\.(example|invalid|localhost)$/i.test(domain)) return 'This domain cannot receive mail';
  return undefined;
}
