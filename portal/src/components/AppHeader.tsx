interface AppHeaderProps {
  userName: string | null;
  busy: boolean;
  onLogOut: () => void;
}

/** The bar on top of the pages of a logged-in user. */
export function AppHeader({ userName, busy, onLogOut }: AppHeaderProps) {
  return (
    <header className="app-header">
      <p className="brand">
        <span className="brand-mark" aria-hidden="true" />
        Privacy Portal
      </p>
      <div className="app-header-user">
        {userName ? <span className="app-header-name">{userName}</span> : null}
        <button type="button" className="button button-secondary" onClick={onLogOut} disabled={busy}>
          {busy ? 'Logging out…' : 'Log out'}
        </button>
      </div>
    </header>
  );
}
