import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { mutateEach } from './mutate-each';

/** A write each of whose calls waits until the test answers it, `ok` or not. */
function heldWrite() {
  const answers = new Map<number, (ok: boolean) => void>();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useMutation({
        mutationFn: (id: number) =>
          new Promise<number>((resolve, reject) =>
            answers.set(id, (ok) => (ok ? resolve(id) : reject(new Error(`refused ${id}`)))),
          ),
      }),
    { wrapper },
  );
  const answer = async (id: number, ok: boolean) => {
    // The call reaches its mutation function a few ticks after it is sent.
    await waitFor(() => expect(answers.has(id)).toBe(true));
    await act(async () => answers.get(id)?.(ok));
  };
  return { mutation: () => result.current, answer };
}

describe('mutateEach', () => {
  it('tells each call of a shared mutation its own outcome, though another was sent after it', async () => {
    const write = heldWrite();
    const heard: string[] = [];
    const outcome = (id: number) => ({
      onSuccess: (result: number) => heard.push(`${id} done as ${result}`),
      onError: (error: unknown) => heard.push(`${id} failed: ${(error as Error).message}`),
      onSettled: () => heard.push(`${id} settled`),
    });
    act(() => mutateEach(write.mutation(), 1, outcome(1)));
    act(() => mutateEach(write.mutation(), 2, outcome(2)));
    await write.answer(2, true);
    await waitFor(() => expect(heard).toContain('2 settled'));
    await write.answer(1, false);
    await waitFor(() => expect(heard).toHaveLength(4));
    expect(heard).toEqual(['2 done as 2', '2 settled', '1 failed: refused 1', '1 settled']);
  });

  // Why it is needed: `mutate()` calls back only for the latest call (TanStack Query v5).
  it("is needed: mutate() forgets an earlier call's callbacks once another is sent", async () => {
    const write = heldWrite();
    const settled: number[] = [];
    act(() => write.mutation().mutate(1, { onSettled: () => settled.push(1) }));
    act(() => write.mutation().mutate(2, { onSettled: () => settled.push(2) }));
    await write.answer(1, false);
    await write.answer(2, true);
    await waitFor(() => expect(write.mutation().isSuccess).toBe(true));
    expect(settled).toEqual([2]);
  });
});
