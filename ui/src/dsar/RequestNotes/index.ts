export type { RequestNotesProps } from './RequestNotes.tsx';
export { RequestNotes } from './RequestNotes.tsx';
