import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Switch } from './switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

describe('primitives dressed in the design system’s classes', () => {
  it('keeps their own classes before the ones given, and passes the other props through', () => {
    render(
      <Tabs defaultValue="one">
        <TabsList aria-label="Sections" className="extra">
          <TabsTrigger value="one">One</TabsTrigger>
        </TabsList>
        <TabsContent value="one">First</TabsContent>
      </Tabs>,
    );
    const list = screen.getByRole('tablist', { name: 'Sections' });
    expect(list.className).toBe('inline-flex flex-wrap gap-1 rounded-xl bg-brand-50 p-1 extra');
    expect(screen.getByRole('tab', { name: 'One' }).className).toContain('rounded-lg px-4');
    expect(screen.getByRole('tabpanel').className).toBe('mt-6 focus-visible:outline-none');
  });

  it('gives the switch its thumb and its state', () => {
    render(<Switch aria-label="Active" className="extra" />);
    const control = screen.getByRole('switch', { name: 'Active' });
    expect(control.className).toMatch(/^relative inline-flex .* extra$/);
    expect(control.querySelector('span')).not.toBeNull();
    fireEvent.click(control);
    expect(control.getAttribute('aria-checked')).toBe('true');
  });
});
