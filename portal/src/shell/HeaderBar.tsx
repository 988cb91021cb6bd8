import { CartIcon } from '@privacy-portal/ui/CartIcon';
import { Header } from '@privacy-portal/ui/Header';
import { IconButton } from '@privacy-portal/ui/IconButton';
import { useLocation, useNavigate } from 'react-router-dom';
import { HELP_CENTER_URL, PORTAL_NAME } from '../app/constants.ts';
import { PRODUCT_TILES } from '../app/products.ts';
import { useThemeSwitch } from '../app/theme.ts';
import { withSelection } from '../routing/navigation.ts';
import { pathAfterSwitch } from '../routing/switching.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { useCartCount } from './cart/useCartCount.ts';
import { HelpMenu } from './help/HelpMenu.tsx';
import { NotificationsMenu } from './notifications/NotificationsMenu.tsx';
import { DropdownMenu, OrgPropertySwitcher, UserMenu } from './popups/popups.tsx';
import { useQuickStartMenu } from './quickstart/QuickStartHost.tsx';

/** The application header: switcher, products, help, notifications, cart, theme and user menu. */
export function HeaderBar() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const quickStart = useQuickStartMenu();
  const { theme, setTheme } = useThemeSwitch();
  // Shown to every role: organization members cannot buy, but the count tells them what is waiting.
  const cartCount = useCartCount();
  const { user, selection } = session;
  const link = (path: string) => (selection ? withSelection(path, '', selection) : path);

  async function selectProperty(oid: number, pid: number) {
    const next = { oid, pid };
    await session.select(next);
    navigate(pathAfterSwitch(location.pathname, location.search, next));
  }

  return (
    <Header
      productName={PORTAL_NAME}
      homeHref="/home/welcome"
      switcher={
        session.organizations.length > 0 ? (
          <OrgPropertySwitcher
            organizations={session.organizations}
            currentOrgId={selection?.oid ?? null}
            currentPropertyId={selection?.pid ?? null}
            onSelectProperty={(oid, pid) => void selectProperty(oid, pid)}
          />
        ) : undefined
      }
      navigation={
        <DropdownMenu
          label="Products"
          icon="menu"
          items={PRODUCT_TILES.map((product) => ({
            id: product.route,
            label: product.label,
            href: link(product.route),
          }))}
        />
      }
      help={<HelpMenu />}
      notifications={<NotificationsMenu />}
      cart={<CartIcon count={cartCount} href={link('/settings/billing/cart')} />}
      themeToggle={
        <IconButton
          icon={theme === 'dark' ? 'sun' : 'moon'}
          label={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
          showTooltip
          onPress={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
        />
      }
      userMenu={
        user ? (
          <UserMenu
            firstName={user.firstname}
            lastName={user.lastname}
            roleName={user.role ?? ''}
            helpCenterUrl={HELP_CENTER_URL}
            quickStartInTopMenu={quickStart.inTopMenu}
            buildHref={link}
            onQuickStart={quickStart.open}
          />
        ) : null
      }
    />
  );
}
