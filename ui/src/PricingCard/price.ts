/** '$29', '$29.50', '$1,290'; whole amounts without cents. */
export function formatPlanPrice(price: number, currency = '$'): string {
  const digits = Number.isInteger(price) ? 0 : 2;
  return `${currency}${price.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}
