import type { BaseSyntheticEvent } from 'react';

type HandleSubmit = (...args: never[]) => (event?: BaseSyntheticEvent) => Promise<void>;

/**
 * A form's `onSubmit` from react-hook-form: `submitHandler(form.handleSubmit, onValid)`. The
 * handler react-hook-form builds returns a promise React never waits for; each form's `onValid`
 * shows its own failure (a message on the form, a toast), so the promise is left to run.
 */
export function submitHandler<Handle extends HandleSubmit>(
  handleSubmit: Handle,
  ...args: Parameters<Handle>
): (event: BaseSyntheticEvent) => void {
  const handle = handleSubmit(...args);
  return (event) => {
    void handle(event);
  };
}
