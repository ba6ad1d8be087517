import { Switch as SwitchPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { withClasses } from './with-classes';

const SwitchRoot = withClasses(
  SwitchPrimitive.Root,
  'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors',
  'bg-slate-300 data-[state=checked]:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-50',
);

export function Switch(props: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchRoot {...props}>
      <SwitchPrimitive.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
    </SwitchRoot>
  );
}
