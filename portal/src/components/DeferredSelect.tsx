// Lives in the ui library, whose components draw their selects the same way.
export { DeferredSelect } from '@privacy-portal/ui/DeferredSelect';
