import { ORDER_STATUS_LABELS, ORDER_STATUSES, type TOrderStatus } from '@freshfold/shared';
import { DateRangeFields } from '@/components/date-range-fields';
import { FormField } from '@/components/ui/form-field';
import { Input, NativeSelect } from '@/components/ui/input';
import { LabelledOptions } from './select-options';

/** What the orders list is narrowed to; an empty value narrows nothing. */
export interface OrderFilterValues {
  status: TOrderStatus | '';
  search: string;
  from: string;
  to: string;
}

export const NO_ORDER_FILTERS: OrderFilterValues = { status: '', search: '', from: '', to: '' };

/** Every status, by its label, as a select's options. */
export function StatusOptions() {
  return <LabelledOptions values={ORDER_STATUSES} labels={ORDER_STATUS_LABELS} />;
}

/** The status, the search and the dates the orders were placed between. */
export function OrderFilters({
  filters,
  onChange,
}: {
  filters: OrderFilterValues;
  onChange: (change: Partial<OrderFilterValues>) => void;
}) {
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <FormField label="Filter by status">
        <NativeSelect
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value as TOrderStatus | '' })}
        >
          <option value="">All statuses</option>
          <StatusOptions />
        </NativeSelect>
      </FormField>
      <FormField label="Search orders">
        <Input
          type="search"
          placeholder="Name, email or order id"
          value={filters.search}
          onChange={(event) => onChange({ search: event.target.value })}
        />
      </FormField>
      <DateRangeFields
        labels={{ from: 'Placed from', to: 'Placed to' }}
        range={filters}
        onChange={onChange}
      />
    </div>
  );
}
