import { describe, expect, it } from 'vitest';
import { explainProblem } from '../src/lib/problem.ts';
import {
  EMPTY_INVITE,
  emailRules,
  INVITE_LABELS,
  INVITE_SUBMIT,
  type InviteValues,
  inviteRequest,
} from '../src/pages/settings/teamForm.ts';

const invite: InviteValues = {
  ...EMPTY_INVITE,
  firstname: ' Ada ',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  role: 'Organization View only',
  organization_ids: ['3'],
};

/** What the invite dialog shows for a refusal of POST /invite/user. */
const explain = (code: string, message: string, details: { field: string; reason: string }[] = []) =>
  explainProblem(
    { status: 409, code, message, details: details.map((d) => ({ in: 'body' as const, ...d })) },
    { labels: INVITE_LABELS, ...INVITE_SUBMIT },
  );

describe('the invite form', () => {
  it("shows the user limit refusal word for word, as the spec's message reads", () => {
    const shown = explain('limit_reached', 'You cannot add more than 2 Users');
    expect(shown.summary).toBe('You cannot add more than 2 Users');
    expect(shown.fields).toEqual({});
  });

  it('marks the email field when the person is already known', () => {
    const shown = explain('already_member', 'This person is already a member of your company', [
      { field: 'email', reason: 'is already a member' },
    ]);
    expect(shown.fields).toEqual({ email: 'Email is already a member.' });
    expect(shown.summary).toBe('Please correct the marked fields.');
  });

  it("asks for the invitee's email address, not the user's own, and catches a listed member", () => {
    const check = (value: string) => {
      for (const run of Object.values(emailRules(new Set(['ada@example.com'])).validate)) {
        const result = run(value);
        if (result !== true) return result;
      }
      return true;
    };
    expect(check(' ')).toBe('Enter the email address.');
    expect(check('ADA@example.com ')).toBe('This person is already a member of your team.');
    expect(check('grace@example.com')).toBe(true);
  });

  it('sends organization roles to /invite/user and Company Administrator to /invite/user/company', () => {
    expect(inviteRequest(invite)).toEqual({
      kind: 'organization',
      body: {
        firstname: 'Ada',
        lastname: 'Lovelace',
        email: 'ada@example.com',
        role: 'Organization View only',
        organization_ids: [3],
      },
    });
    expect(inviteRequest({ ...invite, role: 'Company Administrator' })).toEqual({
      kind: 'company',
      body: {
        firstname: 'Ada',
        lastname: 'Lovelace',
        email: 'ada@example.com',
        role: 'Company Administrator',
      },
    });
  });
});
