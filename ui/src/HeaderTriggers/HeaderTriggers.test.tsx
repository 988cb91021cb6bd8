import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../theme/tokens.css';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu.tsx';
import { HelpPanel } from '../HelpPanel/HelpPanel.tsx';
import { NotificationBell } from '../NotificationBell/NotificationBell.tsx';
import { OrgPropertySwitcher } from '../OrgPropertySwitcher/OrgPropertySwitcher.tsx';
import { UserMenu } from '../UserMenu/UserMenu.tsx';
import {
  DropdownMenuTrigger,
  HelpPanelTrigger,
  NotificationBellTrigger,
  OrgPropertySwitcherTrigger,
  UserMenuTrigger,
} from './HeaderTriggers.tsx';

const noop = () => undefined;
const organizations = [
  {
    id: 1,
    orgname: 'Acme Consolidated Holdings',
    properties: [
      { property_id: 11, property_name: 'acme.com', property_active: true, license_assigned: true },
    ],
  },
];

/** The closed trigger as a screen reader and the stylesheet see it (ids and react-aria's own marks left out). */
function markup(host: Element) {
  const clone = host.cloneNode(true) as HTMLElement;
  for (const el of clone.querySelectorAll('*')) {
    // Ids, react-aria's own mark, and the pointer's and focus's passing states (the real switcher opens
    // on hover, so where an earlier test left the mouse may open it: aria-expanded is checked apart).
    for (const attr of [
      'id',
      'aria-expanded',
      'aria-controls',
      'data-react-aria-pressable',
      'data-hovered',
      'data-pressed',
      'data-focused',
      'data-focus-visible',
    ]) {
      el.removeAttribute(attr);
    }
  }
  return clone.innerHTML;
}

describe('the header popups’ stand-in triggers', () => {
  it.each([
    [
      'products menu',
      <DropdownMenu key="real" label="Products" icon="menu" items={[{ id: 'a', label: 'A' }]} />,
      <DropdownMenuTrigger key="stand-in" label="Products" icon="menu" />,
    ],
    [
      'notification bell with a count',
      <NotificationBell
        key="real"
        newCount={120}
        notifications={[]}
        onToggleRead={noop}
        onClear={noop}
        onMarkAllRead={noop}
        onLoadMore={noop}
      />,
      <NotificationBellTrigger key="stand-in" newCount={120} />,
    ],
    [
      'notification bell without news',
      <NotificationBell
        key="real"
        newCount={0}
        notifications={[]}
        onToggleRead={noop}
        onClear={noop}
        onMarkAllRead={noop}
        onLoadMore={noop}
      />,
      <NotificationBellTrigger key="stand-in" newCount={0} />,
    ],
    [
      'help panel',
      <HelpPanel key="real" popularArticles={[]} results={null} onSearch={noop} />,
      <HelpPanelTrigger key="stand-in" />,
    ],
    [
      'user menu',
      <UserMenu key="real" firstName="Ada" lastName="Lovelace" roleName="Admin" helpCenterUrl="/help" />,
      <UserMenuTrigger key="stand-in" firstName="Ada" lastName="Lovelace" roleName="Admin" />,
    ],
    [
      'organization switcher',
      <OrgPropertySwitcher
        key="real"
        organizations={organizations}
        currentOrgId={1}
        currentPropertyId={11}
        onSelectProperty={noop}
      />,
      <OrgPropertySwitcherTrigger
        key="stand-in"
        organizationName="Acme Consolidated Holdings"
        propertyName="acme.com"
      />,
    ],
    [
      'organization switcher without a selection',
      <OrgPropertySwitcher key="real" organizations={organizations} onSelectProperty={noop} />,
      <OrgPropertySwitcherTrigger key="stand-in" />,
    ],
  ])('draws the %s trigger as the popup does', async (_name, real, standIn) => {
    const screen = await render(
      <>
        <div data-testid="real">{real}</div>
        <div data-testid="stand-in">{standIn}</div>
      </>,
    );
    const html = markup(screen.getByTestId('real').element());
    expect(html).toContain('<button');
    expect(markup(screen.getByTestId('stand-in').element())).toBe(html);
    // The stand-in is a closed trigger, as the real one is until it is pointed at.
    for (const trigger of screen.getByTestId('stand-in').element().querySelectorAll('[aria-expanded]')) {
      expect(trigger.getAttribute('aria-expanded')).toBe('false');
    }
  });

  it('names the bell with its count', async () => {
    await render(<NotificationBellTrigger newCount={3} />);
    await expect.element(page.getByRole('button', { name: 'Notifications, 3 new' })).toBeVisible();
  });
});
