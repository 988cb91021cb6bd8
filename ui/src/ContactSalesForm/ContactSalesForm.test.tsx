import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ContactSalesForm } from './ContactSalesForm.tsx';
import { CONTACT_SALES_PRODUCTS, validateContactSales } from './products.ts';

const openProducts = () => page.getByRole('button', { name: /Product name/ }).click();

describe('ContactSalesForm', () => {
  it('prefills the email, disabled, and offers the spec product list', async () => {
    render(<ContactSalesForm isOpen email="ana@example.com" onSend={vi.fn()} onCancel={vi.fn()} />);
    await expect
      .element(page.getByRole('dialog', { name: 'Subscription Upgrade Request' }))
      .toBeInTheDocument();
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect.element(email).toHaveValue('ana@example.com');
    await expect.element(email).toBeDisabled();
    await openProducts();
    await expect.element(page.getByRole('option', { name: 'Cookie Consent Starter' })).toBeInTheDocument();
    await expect.element(page.getByRole('option', { name: 'Social Fortuna Enterprise' })).toBeInTheDocument();
    await expect.element(page.getByRole('option', { name: 'Business plus' })).toBeInTheDocument();
    expect(page.getByRole('option').all()).toHaveLength(19);
  });

  it('ignores Send without a product and says why', async () => {
    const onSend = vi.fn();
    render(<ContactSalesForm isOpen email="ana@example.com" onSend={onSend} onCancel={vi.fn()} />);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.element(page.getByText('Product name is required')).toBeVisible();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends the chosen products and the additional information', async () => {
    const onSend = vi.fn();
    render(<ContactSalesForm isOpen email="ana@example.com" onSend={onSend} onCancel={vi.fn()} />);
    await page.getByRole('button', { name: 'Send' }).click();
    await openProducts();
    await page.getByRole('option', { name: 'DSAR Professional' }).click();
    await page.getByRole('option', { name: 'Business', exact: true }).click();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByText('Product name is required')).not.toBeInTheDocument();
    await page.getByRole('textbox', { name: 'Additional Information' }).fill('  About 40 properties  ');
    await page.getByRole('button', { name: 'Send' }).click();
    expect(onSend).toHaveBeenCalledWith({
      email: 'ana@example.com',
      productNames: ['DSAR Professional', 'Business'],
      additionalInfo: 'About 40 properties',
    });
  });

  it('starts with the given products', async () => {
    const onSend = vi.fn();
    render(
      <ContactSalesForm
        isOpen
        email="ana@example.com"
        defaultProductNames={['Cookie Consent Enterprise']}
        onSend={onSend}
        onCancel={vi.fn()}
      />,
    );
    await page.getByRole('button', { name: 'Send' }).click();
    expect(onSend).toHaveBeenCalledWith({
      email: 'ana@example.com',
      productNames: ['Cookie Consent Enterprise'],
      additionalInfo: '',
    });
  });

  it('rejects a missing or malformed email', async () => {
    const onSend = vi.fn();
    const { rerender } = await render(
      <ContactSalesForm
        isOpen
        email=""
        defaultProductNames={['Business']}
        onSend={onSend}
        onCancel={vi.fn()}
      />,
    );
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.element(page.getByText('Email is required')).toBeVisible();
    await rerender(
      <ContactSalesForm
        isOpen
        email="ana@"
        defaultProductNames={['Business']}
        onSend={onSend}
        onCancel={vi.fn()}
      />,
    );
    await expect.element(page.getByText('Please enter valid email')).toBeVisible();
    await page.getByRole('button', { name: 'Send' }).click();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('cancels by button and by Escape', async () => {
    const onCancel = vi.fn();
    render(<ContactSalesForm isOpen email="ana@example.com" onSend={vi.fn()} onCancel={onCancel} />);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('blocks Send while busy and shows an error', async () => {
    const onSend = vi.fn();
    render(
      <ContactSalesForm
        isOpen
        busy
        error="The request could not be sent"
        email="ana@example.com"
        defaultProductNames={['Business']}
        onSend={onSend}
        onCancel={vi.fn()}
      />,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('The request could not be sent');
    await page.getByRole('button', { name: 'Send' }).click({ force: true });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('validates as the spec says', () => {
    expect(validateContactSales({ email: ' ', productNames: [], additionalInfo: '' })).toEqual({
      email: 'Email is required',
      productNames: 'Product name is required',
    });
    expect(
      validateContactSales({ email: 'a b@c.d', productNames: ['DSAR Starter'], additionalInfo: '' }),
    ).toEqual({
      email: 'Please enter valid email',
    });
    expect(
      validateContactSales({ email: 'a@b.co', productNames: ['Essential'], additionalInfo: '' }),
    ).toEqual({});
    expect(CONTACT_SALES_PRODUCTS).toContain('Consent Preference Essentials');
  });
});
