import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A write that, once done, makes the queries under each of `staleKeys` stale; it counts as
 * pending until they are refetched or marked stale.
 */
export function useInvalidatingMutation<Input, Result>(
  mutationFn: (input: Input) => Promise<Result>,
  ...staleKeys: QueryKey[]
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(staleKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
