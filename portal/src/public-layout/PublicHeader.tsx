import { DropdownMenu } from '@privacy-portal/ui/DropdownMenu';
import { IconButton } from '@privacy-portal/ui/IconButton';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { PORTAL_NAME } from '../app/constants.ts';
import { useT } from '../i18n/hooks.ts';
import { LanguagePicker } from '../i18n/LanguagePicker.tsx';
import styles from './PublicLayout.module.css';
import {
  DESKTOP_MEDIA_QUERY,
  MAIN_LINKS,
  OPEN_PORTAL,
  type PublicNavLink,
  SIGN_IN,
  SOLUTIONS,
  TRY_FOR_FREE,
} from './publicNav.ts';

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.navLink} ${styles.navLinkActive}` : styles.navLink;

function AccountLinks({ loggedIn, onNavigate }: { loggedIn: boolean; onNavigate?: () => void }) {
  const t = useT();
  if (loggedIn) {
    return (
      <Link to={OPEN_PORTAL.href} className={styles.primaryLink} onClick={onNavigate}>
        {t(OPEN_PORTAL.label)}
      </Link>
    );
  }
  return (
    <>
      <Link to={SIGN_IN.href} className={styles.signIn} onClick={onNavigate}>
        {t(SIGN_IN.label)}
      </Link>
      <Link to={TRY_FOR_FREE.href} className={styles.primaryLink} onClick={onNavigate}>
        {t(TRY_FOR_FREE.label)}
      </Link>
    </>
  );
}

function MobileLink({ link, onNavigate }: { link: PublicNavLink; onNavigate: () => void }) {
  const t = useT();
  return (
    <li>
      <NavLink to={link.href} className={navClass} onClick={onNavigate}>
        {t(link.label)}
      </NavLink>
    </li>
  );
}

/**
 * The public header: product name, Solutions menu, Pricing, Partners, Contact Us, the language picker,
 * Sign In and Try for Free.
 * Under 768 px the links fold into a menu button that opens a panel under the bar.
 */
export function PublicHeader({ loggedIn }: { loggedIn: boolean }) {
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const solutionsActive = SOLUTIONS.some((link) => link.href === pathname);

  // The panel belongs to the mobile layout: growing past the breakpoint closes it.
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_MEDIA_QUERY);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setMenuOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // Escape closes the open menu and gives focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.querySelector('button')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const close = () => setMenuOpen(false);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand} onClick={close}>
          <span className={styles.mark} aria-hidden="true" />
          {PORTAL_NAME}
        </Link>

        <nav aria-label={t('nav.main')} className={styles.desktopNav}>
          <div className={`${styles.solutions} ${solutionsActive ? styles.solutionsActive : ''}`}>
            <DropdownMenu
              label={t('nav.solutions')}
              items={SOLUTIONS.map((link) => ({
                id: link.href,
                label: t(link.label),
                description: link.description ? t(link.description) : undefined,
                href: link.href,
              }))}
            />
          </div>
          {MAIN_LINKS.map((link) => (
            <NavLink key={link.href} to={link.href} className={navClass}>
              {t(link.label)}
            </NavLink>
          ))}
        </nav>

        <div className={styles.desktopActions}>
          <LanguagePicker />
          <AccountLinks loggedIn={loggedIn} />
        </div>

        <div className={styles.menuToggle} ref={toggleRef}>
          <IconButton
            icon={menuOpen ? 'close' : 'menu'}
            label={menuOpen ? t('nav.closeMenu') : t('nav.menu')}
            showTooltip={false}
            aria-expanded={menuOpen}
            aria-controls={panelId}
            onPress={() => setMenuOpen((open) => !open)}
          />
        </div>
      </div>

      <div id={panelId} className={styles.mobilePanel} hidden={!menuOpen}>
        <nav aria-label={t('nav.main')}>
          <p className={styles.mobileGroup} id={`${panelId}-solutions`}>
            {t('nav.solutions')}
          </p>
          <ul className={styles.mobileList} aria-labelledby={`${panelId}-solutions`}>
            {SOLUTIONS.map((link) => (
              <MobileLink key={link.href} link={link} onNavigate={close} />
            ))}
          </ul>
          <ul className={styles.mobileList}>
            {MAIN_LINKS.map((link) => (
              <MobileLink key={link.href} link={link} onNavigate={close} />
            ))}
          </ul>
        </nav>
        <div className={styles.mobileActions}>
          <LanguagePicker />
          <AccountLinks loggedIn={loggedIn} onNavigate={close} />
        </div>
      </div>
    </header>
  );
}
