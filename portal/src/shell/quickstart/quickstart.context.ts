import { quickStartMachine } from '@privacy-portal/sdk/machines';
import { createActorContext } from '@xstate/react';

/** One quick-start actor for the shell: the floating panel and the user menu's Quick Start entry. */
export const QuickStartContext = createActorContext(quickStartMachine);
