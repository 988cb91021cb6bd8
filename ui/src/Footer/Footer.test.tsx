import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Footer } from './Footer.tsx';

describe('Footer', () => {
  it('shows the copyright year, the portal name and the legal links', async () => {
    await render(
      <Footer
        portalName="Privacy Portal"
        year={2026}
        privacyPolicyHref="/privacy"
        termsOfServiceHref="/terms"
      />,
    );
    await expect
      .element(page.getByRole('contentinfo'))
      .toHaveTextContent('© 2026 Privacy Portal. All rights reserved.');
    await expect
      .element(page.getByRole('link', { name: 'Privacy Policy' }))
      .toHaveAttribute('href', '/privacy');
    await expect
      .element(page.getByRole('link', { name: 'Terms of Service' }))
      .toHaveAttribute('href', '/terms');
  });

  it('defaults to the current year', async () => {
    await render(<Footer portalName="Privacy Portal" privacyPolicyHref="/p" termsOfServiceHref="/t" />);
    await expect.element(page.getByText(`© ${new Date().getFullYear()} Privacy Portal`)).toBeVisible();
  });

  it('shows the texts of another language, marked with its language and direction', async () => {
    await render(
      <Footer
        portalName="Privacy Portal"
        privacyPolicyHref="/p"
        termsOfServiceHref="/t"
        lang="ar"
        dir="rtl"
        texts={{
          copyright: '© 2026 Privacy Portal. جميع الحقوق محفوظة.',
          legal: 'معلومات قانونية',
          privacyPolicy: 'سياسة الخصوصية',
          termsOfService: 'شروط الخدمة',
        }}
      />,
    );
    const footer = page.getByRole('contentinfo');
    await expect.element(footer).toHaveTextContent('© 2026 Privacy Portal. جميع الحقوق محفوظة.');
    await expect.element(footer).toHaveAttribute('dir', 'rtl');
    await expect.element(footer).toHaveAttribute('lang', 'ar');
    await expect.element(page.getByRole('navigation', { name: 'معلومات قانونية' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'شروط الخدمة' })).toHaveAttribute('href', '/t');
  });
});
