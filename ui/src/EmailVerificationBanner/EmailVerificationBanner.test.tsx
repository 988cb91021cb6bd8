import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { EmailVerificationBanner } from './EmailVerificationBanner.tsx';

describe('EmailVerificationBanner', () => {
  it('asks an unverified user to verify and fires onVerify', async () => {
    const onVerify = vi.fn();
    await render(<EmailVerificationBanner verified={false} email="jane@example.com" onVerify={onVerify} />);
    await expect.element(page.getByText('You have not verified your email address')).toBeVisible();
    await page.getByRole('button', { name: 'Verify Now' }).click();
    expect(onVerify).toHaveBeenCalledTimes(1);
  });

  it('after a send names the address and offers Resend', async () => {
    const onVerify = vi.fn();
    await render(
      <EmailVerificationBanner verified={false} sent email="jane@example.com" onVerify={onVerify} />,
    );
    await expect.element(page.getByText('The verification email is sent to jane@example.com')).toBeVisible();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Resend' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onVerify).toHaveBeenCalledTimes(1);
  });

  it('blocks a second send while sending', async () => {
    const onVerify = vi.fn();
    await render(
      <EmailVerificationBanner verified={false} sending email="jane@example.com" onVerify={onVerify} />,
    );
    await page.getByRole('button', { name: 'Verify Now' }).click({ force: true });
    expect(onVerify).not.toHaveBeenCalled();
  });

  it('can be dismissed', async () => {
    const onDismiss = vi.fn();
    await render(
      <EmailVerificationBanner
        verified={false}
        email="jane@example.com"
        onVerify={() => {}}
        onDismiss={onDismiss}
      />,
    );
    await page.getByRole('button', { name: 'Dismiss' }).click();
    expect(onDismiss).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole('region', { name: 'Email verification' })).not.toBeInTheDocument();
  });

  it('shows nothing for a verified user', async () => {
    const screen = await render(
      <EmailVerificationBanner verified email="jane@example.com" onVerify={() => {}} />,
    );
    expect(screen.container.textContent).toBe('');
  });
});
