/**
 * The spec writes some toasts as 'Title: description' (checkout's); sonner shows them as a
 * title with a line beneath. Spread the result into `toast.error(...)` or `toast.success(...)`.
 */
export function titled(message: string): [string, { description?: string }] {
  const at = message.indexOf(': ');
  return at < 0 ? [message, {}] : [message.slice(0, at), { description: message.slice(at + 2) }];
}
