import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { TeamPage } from '../src/pages/settings/TeamPage.tsx';
import { renderPage } from './support/renderPage.tsx';

const dialog = () => page.getByRole('dialog', { name: 'Invite a user' });

async function chooseRole(name: string) {
  await dialog().getByRole('button', { name: /Role/ }).click();
  await page.getByRole('option', { name }).click();
}

describe('TeamPage', () => {
  it('lists the members and invites a Company Administrator', async () => {
    const { requests } = await renderPage(<TeamPage />);
    await expect.element(page.getByRole('rowheader', { name: 'Vera Viewer' })).toBeVisible();
    await page.getByRole('button', { name: 'Invite a user' }).click();
    await dialog().getByRole('textbox', { name: 'First name' }).fill('Ada');
    await dialog().getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
    await dialog().getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await chooseRole('Company Administrator');
    await dialog().getByRole('button', { name: 'Send invitation' }).click();
    await expect.element(page.getByText('The invitation was sent to ada@example.com.')).toBeVisible();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: '/api/v1/invite/user/company',
      body: {
        firstname: 'Ada',
        lastname: 'Lovelace',
        email: 'ada@example.com',
        role: 'Company Administrator',
      },
    });
  });

  it('checks the form before sending: names, email, a listed member, role and organizations', async () => {
    const { requests } = await renderPage(<TeamPage />);
    await page.getByRole('button', { name: 'Invite a user' }).click();
    await dialog().getByRole('button', { name: 'Send invitation' }).click();
    await expect.element(dialog().getByText('Enter the first name.')).toBeVisible();
    await expect.element(dialog().getByText('Enter the last name.')).toBeVisible();
    await expect.element(dialog().getByText('Enter the email address.')).toBeVisible();
    await expect.element(dialog().getByText('Choose a role.')).toBeVisible();
    await expect.element(dialog().getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await expect
      .element(dialog().getByRole('textbox', { name: 'First name' }))
      .toHaveAttribute('maxlength', '60');

    await dialog().getByRole('textbox', { name: 'Email' }).fill('VIEWER@demo.test');
    await chooseRole('Organization View only');
    await dialog().getByRole('button', { name: 'Send invitation' }).click();
    await expect.element(dialog().getByText('This person is already a member of your team.')).toBeVisible();
    await expect.element(dialog().getByText('Choose at least one organization for this role.')).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it("shows the server's limit refusal word for word", async () => {
    await renderPage(<TeamPage />, {
      handlers: [
        http.post('/api/v1/invite/user/company', () =>
          HttpResponse.json(
            { error: { code: 'limit_reached', message: 'You cannot add more than 2 Users' } },
            { status: 409 },
          ),
        ),
      ],
    });
    await page.getByRole('button', { name: 'Invite a user' }).click();
    await dialog().getByRole('textbox', { name: 'First name' }).fill('Ada');
    await dialog().getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
    await dialog().getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await chooseRole('Company Administrator');
    await dialog().getByRole('button', { name: 'Send invitation' }).click();
    await expect.element(dialog().getByText('The invitation was not sent')).toBeVisible();
    await expect.element(dialog().getByText('You cannot add more than 2 Users')).toBeVisible();
  });

  it("changes a member's role and removes a member", async () => {
    await renderPage(<TeamPage />);
    await page.getByRole('button', { name: 'Actions for Vera Viewer' }).click();
    await page.getByRole('menuitem', { name: 'Change role' }).click();
    const change = page.getByRole('dialog', { name: 'Change the role of Vera Viewer' });
    await change.getByRole('button', { name: /Role/ }).click();
    await page.getByRole('option', { name: 'Company Administrator' }).click();
    await change.getByRole('button', { name: 'Save role' }).click();
    await expect.element(page.getByText('Vera Viewer is now Company Administrator.')).toBeVisible();

    await page.getByRole('button', { name: 'Actions for Adam Admin' }).click();
    await page.getByRole('menuitem', { name: 'Remove from team' }).click();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect.element(page.getByText('Adam Admin was removed from the team.')).toBeVisible();
    await expect.element(page.getByRole('rowheader', { name: 'Adam Admin' })).not.toBeInTheDocument();
  });
});
