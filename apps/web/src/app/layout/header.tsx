import { BRAND } from '@freshfold/shared';
import { LogOut, Menu, ShieldCheck, ShoppingCart, User, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { useLogout } from '@/features/auth/api/logout';
import { useCart } from '@/lib/cart';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/cn';

const LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/services', label: 'Services' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'text-brand-800 bg-brand-50' : 'text-muted hover:text-brand-800',
  );

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md" aria-label={`${BRAND.name} home`}>
      <svg viewBox="0 0 32 32" className="h-8 w-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#0f5f5a" />
        <path d="M9 22V10h11v3h-7.5v2.5H19v3h-6.5V22z" fill="#fff" />
        <circle cx="23" cy="21" r="2.5" fill="#f5b73b" />
      </svg>
      <span className="text-xl font-bold tracking-tight text-brand-800">{BRAND.name}</span>
    </Link>
  );
}

/** The site's pages, then Refer & Earn: its explanation for a guest, the invite page when signed in. */
function SiteLinks() {
  const { isAuthenticated } = useSession();
  return (
    <>
      {LINKS.map((link) => (
        <NavLink key={link.to} to={link.to} end={link.end} className={navClass}>
          {link.label}
        </NavLink>
      ))}
      <NavLink to={isAuthenticated ? '/refer' : '/referral-how-it-works'} className={navClass}>
        Refer &amp; Earn
      </NavLink>
    </>
  );
}

/** The cart icon, with the number of pieces in a badge and in its name. */
function CartLink() {
  const { itemCount } = useCart();
  return (
    <Link
      to="/cart"
      className="relative inline-flex h-10 w-10 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50"
      aria-label={`Cart, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}`}
    >
      <ShoppingCart className="h-5 w-5" aria-hidden="true" />
      {itemCount > 0 ? (
        <span
          data-testid="cart-badge"
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-400 px-1 text-xs font-bold text-brand-950"
        >
          {itemCount}
        </span>
      ) : null}
    </Link>
  );
}

/** On a wide screen: the profile, the dashboard for an admin, and Logout; or Login and Register. */
function AccountButtons({ onLogout }: { onLogout: () => void }) {
  const { user, isAuthenticated, isAdmin } = useSession();
  return (
    <div className="hidden items-center gap-2 md:flex">
      {isAuthenticated && user ? (
        <>
          <Link to="/profile" className={buttonClasses('ghost', 'sm')}>
            <User className="h-4 w-4" aria-hidden="true" />
            {user.firstName}
          </Link>
          {isAdmin ? (
            <Link to="/admin" className={buttonClasses('outline', 'sm')}>
              <ShieldCheck className="h-4 w-4" aria-hidden="true" />
              Admin
            </Link>
          ) : null}
          <Button variant="ghost" size="sm" onClick={onLogout}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            Logout
          </Button>
        </>
      ) : (
        <>
          <Link to="/login" className={buttonClasses('ghost', 'sm')}>
            Login
          </Link>
          <Link to="/register" className={buttonClasses('primary', 'sm')}>
            Register
          </Link>
        </>
      )}
    </div>
  );
}

/** On a small screen, below the bar: the site's pages and the account's links. */
function MobileMenu({ onLogout }: { onLogout: () => void }) {
  const { isAuthenticated, isAdmin } = useSession();
  return (
    <nav id="mobile-menu" aria-label="Mobile" className="border-t border-line bg-white md:hidden">
      <Container className="flex flex-col gap-1 py-3">
        <SiteLinks />
        <div className="my-2 border-t border-line" />
        {isAuthenticated ? (
          <>
            <NavLink to="/profile" className={navClass}>
              Profile
            </NavLink>
            {isAdmin ? (
              <NavLink to="/admin" className={navClass}>
                Admin Dashboard
              </NavLink>
            ) : null}
            <button
              type="button"
              onClick={onLogout}
              className="rounded-md px-3 py-2 text-left text-sm font-medium text-muted hover:text-brand-800"
            >
              Logout
            </button>
          </>
        ) : (
          <>
            <NavLink to="/login" className={navClass}>
              Login
            </NavLink>
            <NavLink to="/register" className={navClass}>
              Register
            </NavLink>
          </>
        )}
      </Container>
    </nav>
  );
}

export function Header() {
  const logoutMutation = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => setMenuOpen(false), [location.pathname]);

  const logout = () => {
    if (logoutMutation.isPending) return;
    void logoutMutation.mutate().then(() => navigate('/'));
  };

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <SiteLinks />
        </nav>
        <div className="flex items-center gap-2">
          <CartLink />
          <AccountButtons onLogout={logout} />
          <button
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X className="h-5 w-5" aria-hidden="true" />
            ) : (
              <Menu className="h-5 w-5" aria-hidden="true" />
            )}
          </button>
        </div>
      </Container>
      {menuOpen ? <MobileMenu onLogout={logout} /> : null}
    </header>
  );
}
