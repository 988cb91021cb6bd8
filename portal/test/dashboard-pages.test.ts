import { describe, expect, it } from 'vitest';
import { propertyProductLabels } from '../src/app/products.ts';
import { teamScope } from '../src/pages/analytics/analytics.queries.ts';
import { accountTotals, licenceCounts } from '../src/pages/analytics/licences.ts';
import { errorStatusFor, homeHrefFor } from '../src/pages/errors/errorStatus.ts';
import { organization, property } from './support/fixtures.ts';

describe('licence counts', () => {
  const organizations = [
    organization(1, [property(1, { name: ['Cookie', 'Social'] }), property(2, { property_active: false })], {
      org_license_id: 9,
      org_license_assigned: true,
    }),
    organization(2, [property(3, { organization_id: 2, name: ['Cookie', 'Preference'] })]),
    organization(3, []),
  ];

  it('counts DSAR per organization and the other products per property', () => {
    expect(
      licenceCounts(organizations).map(({ product, licensed, total, unlicensed }) => [
        product,
        licensed,
        total,
        unlicensed,
      ]),
    ).toEqual([
      ['DSAR', 1, 3, 2],
      ['Cookie Consent', 2, 3, 1],
      ['Consent Preference', 1, 3, 2],
      ['Social Fortuna', 1, 3, 2],
    ]);
  });

  it('totals organizations, properties and active properties', () => {
    expect(accountTotals(organizations)).toEqual({ organizations: 3, properties: 3, activeProperties: 2 });
    expect(accountTotals([])).toEqual({ organizations: 0, properties: 0, activeProperties: 0 });
  });

  it('names a property’s products from its name field', () => {
    expect(propertyProductLabels(property(1, { name: ['Social', 'Cookie'] }))).toEqual([
      'Cookie Consent',
      'Social Fortuna',
    ]);
    expect(propertyProductLabels(property(1))).toEqual([]);
  });
});

describe('team card scope', () => {
  it('asks for the whole company with a company role, the selected organization with an organization role', () => {
    expect(teamScope('Company Owner', 4)).toEqual({});
    expect(teamScope('Company Administrator', null)).toEqual({});
    expect(teamScope('Organization View only', 4)).toEqual({ orgid: 4 });
    expect(teamScope('Organization Administrator', null)).toBeNull();
    expect(teamScope(null, 4)).toBeNull();
  });
});

describe('error status page', () => {
  it('shows the 404 page for 404 and the 500 page with the code otherwise', () => {
    expect(errorStatusFor('404')).toEqual({ variant: '404' });
    expect(errorStatusFor('403')).toEqual({ variant: '500', statusCode: 403 });
    expect(errorStatusFor('500')).toEqual({ variant: '500', statusCode: 500 });
    expect(errorStatusFor(null)).toEqual({ variant: '500' });
    expect(errorStatusFor('abc')).toEqual({ variant: '500' });
    expect(errorStatusFor('200')).toEqual({ variant: '500' });
  });

  it('keeps oid and pid on Back To Home', () => {
    expect(homeHrefFor('?statuscode=403&oid=1&pid=2')).toBe('/home/welcome?oid=1&pid=2');
    expect(homeHrefFor('?statuscode=500')).toBe('/home/welcome');
    expect(homeHrefFor('?oid=null&pid=undefined')).toBe('/home/welcome');
  });
});
