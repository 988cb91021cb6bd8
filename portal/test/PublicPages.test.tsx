import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { LocaleProvider } from '../src/i18n/LocaleProvider.tsx';
import { Translated } from '../src/i18n/Translated.tsx';
import { ContactPage } from '../src/pages/public/ContactPage.tsx';
import { HelpCentrePage } from '../src/pages/public/HelpCentrePage.tsx';
import { renderPage } from './support/renderPage.tsx';

/** A public page as PublicLayout renders it: texts from the catalogue. */
const pub = (element: ReactNode) => (
  <LocaleProvider>
    <Translated>{element}</Translated>
  </LocaleProvider>
);

const textbox = (name: string) => page.getByRole('textbox', { name });
const sendButton = () => page.getByRole('button', { name: 'Send message' });

describe('ContactPage', () => {
  it("checks the fields by the contract's ContactRequest before sending", async () => {
    const { requests } = await renderPage(pub(<ContactPage />), { as: null });
    await sendButton().click();
    await expect.element(page.getByText('Enter your name.')).toBeVisible();
    await expect.element(page.getByText('Enter your email address.')).toBeVisible();
    await expect.element(page.getByText('Enter your message.')).toBeVisible();
    await expect.element(textbox('Name')).toHaveFocus();
    await textbox('Message').fill('Too short');
    await sendButton().click();
    await expect
      .element(page.getByText('Write at least 10 characters so we know how to help.'))
      .toBeVisible();
    // The contract's limits reach the inputs.
    await expect.element(textbox('Name')).toHaveAttribute('maxlength', '60');
    await expect.element(textbox('Message')).toHaveAttribute('maxlength', '5000');
    expect(requests).toEqual([]);
  });

  it('sends the message with the topic from ?topic=, and starts again on request', async () => {
    const { requests } = await renderPage(pub(<ContactPage />), { as: null, url: '/page?topic=sales' });
    await textbox('Name').fill(' Ana ');
    await textbox('Email').fill('ana@example.org');
    await textbox('Message').fill('Which plan fits three websites?');
    await sendButton().click();
    await expect.element(page.getByText('Thank you, we will get back to you soon.')).toBeVisible();
    expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/v1/contactus',
      body: {
        name: 'Ana',
        email: 'ana@example.org',
        message: 'Which plan fits three websites?',
        topic: 'sales',
      },
    });
    await page.getByRole('button', { name: 'Send another message' }).click();
    await expect.element(textbox('Name')).toHaveValue('');
  });

  it("puts the server's field errors on their fields", async () => {
    await renderPage(pub(<ContactPage />), {
      as: null,
      handlers: [
        http.post(
          '/api/v1/contactus',
          () =>
            HttpResponse.json(
              {
                error: {
                  code: 'validation_failed',
                  message: 'body.email must be an email address',
                  details: [{ in: 'body', field: 'email', reason: 'must be an email address' }],
                },
              },
              { status: 400 },
            ),
          { once: true },
        ),
      ],
    });
    await textbox('Name').fill('Ana');
    await textbox('Email').fill('ana@example.org');
    await textbox('Message').fill('Which plan fits three websites?');
    await sendButton().click();
    await expect.element(page.getByText('Email must be an email address.')).toBeVisible();
    await expect.element(page.getByText('The message was not sent')).toBeVisible();
    await expect.element(textbox('Email')).toHaveFocus();
  });
});

describe('HelpCentrePage', () => {
  it('shows the categories and the popular articles, then an article', async () => {
    await renderPage(pub(<HelpCentrePage />), { as: null });
    await expect
      .element(page.getByRole('navigation').getByRole('link', { name: /Getting Started/ }))
      .toBeVisible();
    await page.getByRole('link', { name: 'Set up your cookie banner' }).first().click();
    await expect
      .element(page.getByRole('heading', { name: 'Set up your cookie banner', level: 2 }))
      .toBeVisible();
  });

  it('lists the articles of a category, and says when they could not be loaded', async () => {
    await renderPage(pub(<HelpCentrePage />), {
      as: null,
      url: '/page?category=DSAR',
      handlers: [
        http.get(
          '/api/v1/help/articles',
          () =>
            HttpResponse.json(
              { error: { code: 'internal_error', message: 'Something broke.' } },
              { status: 500 },
            ),
          { once: true },
        ),
      ],
    });
    await expect.element(page.getByText('Something broke.')).toBeVisible();
    await page.getByRole('link', { name: /Cookie Consent/ }).click();
    await expect.element(page.getByRole('link', { name: 'Scan your website for cookies' })).toBeVisible();
  });

  it('says when an article does not exist', async () => {
    await renderPage(pub(<HelpCentrePage />), { as: null, url: '/page?article=9999' });
    await expect.element(page.getByText('Article not found')).toBeVisible();
  });
});
