import { createBrowserRouter } from 'react-router';
import { HomePage } from '@/features/home/home-page';
import { NotFoundPage } from '@/features/misc/not-found-page';
import { RootLayout } from './layout/root-layout';

/**
 * The route table of the spec. Home is in the first bundle; every other page is a lazy chunk,
 * so a customer downloads only what the page in front of them needs.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: 'services',
        lazy: async () => ({
          Component: (await import('@/features/catalogue/services-page')).ServicesPage,
        }),
      },
      {
        path: 'admin',
        lazy: async () => ({
          Component: (await import('@/features/admin/admin-page')).AdminPage,
        }),
      },
      {
        path: 'login',
        lazy: async () => ({
          Component: (await import('@/features/auth/login-page')).LoginPage,
        }),
      },
      {
        path: 'register',
        lazy: async () => ({
          Component: (await import('@/features/auth/register-page')).RegisterPage,
        }),
      },
      {
        path: 'forgot-password',
        lazy: async () => ({
          Component: (await import('@/features/auth/forgot-password-page')).ForgotPasswordPage,
        }),
      },
      {
        path: 'profile',
        lazy: async () => ({
          Component: (await import('@/features/profile/profile-page')).ProfilePage,
        }),
      },
      {
        path: 'order',
        lazy: async () => ({
          Component: (await import('@/features/order/order-page')).OrderPage,
        }),
      },
      {
        path: 'cart',
        lazy: async () => ({
          Component: (await import('@/features/cart/cart-page')).CartPage,
        }),
      },
      {
        path: 'checkout',
        lazy: async () => ({
          Component: (await import('@/features/checkout/checkout-page')).CheckoutPage,
        }),
      },
      {
        path: 'orders',
        lazy: async () => ({
          Component: (await import('@/features/orders/orders-page')).OrdersPage,
        }),
      },
      {
        path: 'refer',
        lazy: async () => ({
          Component: (await import('@/features/referral/refer-page')).ReferPage,
        }),
      },
      {
        path: 'referral-how-it-works',
        lazy: async () => ({
          Component: (await import('@/features/referral/referral-how-it-works-page'))
            .ReferralHowItWorksPage,
        }),
      },
      {
        path: 'about',
        lazy: async () => ({
          Component: (await import('@/features/about/about-page')).AboutPage,
        }),
      },
      {
        path: 'contact',
        lazy: async () => ({
          Component: (await import('@/features/contact/contact-page')).ContactPage,
        }),
      },
      {
        path: 'privacypolicy',
        lazy: async () => ({
          Component: (await import('@/features/legal/privacy-policy-page')).PrivacyPolicyPage,
        }),
      },
      {
        path: 'refundpolicy',
        lazy: async () => ({
          Component: (await import('@/features/legal/refund-policy-page')).RefundPolicyPage,
        }),
      },
      {
        path: 'termsandconditions',
        lazy: async () => ({
          Component: (await import('@/features/legal/terms-page')).TermsPage,
        }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
