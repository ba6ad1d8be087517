import { useEffect } from 'react';
import { protectedPage, useSignedInUser } from '@/components/protected-route';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMyOrders } from '@/features/orders/api/get-my-orders';
import { useSession } from '@/lib/session';
import { useMe } from '@/features/profile/api/get-me';
import { AccountSummary } from '@/features/profile/components/account-summary';
import { ChangePassword } from '@/features/profile/components/change-password';
import { NotificationPreferences } from '@/features/profile/components/notification-preferences';
import { OrderHistory } from '@/features/profile/components/order-history';
import { PointsHistory } from '@/features/profile/components/points-history';
import { ProfileInformation } from '@/features/profile/components/profile-information';

export const ProfilePage = protectedPage('My Profile', Profile);

function Profile() {
  const user = useSignedInUser();
  const { updateUser } = useSession();
  const me = useMe(user.id);
  const orders = useMyOrders(user.id);

  // Points change when a referred friend orders: show the server's figures, not the login's.
  const fresh = me.data;
  useEffect(() => {
    if (fresh && fresh.id === user.id && JSON.stringify(fresh) !== JSON.stringify(user)) {
      updateUser(fresh);
    }
  }, [fresh, user, updateUser]);

  return (
    <>
      <PageHeader
        title="My Profile"
        subtitle={`Welcome back, ${user.firstName}. Manage your details and follow your orders.`}
      />
      {/* One column that may be narrower than its content (the order lines' table scrolls in
          its frame), not as wide as that content, which would widen a phone's page. */}
      <Container className="grid grid-cols-[minmax(0,1fr)] gap-6 py-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Tabs defaultValue="profile">
            <TabsList aria-label="Profile sections">
              <TabsTrigger value="profile">Profile Information</TabsTrigger>
              <TabsTrigger value="orders">Order History</TabsTrigger>
              <TabsTrigger value="points">Points History</TabsTrigger>
            </TabsList>
            <TabsContent value="profile">
              <ProfileInformation user={user} />
              <NotificationPreferences user={user} />
              <ChangePassword />
            </TabsContent>
            <TabsContent value="orders">
              <OrderHistory
                orders={orders.data}
                isPending={orders.isPending}
                isError={orders.isError}
              />
            </TabsContent>
            <TabsContent value="points">
              <PointsHistory userId={user.id} />
            </TabsContent>
          </Tabs>
        </div>
        <aside className="lg:pt-[3.75rem]">
          <AccountSummary
            createdDate={user.createdDate}
            totalOrders={orders.data ? orders.data.length : null}
            loyaltyPoints={user.loyaltyPoints}
          />
        </aside>
      </Container>
    </>
  );
}
