import { use, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { HomePage } from './routes/home';
import { NotFoundPage } from './routes/not-found';
import { RootLayout } from './layout/root-layout';

/**
 * A page whose code is a separate chunk. `preload` fetches it ahead of rendering (the client
 * does so before hydrating a prerendered page, so the page's HTML is kept as it is); once
 * loaded, the page renders at once, without passing through the layout's Suspense fallback.
 */
interface LazyPage {
  Page: ComponentType;
  preload(): Promise<unknown>;
}

interface Loaded {
  Component: ComponentType;
  QueryProvider: ComponentType<{ children: ReactNode }>;
}

/** The page exported as `name` by the chunk that `load` imports. */
function lazyPage<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
): LazyPage {
  let loaded: Loaded | null = null;
  let pending: Promise<Loaded> | null = null;
  // Each page comes with the query cache's provider (TanStack Query), which Home does without.
  const preload = () =>
    (pending ??= Promise.all([load(), import('./query-provider')]).then(
      ([module, { QueryProvider }]) => (loaded = { Component: module[name], QueryProvider }),
    ));
  function Page() {
    const { Component, QueryProvider } = loaded ?? use(preload());
    return (
      <QueryProvider>
        <Component />
      </QueryProvider>
    );
  }
  return { Page, preload };
}

/**
 * The route table of the spec, by path. Home is in the first bundle; every other page is a
 * lazy chunk, so a customer downloads only what the page in front of them needs.
 */
export const LAZY_PAGES: Record<string, LazyPage> = {
  services: lazyPage(() => import('./routes/services'), 'ServicesPage'),
  admin: lazyPage(() => import('./routes/admin'), 'AdminPage'),
  'admin/board': lazyPage(() => import('./routes/admin-board'), 'AdminBoardPage'),
  'admin/reports': lazyPage(() => import('./routes/admin-reports'), 'AdminReportsPage'),
  login: lazyPage(() => import('./routes/login'), 'LoginPage'),
  register: lazyPage(() => import('./routes/register'), 'RegisterPage'),
  'forgot-password': lazyPage(() => import('./routes/forgot-password'), 'ForgotPasswordPage'),
  // The two pages of one flow share a chunk: the route table, which Home carries, grows less.
  'reset-password': lazyPage(() => import('./routes/forgot-password'), 'ResetPasswordPage'),
  profile: lazyPage(() => import('./routes/profile'), 'ProfilePage'),
  order: lazyPage(() => import('./routes/order'), 'OrderPage'),
  cart: lazyPage(() => import('./routes/cart'), 'CartPage'),
  checkout: lazyPage(() => import('./routes/checkout'), 'CheckoutPage'),
  orders: lazyPage(() => import('./routes/orders'), 'OrdersPage'),
  refer: lazyPage(() => import('./routes/refer'), 'ReferPage'),
  'referral-how-it-works': lazyPage(
    () => import('./routes/referral-how-it-works'),
    'ReferralHowItWorksPage',
  ),
  about: lazyPage(() => import('./routes/about'), 'AboutPage'),
  contact: lazyPage(() => import('./routes/contact'), 'ContactPage'),
  privacypolicy: lazyPage(() => import('./routes/privacy-policy'), 'PrivacyPolicyPage'),
  refundpolicy: lazyPage(() => import('./routes/refund-policy'), 'RefundPolicyPage'),
  termsandconditions: lazyPage(() => import('./routes/terms'), 'TermsPage'),
};

/** The lazy page a path shows, if any (paths match without regard to case, as the router's). */
export function lazyPageFor(pathname: string): LazyPage | undefined {
  // Slashes trimmed by index: a pattern such as /\/+$/ is quadratic on a long run of them.
  let start = 0;
  let end = pathname.length;
  while (start < end && pathname[start] === '/') start += 1;
  while (end > start && pathname[end - 1] === '/') end -= 1;
  const key = pathname.slice(start, end).toLowerCase();
  return Object.hasOwn(LAZY_PAGES, key) ? LAZY_PAGES[key] : undefined;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        {Object.entries(LAZY_PAGES).map(([path, { Page }]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
