export { DeferredSelect } from './DeferredSelect.tsx';
