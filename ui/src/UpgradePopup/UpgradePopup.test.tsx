import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UpgradePopup, type UpgradePopupPlan, type UpgradePopupProps } from './UpgradePopup.tsx';

const features = Array.from({ length: 40 }, (_, i) => `Feature ${i + 1}`);
const plans: UpgradePopupPlan[] = [
  {
    id: 1,
    name: 'Essentials',
    product_name: 'Cookie Consent',
    price: 19,
    cycle: 'monthly',
    features,
    isCurrent: true,
    isDisabled: true,
    disabledReason: 'This is your current plan',
  },
  {
    id: 2,
    name: 'Professional',
    product_name: 'Cookie Consent',
    price: 49,
    cycle: 'monthly',
    features: features.slice(0, 3),
  },
  {
    id: 3,
    name: 'Enterprise',
    product_name: 'Cookie Consent',
    price: -1,
    cycle: 'monthly',
    features: ['Unlimited'],
  },
];

const props: UpgradePopupProps = {
  isOpen: true,
  popupType: 'cookieConsent',
  step: 1,
  plans,
  featuresExpanded: false,
  onToggleFeatures: () => {},
  onNext: () => {},
  onBack: () => {},
  onChoosePlan: () => {},
  onClose: () => {},
};

const essentialsFeatures = () =>
  page.getByRole('list', { name: 'Essentials features' }).getByRole('listitem');

describe('UpgradePopup', () => {
  it('shows the product plans as cards on step 1', async () => {
    render(<UpgradePopup {...props} />);
    await expect
      .element(page.getByRole('dialog', { name: 'Upgrade your Cookie Consent plan' }))
      .toBeInTheDocument();
    await expect.element(page.getByText('Upgrade your plan to access this feature')).toBeVisible();
    await expect
      .element(page.getByRole('article', { name: 'Professional' }))
      .toHaveTextContent('$49 / month');
    await expect.element(page.getByRole('article', { name: 'Essentials' })).toHaveTextContent('CURRENT PLAN');
    await expect
      .element(page.getByRole('list', { name: 'Upgrade steps' }).getByRole('listitem').first())
      .toHaveAttribute('aria-current', 'step');
  });

  it('shows the no-plan message', async () => {
    render(<UpgradePopup {...props} popupType="noPlan" />);
    await expect
      .element(page.getByRole('dialog', { name: 'Choose a plan' }))
      .toHaveTextContent("You don't have an active plan, please choose a new plan below");
    await expect.element(page.getByRole('button', { name: 'Choose Plan' }).first()).toBeInTheDocument();
  });

  it('shows the no-plan text it is given, for a company that pays for other products', async () => {
    render(
      <UpgradePopup
        {...props}
        popupType="noPlan"
        noPlanMessage="You don't have an active DSAR plan, please choose a new plan below"
      />,
    );
    const dialog = page.getByRole('dialog', { name: 'Choose a plan' });
    await expect
      .element(dialog)
      .toHaveTextContent("You don't have an active DSAR plan, please choose a new plan below");
    await expect.element(dialog).not.toHaveTextContent("You don't have an active plan");
  });

  it('names the product per popup type', async () => {
    const { rerender } = await render(<UpgradePopup {...props} popupType="org" />);
    await expect.element(page.getByRole('dialog', { name: 'Upgrade your DSAR plan' })).toBeInTheDocument();
    await rerender(<UpgradePopup {...props} popupType="consentPreference" />);
    await expect
      .element(page.getByRole('dialog', { name: 'Upgrade your Consent Preference plan' }))
      .toBeInTheDocument();
  });

  it('collapses features at 6 and expands to at most 31', async () => {
    const onToggleFeatures = vi.fn();
    const { rerender } = await render(<UpgradePopup {...props} onToggleFeatures={onToggleFeatures} />);
    await expect.element(essentialsFeatures().first()).toBeInTheDocument();
    expect(essentialsFeatures().all()).toHaveLength(6);
    await page.getByRole('button', { name: 'More' }).click();
    expect(onToggleFeatures).toHaveBeenCalledTimes(1);
    await rerender(<UpgradePopup {...props} featuresExpanded onToggleFeatures={onToggleFeatures} />);
    await expect.element(page.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true');
    expect(essentialsFeatures().all()).toHaveLength(31);
  });

  it('chooses a plan, Enterprise included; a disabled plan cannot be chosen', async () => {
    const onChoosePlan = vi.fn();
    render(<UpgradePopup {...props} onChoosePlan={onChoosePlan} />);
    await page
      .getByRole('article', { name: 'Professional' })
      .getByRole('button', { name: 'Upgrade' })
      .click();
    expect(onChoosePlan).toHaveBeenLastCalledWith(plans[1]);
    await page.getByRole('button', { name: 'Contact Us' }).click();
    expect(onChoosePlan).toHaveBeenLastCalledWith(plans[2]);
    const current = page
      .getByRole('article', { name: 'Essentials' })
      .getByRole('button', { name: 'Upgrade' });
    await expect.element(current).toBeDisabled();
    await expect.element(current).toHaveAccessibleDescription('This is your current plan');
  });

  it('steps forward to the bundles and back', async () => {
    const onNext = vi.fn();
    const onBack = vi.fn();
    const { rerender } = await render(<UpgradePopup {...props} onNext={onNext} onBack={onBack} />);
    await page.getByRole('button', { name: 'Next: Bundle plans' }).click();
    expect(onNext).toHaveBeenCalledTimes(1);
    const bundles: UpgradePopupPlan[] = [
      {
        id: 'b1',
        name: 'Business Plus',
        product_name: 'Bundle',
        price: 199,
        cycle: 'monthly',
        features: ['5 Cookie Consent plans'],
      },
    ];
    await rerender(<UpgradePopup {...props} step={2} plans={bundles} onNext={onNext} onBack={onBack} />);
    await expect.element(page.getByRole('list', { name: 'Bundle plans' })).toBeInTheDocument();
    await expect
      .element(page.getByRole('list', { name: 'Upgrade steps' }).getByRole('listitem').nth(1))
      .toHaveAttribute('aria-current', 'step');
    await page.getByRole('button', { name: 'Back: Cookie Consent plans' }).click();
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and with the close button', async () => {
    const onClose = vi.fn();
    render(<UpgradePopup {...props} onClose={onClose} />);
    await expect.element(page.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows loading and empty states', async () => {
    const { rerender } = await render(<UpgradePopup {...props} loading />);
    await expect.element(page.getByRole('progressbar', { name: 'Loading plans' })).toBeInTheDocument();
    await rerender(<UpgradePopup {...props} plans={[]} />);
    await expect.element(page.getByText('No plans are available right now.')).toBeVisible();
  });
});
