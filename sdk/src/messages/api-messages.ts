/**
 * Texts of the API's refusals that the server and the mocks both answer, so that stories and the
 * mock mode show what users will see. The server's ApiError and the mocks' errors take them from here.
 */
export const API_MESSAGES = {
  incorrectLogin: 'Incorrect email or password',
  incorrectCode: 'Incorrect authentication code',
  invalidToken: 'Invalid or expired token',
  internalError: 'Something went wrong on our side. Please try again later.',
  invalidJson: 'The request body is not valid JSON',
  emailTaken: 'An account with this email already exists',
  invalidCoupon: 'This promo code is not valid',
  cartEmpty: 'Your cart is empty',
  enterpriseRequestSent: 'Request Sent Successfully',
  forgotPassword: 'If an account exists for this address, we sent a link to reset the password.',
  addedToCart: (plan: { name: string; product_name: string }): string =>
    `${plan.name} ${plan.product_name} added to cart`,
  passwordReset: 'Your password was changed. Log in with the new password.',
  passwordChanged: 'Your password was changed. Your other sessions were signed out.',
  verificationResent: (email: string): string =>
    `If ${email} has an unverified account, the verification email is sent to it.`,
  verificationSent: (email: string): string => `the verification email is sent to ${email}`,
  invitationResent: (email: string): string => `The invitation was sent again to ${email}`,
  /** '… not found' answers 404. */
  notFound: (what = 'Resource'): string => `${what} not found`,
  /** The error catalogue raises the unauthorized dialog on 'is not authorized'. */
  forbidden: (action = 'perform this action'): string => `Your role is not authorized to ${action}`,
  linkInvalid: (what: string): string => `This ${what} link is invalid or has expired`,
  impersonationReadOnly: (email: string, staff: string): string =>
    `You are viewing the portal as ${email}, impersonated by ${staff}: an impersonation can look but not change anything.`,
} as const;
