import { MESSAGES, type TOrder } from '@freshfold/shared';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { protectedPage, useSignedInUser } from '@/components/protected-route';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { SkeletonList } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useCancelOrder } from '@/features/orders/api/cancel-order';
import { useMyOrders } from '@/features/orders/api/get-my-orders';
import { OrderCard } from '@/features/orders/components/order-card';

/** `/orders`: the customer's orders, newest first; the one just placed (or the newest) open. */
export const OrdersPage = protectedPage('My Orders', MyOrders);

function MyOrders() {
  const user = useSignedInUser();
  const location = useLocation();
  const orders = useMyOrders(user.id);
  const cancel = useCancelOrder();

  const newOrderId = (location.state as { newOrderId?: number } | null)?.newOrderId;
  const openId = newOrderId ?? orders.data?.[0]?.id;

  const onCancel = (order: TOrder) => {
    cancel.mutate(order.id, {
      onSuccess: () => toast.success(MESSAGES.order.cancelled),
      onError: (error) =>
        toast.error(error instanceof ApiError ? error.message : MESSAGES.server.internal),
    });
  };

  return (
    <>
      <PageHeader title="My Orders" subtitle="Track your pickups, cleaning and deliveries." />
      <Container className="space-y-4 py-10">
        {orders.isPending ? (
          <SkeletonList label="Loading orders" className="space-y-4" itemClassName="h-20 w-full" />
        ) : orders.isError ? (
          <p role="alert" className="text-danger">
            {MESSAGES.fetching.orders}
          </p>
        ) : orders.data.length === 0 ? (
          <div className="py-10 text-center">
            <p className="text-muted">{MESSAGES.order.noOrders}</p>
            <Link to="/services" className={`${buttonClasses('primary', 'md')} mt-4`}>
              Browse Services
            </Link>
          </div>
        ) : (
          orders.data.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              defaultOpen={order.id === openId}
              onCancel={onCancel}
              cancelling={cancel.isPending}
            />
          ))
        )}
      </Container>
    </>
  );
}
