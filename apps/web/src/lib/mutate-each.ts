/** What to do once one call of a write has settled; the callbacks `mutate()` takes. */
interface CallOutcome<Result> {
  onSuccess?: (result: Result) => void;
  onError?: (error: unknown) => void;
  onSettled?: () => void;
}

/**
 * Starts one call of `mutation` whose outcome is handled for that call alone. A mutation shared
 * by the rows of a list (a status select, a switch per row) calls back what was given to
 * `mutate()` only for its latest call (TanStack Query v5): a row changed just before another
 * would never hear how its change went, so its toast would be lost and whatever it set while
 * waiting never cleared. The promise of each call settles for that call, whatever came after.
 */
export function mutateEach<Input, Result>(
  mutation: { mutateAsync: (input: Input) => Promise<Result> },
  input: Input,
  outcome: CallOutcome<Result>,
): void {
  void mutation
    .mutateAsync(input)
    .then(
      (result) => outcome.onSuccess?.(result),
      (error: unknown) => outcome.onError?.(error),
    )
    .finally(() => outcome.onSettled?.());
}
