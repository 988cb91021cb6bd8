import { createActorContext } from '@xstate/react';
import { selectTermsView, termsMachine } from '../machines/terms.machine.ts';
import { sameFields } from './sameFields.ts';

/** The terms-and-conditions dialog. */
export const TermsContext = createActorContext(termsMachine);

/** { open, canTick, ticked, canAgree, accepting, error } for the terms dialog. */
export function useTermsState() {
  return TermsContext.useSelector(selectTermsView, sameFields);
}
