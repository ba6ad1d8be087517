import { ZNotificationPreferences, type TNotificationPreferences } from '@freshfold/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /api/auth/notification-preferences`: the channels the signed-in customer is told on. */
export async function getNotificationPreferences(): Promise<TNotificationPreferences> {
  return ZNotificationPreferences.parse(await api<unknown>('/auth/notification-preferences'));
}

/** `PUT /api/auth/notification-preferences`: answers the preferences as saved. */
export async function putNotificationPreferences(
  input: TNotificationPreferences,
): Promise<TNotificationPreferences> {
  return ZNotificationPreferences.parse(
    await api<unknown>('/auth/notification-preferences', { method: 'PUT', body: input }),
  );
}

export const notificationPreferencesQueryKey = (userId: number) =>
  ['auth', 'notification-preferences', userId] as const;

export const notificationPreferencesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: notificationPreferencesQueryKey(userId),
    queryFn: getNotificationPreferences,
  });

export function useNotificationPreferences(userId: number) {
  return useQuery(notificationPreferencesQueryOptions(userId));
}

export function useSaveNotificationPreferences(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQueryKey(userId), saved),
  });
}
