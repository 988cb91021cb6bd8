import type { Schemas } from '@privacy-portal/sdk';
import { EMAIL_EVENTS } from '@privacy-portal/sdk/dsar';

type EmailEvent = Schemas['EmailEvent'];

/** The e-mails a requester gets, named by their event (the Custom Template page, the workflow builder). */
export const EMAIL_EVENT_LABELS: Readonly<Record<EmailEvent, string>> = {
  received: 'Request received',
  verify_identity: 'Verify identity',
  acknowledgement: 'Acknowledgement',
  extension: 'Deadline extended',
  completed: 'Request completed',
  rejected: 'Request rejected',
};

/** What each e-mail tells the requester, one line under its name. */
export const EMAIL_EVENT_HINTS: Readonly<Record<EmailEvent, string>> = {
  received: 'Confirms that the request arrived and when it will be answered.',
  verify_identity: 'Asks the requester to confirm the e-mail address before work starts.',
  acknowledgement: 'Says the address is confirmed and the request is being handled.',
  extension: 'Gives the new due date and the reason, as the law requires.',
  completed: 'Gives the outcome once the request is completed.',
  rejected: 'Gives the reason when the request is refused.',
};

/** The events in the contract's order. */
export const EMAIL_EVENT_ORDER: readonly EmailEvent[] = EMAIL_EVENTS;
