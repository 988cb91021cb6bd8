/** What the product's mails say; the server lays them out (server/src/modules/mail/mail.templates.ts). */
export const PRODUCT_NAME = 'Privacy Portal';

export interface MailText {
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}

export const verifyEmailText = (firstname: string, url: string): MailText => ({
  subject: `Verify your email address for ${PRODUCT_NAME}`,
  paragraphs: [
    `Hello ${firstname},`,
    'Please confirm that this is your email address. The link works once and for 48 hours.',
  ],
  action: { label: 'Verify email', url },
});

export const resetPasswordText = (firstname: string, url: string): MailText => ({
  subject: `Reset your ${PRODUCT_NAME} password`,
  paragraphs: [
    `Hello ${firstname},`,
    'Someone asked to reset the password of your account. The link works once and for 60 minutes.',
    'If it was not you, ignore this mail: your password stays as it is.',
  ],
  action: { label: 'Choose a new password', url },
});

export const invitationText = (inviter: string, company: string, role: string, url: string): MailText => ({
  subject: `${inviter} invited you to ${company} on ${PRODUCT_NAME}`,
  paragraphs: [
    `${inviter} invited you to join ${company} as ${role}.`,
    'Choose a password to accept. The link works for 7 days.',
  ],
  action: { label: 'Accept the invitation', url },
});

export const passwordChangedText = (firstname: string): MailText => ({
  subject: `Your ${PRODUCT_NAME} password was changed`,
  paragraphs: [
    `Hello ${firstname},`,
    'The password of your account was just changed and your other sessions were signed out.',
    'If this was not you, reset your password at once and contact your administrator.',
  ],
});

/** The plain-text body: paragraphs, the action's address, the product's name. */
export const mailPlainText = ({ paragraphs, action }: MailText): string =>
  [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), PRODUCT_NAME].join('\n\n');
