export type { AccordionItem, AccordionProps } from './Accordion.tsx';
export { Accordion } from './Accordion.tsx';
