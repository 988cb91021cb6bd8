export type { ContactSalesFormProps } from './ContactSalesForm.tsx';
export { ContactSalesForm } from './ContactSalesForm.tsx';
export type { ContactSalesErrors, ContactSalesValues } from './products.ts';
export { CONTACT_SALES_MESSAGES, CONTACT_SALES_PRODUCTS, validateContactSales } from './products.ts';
