import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import { LAZY_PAGES, lazyPageFor } from './router';

describe('the lazy pages', () => {
  it('finds a page by its path, without regard to case or slashes', () => {
    expect(lazyPageFor('/About/')).toBe(LAZY_PAGES.about);
    expect(lazyPageFor('/nowhere')).toBeUndefined();
  });

  it('loads the page its chunk exports, then renders it at once', async () => {
    const page = lazyPageFor('/referral-how-it-works');
    if (!page) throw new Error('no page at /referral-how-it-works');
    await page.preload();
    renderInApp(<page.Page />);
    expect(screen.getByRole('heading', { level: 1, name: 'How Refer & Earn works' })).toBeTruthy();
    // A visitor is asked to sign in, and comes back to their referral link afterwards.
    expect(screen.getByRole('link', { name: 'Sign in to start referring' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Get Your Referral Link' })).toBeNull();
  });
});
