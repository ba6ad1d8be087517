import { Tabs as TabsPrimitive } from 'radix-ui';
import { withClasses } from './with-classes';

export const Tabs = TabsPrimitive.Root;

export const TabsList = withClasses(
  TabsPrimitive.List,
  'inline-flex flex-wrap gap-1 rounded-xl bg-brand-50 p-1',
);

export const TabsTrigger = withClasses(
  TabsPrimitive.Trigger,
  'rounded-lg px-4 py-2 text-sm font-medium text-muted transition-colors hover:text-brand-800',
  'data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm',
);

export const TabsContent = withClasses(TabsPrimitive.Content, 'mt-6 focus-visible:outline-none');
