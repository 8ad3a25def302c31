import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Logo } from './logo.js';
import { TopBarLinks } from './top-bar-links.js';
import './top-bar.css';

/**
 * The shared top bar. Under 768 px the links fold into a menu behind a toggle button; the menu
 * closes on Escape, on choosing a link and on any route change.
 */
export function TopBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Remembering where the menu was opened closes it on navigation without an effect.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const isMenuOpen = menuOpenedOn === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  function onToggleMenu() {
    setMenuOpenedOn(isMenuOpen ? null : pathname);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || !isMenuOpen) return;
    setMenuOpenedOn(null);
    toggleRef.current?.focus();
  }

  function onMenuClick(event: MouseEvent<HTMLElement>) {
    // Choosing the link of the page already shown does not change the route: close anyway.
    if (event.target instanceof Element && event.target.closest('a') !== null) setMenuOpenedOn(null);
  }

  return (
    <header className="top-bar" onKeyDown={onKeyDown}>
      <div className="top-bar__inner">
        <Link to="/" className="top-bar__home" aria-label={t('topBar.homeLabel')}>
          <Logo />
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="top-bar__toggle"
          aria-expanded={isMenuOpen}
          aria-controls={menuId}
          onClick={onToggleMenu}
        >
          <span className="visually-hidden">{t('topBar.menu')}</span>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="top-bar__toggle-icon">
            {isMenuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
        <nav id={menuId} className="top-bar__menu" data-open={isMenuOpen} aria-label={t('topBar.navLabel')} onClick={onMenuClick}>
          <TopBarLinks />
        </nav>
      </div>
    </header>
  );
}
