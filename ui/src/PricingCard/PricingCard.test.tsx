import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PricingCard } from './PricingCard.tsx';
import { formatPlanPrice } from './price.ts';

const base = { name: 'Professional', productName: 'Cookie Consent', price: 49, cycle: 'monthly' } as const;

describe('PricingCard', () => {
  it('shows name, product, price with cycle and the highlighted features', async () => {
    render(<PricingCard {...base} features={['Up to 1,000,000 pageviews', '5 users']} />);
    const card = page.getByRole('article', { name: 'Professional' });
    await expect.element(card).toHaveTextContent('Cookie Consent');
    await expect.element(card).toHaveTextContent('$49 / month');
    await expect.element(page.getByRole('listitem')).toHaveLength(2);
    await expect.element(page.getByRole('heading', { level: 3, name: 'Professional' })).toBeVisible();
  });

  it("marks the current plan and the recommended one ('Recomended')", async () => {
    render(<PricingCard {...base} isCurrent isRecommended />);
    await expect.element(page.getByText('CURRENT PLAN')).toBeVisible();
    await expect.element(page.getByText('Recomended')).toBeVisible();
  });

  it('fires the primary action and View Comparison', async () => {
    const onAction = vi.fn();
    const onViewComparison = vi.fn();
    render(<PricingCard {...base} onAction={onAction} onViewComparison={onViewComparison} />);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'View Comparison' }).click();
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onViewComparison).toHaveBeenCalledTimes(1);
  });

  it('shows a disabled button with its reason', async () => {
    const onAction = vi.fn();
    render(
      <PricingCard
        {...base}
        onAction={onAction}
        isActionDisabled
        disabledReason="Your role cannot purchase plans"
      />,
    );
    const button = page.getByRole('button', { name: 'Add to Cart' });
    await expect.element(button).toBeDisabled();
    await expect.element(button).toHaveAccessibleDescription('Your role cannot purchase plans');
    await button.click({ force: true });
    expect(onAction).not.toHaveBeenCalled();
  });

  it('Enterprise (-1) shows no price and a Contact Us button', async () => {
    const onAction = vi.fn();
    render(<PricingCard {...base} name="Enterprise" price={-1} onAction={onAction} />);
    await expect.element(page.getByRole('article')).not.toHaveTextContent('$');
    await expect.element(page.getByRole('article')).not.toHaveTextContent('/ month');
    await page.getByRole('button', { name: 'Contact Us' }).click();
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('collapses features at the limit and toggles with More / Hide', async () => {
    const onToggleFeatures = vi.fn();
    const features = Array.from({ length: 9 }, (_, i) => `Feature ${i + 1}`);
    const { rerender } = await render(
      <PricingCard {...base} features={features} featureLimit={6} onToggleFeatures={onToggleFeatures} />,
    );
    expect(page.getByRole('listitem').all()).toHaveLength(6);
    const more = page.getByRole('button', { name: 'More' });
    await expect.element(more).toHaveAttribute('aria-expanded', 'false');
    (more.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onToggleFeatures).toHaveBeenCalledTimes(1);
    await rerender(
      <PricingCard
        {...base}
        features={features}
        featureLimit={6}
        featuresExpanded
        onToggleFeatures={onToggleFeatures}
      />,
    );
    expect(page.getByRole('listitem').all()).toHaveLength(9);
    await expect.element(page.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('cuts features at the limit without a toggle (Consent Preference lists its first 4)', async () => {
    render(<PricingCard {...base} features={['a', 'b', 'c', 'd', 'e']} featureLimit={4} />);
    await expect.element(page.getByRole('listitem').nth(3)).toBeVisible();
    expect(page.getByRole('listitem').all()).toHaveLength(4);
    await expect.element(page.getByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('shows extra controls above the button and a second action (not on Enterprise)', async () => {
    const onSecondaryAction = vi.fn();
    const { rerender } = await render(
      <PricingCard
        {...base}
        extra={
          <label>
            Quantity <input defaultValue="2" />
          </label>
        }
        secondaryActionLabel="Start 14-day free trial"
        onSecondaryAction={onSecondaryAction}
      />,
    );
    await expect.element(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    await page.getByRole('button', { name: 'Start 14-day free trial' }).click();
    expect(onSecondaryAction).toHaveBeenCalledTimes(1);
    await rerender(
      <PricingCard
        {...base}
        isActionDisabled
        secondaryActionLabel="Start 14-day free trial"
        onSecondaryAction={onSecondaryAction}
      />,
    );
    await expect.element(page.getByRole('button', { name: 'Start 14-day free trial' })).toBeDisabled();
    await rerender(
      <PricingCard
        {...base}
        price={-1}
        secondaryActionLabel="Start 14-day free trial"
        onSecondaryAction={onSecondaryAction}
      />,
    );
    await expect
      .element(page.getByRole('button', { name: 'Start 14-day free trial' }))
      .not.toBeInTheDocument();
  });

  it('formats prices', () => {
    expect(formatPlanPrice(290)).toBe('$290');
    expect(formatPlanPrice(1290)).toBe('$1,290');
    expect(formatPlanPrice(9.9)).toBe('$9.90');
  });
});
