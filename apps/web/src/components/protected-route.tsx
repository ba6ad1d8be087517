import { ADMIN_MESSAGES } from '@freshfold/shared';
import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useSession, type SessionUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

/** What the login page is given: where to come back to, and the cart's pickup choice if any. */
function loginState(pathname: string, state: unknown) {
  const { pickupDate, pickupSlot } = (state ?? {}) as {
    pickupDate?: unknown;
    pickupSlot?: unknown;
  };
  return {
    redirect: pathname,
    ...(pickupDate === undefined || pickupDate === null ? {} : { pickupDate }),
    ...(pickupSlot === undefined || pickupSlot === null ? {} : { pickupSlot }),
  };
}

/** Who may see a page: anyone signed in, staff and admins (`admin`), or admins alone (`adminOnly`). */
interface Guard {
  admin?: boolean;
  adminOnly?: boolean;
}

/**
 * The one guard of the pages that need an account (profile, orders, checkout) or an admin
 * (`admin`). A guest is sent to the login page, which brings them back afterwards with what
 * this page was given (the cart's pickup choice); a customer at an admin page is told it is not
 * theirs and taken Home; so is staff at a page for the admin role alone (`adminOnly`: the
 * reports). The server refuses every call all the same: this only spares someone a page they
 * cannot use.
 */
function ProtectedRoute({
  admin = false,
  adminOnly = false,
  children,
}: Guard & { children: ReactNode }) {
  const { isAuthenticated, isAdmin, user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const denied =
    isAuthenticated && ((admin && !isAdmin) || (adminOnly && user?.role.toLowerCase() !== 'admin'));
  const told = useRef(false);

  useEffect(() => {
    if (!denied || told.current) return;
    told.current = true;
    toast.error(ADMIN_MESSAGES.accessDenied, {
      description: ADMIN_MESSAGES.accessDeniedDescription,
    });
    void navigate('/', { replace: true });
  }, [denied, navigate]);

  if (!isAuthenticated) {
    return <Navigate to="/login" replace state={loginState(location.pathname, location.state)} />;
  }
  if (denied) return null;
  return children;
}

/** A page behind ProtectedRoute, with its title (set for the guest sent to log in as well). */
export function protectedPage(title: string, Content: ComponentType, guard: Guard = {}) {
  return function ProtectedPage() {
    useDocumentTitle(title);
    return (
      <ProtectedRoute {...guard}>
        <Content />
      </ProtectedRoute>
    );
  };
}

/** The signed-in user, for a page behind ProtectedRoute (which renders it only then). */
export function useSignedInUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error('useSignedInUser is for pages behind a ProtectedRoute');
  return user;
}
