-- index audit_log_actor_idx
CREATE INDEX "audit_log_actor_idx" on "audit_log" ("actor_id", "at");

-- index audit_log_at_idx
CREATE INDEX "audit_log_at_idx" on "audit_log" ("at", "id");

-- index contact_messages_unhandled_idx
CREATE INDEX "contact_messages_unhandled_idx" on "contact_messages" ("id") where handled_at is null;

-- index credit_notes_issued_idx
CREATE INDEX "credit_notes_issued_idx" on "credit_notes" ("issued_at");

-- index garment_tags_order_item_idx
CREATE INDEX "garment_tags_order_item_idx" on "garment_tags" ("order_item_id");

-- index idempotency_keys_created_idx
CREATE INDEX "idempotency_keys_created_idx" on "idempotency_keys" ("created_at");

-- index invoices_issued_idx
CREATE INDEX "invoices_issued_idx" on "invoices" ("issued_at");

-- index loyalty_point_entries_user_id_idx
CREATE INDEX "loyalty_point_entries_user_id_idx" on "loyalty_point_entries" ("user_id");

-- index order_booked_items_order_id_idx
CREATE INDEX "order_booked_items_order_id_idx" on "order_booked_items" ("order_id");

-- index order_items_order_id_idx
CREATE INDEX "order_items_order_id_idx" on "order_items" ("order_id");

-- index order_items_sales_idx
CREATE INDEX "order_items_sales_idx" on "order_items" ("order_id", "service_item_id", "quantity", "line_total_paise");

-- index order_status_events_order_id_idx
CREATE INDEX "order_status_events_order_id_idx" on "order_status_events" ("order_id");

-- index order_status_events_status_idx
CREATE INDEX "order_status_events_status_idx" on "order_status_events" ("order_id", "status", "created_at");

-- index orders_created_idx
CREATE INDEX "orders_created_idx" on "orders" ("created_at");

-- index orders_delivery_date_idx
CREATE INDEX "orders_delivery_date_idx" on "orders" ("delivery_date", "delivery_slot_id");

-- index orders_open_by_customer_slot_idx
CREATE INDEX "orders_open_by_customer_slot_idx" on "orders" ("user_id", "pickup_date", "pickup_slot_id") where status not in ('cancelled', 'completed');

-- index orders_outstanding_idx
CREATE INDEX "orders_outstanding_idx" on "orders" ("id", "updated_at", "total_paise", "paid_paise") where status = 'completed' and paid_paise < total_paise;

-- index orders_pickup_date_idx
CREATE INDEX "orders_pickup_date_idx" on "orders" ("pickup_date", "pickup_slot_id");

-- index orders_placed_discounts_idx
CREATE INDEX "orders_placed_discounts_idx" on "orders" ("created_at") where discount_source is not null;

-- index orders_placed_figures_idx
CREATE INDEX "orders_placed_figures_idx" on "orders" ("created_at", "status", "total_paise", "user_id", "id");

-- index orders_status_created_idx
CREATE INDEX "orders_status_created_idx" on "orders" ("status", "created_at");

-- index orders_user_stamps_idx
CREATE INDEX "orders_user_stamps_idx" on "orders" ("user_id", "created_at", "id", "version");

-- index outbox_due_idx
CREATE INDEX "outbox_due_idx" on "outbox" ("next_attempt_at", "id") where status = 'pending';

-- index outbox_order_idx
CREATE INDEX "outbox_order_idx" on "outbox" ("order_id", "id");

-- index outbox_status_idx
CREATE INDEX "outbox_status_idx" on "outbox" ("status", "id");

-- index password_reset_tokens_user_idx
CREATE INDEX "password_reset_tokens_user_idx" on "password_reset_tokens" ("user_id");

-- index payments_created_idx
CREATE INDEX "payments_created_idx" on "payments" ("created_at", "id");

-- index payments_order_idx
CREATE INDEX "payments_order_idx" on "payments" ("order_id", "id");

-- index pickup_slots_day_idx
CREATE INDEX "pickup_slots_day_idx" on "pickup_slots" ("day");

-- index referrals_referrer_idx
CREATE INDEX "referrals_referrer_idx" on "referrals" ("referrer_user_id");

-- index service_items_name_unique
CREATE UNIQUE INDEX "service_items_name_unique" on "service_items" ("service_id", lower(trim(name)));

-- index service_items_service_id_idx
CREATE INDEX "service_items_service_id_idx" on "service_items" ("service_id");

-- index services_name_unique
CREATE UNIQUE INDEX "services_name_unique" on "services" (lower(trim(name)));

-- index users_role_created_idx
CREATE INDEX "users_role_created_idx" on "users" ("role", "created_at");

-- table app_state
CREATE TABLE "app_state" ("key" text primary key, "value" text not null);

-- table audit_log
CREATE TABLE "audit_log" ("id" integer primary key autoincrement, "at" text not null, "actor_id" integer not null, "actor_email" text not null, "action" text not null, "entity" text not null, "entity_id" text, "before" text, "after" text, "request_id" text);

-- table closures
CREATE TABLE "closures" ("date" text not null primary key, "reason" text not null, "created_by" integer references "users" ("id") on delete set null, "created_at" text not null, constraint "closures_reason_check" check (length(reason) between 1 and 200));

-- table contact_messages
CREATE TABLE "contact_messages" ("id" integer primary key autoincrement, "name" text not null, "email" text not null, "phone" text, "subject" text, "message" text not null, "created_at" text not null, "handled_at" text, "handled_by" integer references "users" ("id") on delete set null, constraint "contact_messages_message_check" check (length(message) > 0));

-- table credit_note_sequences
CREATE TABLE "credit_note_sequences" ("financial_year" text primary key, "last_number" integer not null check (last_number >= 0));

-- table credit_notes
CREATE TABLE "credit_notes" ("id" integer primary key autoincrement, "invoice_id" integer not null unique references "invoices" ("id"), "number" text not null unique, "financial_year" text not null, "issued_at" text not null, "reason" text not null);

-- table garment_tags
CREATE TABLE "garment_tags" ("id" integer primary key autoincrement, "code" text not null unique, "order_id" integer not null references "orders" ("id") on delete cascade, "order_item_id" integer references "order_items" ("id") on delete set null, "seq" integer not null, "created_at" text not null, "retired_at" text, constraint "garment_tags_order_seq_key" unique ("order_id", "seq"), constraint "garment_tags_seq_check" check (seq > 0));

-- table idempotency_keys
CREATE TABLE "idempotency_keys" ("user_id" integer not null references "users" ("id") on delete cascade, "key" text not null, "request_hash" text not null, "status_code" integer, "response_body" text, "created_at" text not null, constraint "idempotency_keys_pk" primary key ("user_id", "key"));

-- table invoice_sequences
CREATE TABLE "invoice_sequences" ("financial_year" text primary key, "last_number" integer not null check (last_number >= 0));

-- table invoices
CREATE TABLE "invoices" ("id" integer primary key autoincrement, "order_id" integer not null unique references "orders" ("id"), "number" text not null unique, "financial_year" text not null, "issued_at" text not null, "kind" text not null check (kind in ('tax_invoice', 'bill_of_supply')), "taxable_paise" integer not null, "cgst_paise" integer not null, "sgst_paise" integer not null, "total_paise" integer not null, "snapshot" text not null, constraint "invoices_amounts_check" check (taxable_paise + cgst_paise + sgst_paise = total_paise));

-- table loyalty_point_entries
CREATE TABLE "loyalty_point_entries" ("id" integer primary key autoincrement, "user_id" integer not null references "users" ("id") on delete cascade, "points" integer not null, "reason" text not null, "order_id" integer references "orders" ("id") on delete set null, "created_at" text not null, constraint "loyalty_point_entries_points_check" check (points <> 0));

-- table order_booked_items
CREATE TABLE "order_booked_items" ("id" integer primary key autoincrement, "order_id" integer not null references "orders" ("id") on delete cascade, "service_item_id" integer references "service_items" ("id") on delete set null, "service_name" text not null, "name" text not null, "description" text default '' not null, "unit_price_paise" integer not null, "quantity" integer not null, "line_total_paise" integer not null);

-- table order_counts
CREATE TABLE "order_counts" ("status" text not null, "shard" integer not null, "n" integer not null check (n >= 0), constraint "order_counts_pkey" primary key ("status", "shard"));

-- table order_items
CREATE TABLE "order_items" ("id" integer primary key autoincrement, "order_id" integer not null references "orders" ("id") on delete cascade, "service_item_id" integer references "service_items" ("id") on delete set null, "service_name" text not null, "name" text not null, "description" text default '' not null, "unit_price_paise" integer not null, "quantity" integer not null, "line_total_paise" integer not null, constraint "order_items_price_check" check (unit_price_paise > 0), constraint "order_items_quantity_check" check (quantity > 0), constraint "order_items_line_total_check" check (line_total_paise = unit_price_paise * quantity));

-- table order_status_events
CREATE TABLE "order_status_events" ("id" integer primary key autoincrement, "order_id" integer not null references "orders" ("id") on delete cascade, "status" text not null, "note" text, "changed_by_user_id" integer references "users" ("id") on delete set null, "created_at" text not null, constraint "order_status_events_status_check" check (status in ('pending','pick_up_done','processing','ready','completed','cancelled')));

-- table orders
CREATE TABLE "orders" ("id" integer primary key autoincrement, "user_id" integer not null references "users" ("id"), "status" text default 'pending' not null, "pickup_date" text not null, "pickup_slot_id" integer not null references "pickup_slots" ("id"), "pickup_slot_label" text not null, "delivery_date" text, "delivery_slot_id" integer references "pickup_slots" ("id"), "voucher_id" integer references "vouchers" ("id") on delete set null, "voucher_code" text, "discount_source" text, "discount_percent" integer default 0 not null, "subtotal_paise" integer not null, "discount_paise" integer not null, "total_paise" integer not null, "latitude" real not null, "longitude" real not null, "created_at" text not null, "updated_at" text not null, "version" integer default 0 not null, "notes" text check (length(notes) <= 500), "adjusted_at" text, "booked_subtotal_paise" integer, "booked_discount_paise" integer, "booked_total_paise" integer, "booked_discount_percent" integer, "booked_discount_source" text, "booked_voucher_code" text, "last_tag_seq" integer default 0 not null, "paid_paise" integer default 0 not null check (paid_paise >= 0), "refunded_paise" integer default 0 not null check (refunded_paise >= 0), "invoice_number" text, "delivery_fee_paise" integer default 0 not null check ("delivery_fee_paise" >= 0), "points_redeemed_paise" integer default 0 not null check ("points_redeemed_paise" >= 0), constraint "orders_status_check" check (status in ('pending','pick_up_done','processing','ready','completed','cancelled')), constraint "orders_discount_source_check" check (discount_source is null or discount_source in ('voucher','referral')), constraint "orders_discount_percent_check" check (discount_percent >= 0 and discount_percent <= 100), constraint "orders_money_check" check (subtotal_paise >= 0 and discount_paise >= 0 and total_paise >= 0 and total_paise = subtotal_paise - discount_paise + delivery_fee_paise - points_redeemed_paise), constraint "orders_location_check" check (latitude >= -90 and latitude <= 90 and longitude >= -180 and longitude <= 180));

-- table outbox
CREATE TABLE "outbox" ("id" integer primary key autoincrement, "dedupe_key" text not null unique, "kind" text not null, "channel" text not null, "recipient" text not null, "reply_to" text, "order_id" integer, "user_id" integer, "subject" text not null, "data" text not null, "body_html" text, "body_text" text, "status" text default 'pending' not null, "attempts" integer default 0 not null, "next_attempt_at" text not null, "retry_until" text, "lease_until" text, "leased_by" text, "last_error" text, "provider_id" text, "created_at" text not null, "sent_at" text, constraint "outbox_kind_check" check (kind in ('order_placed','order_rescheduled','order_adjusted','order_status_changed','order_cancelled','pickup_reminder','password_reset','contact_message','contact_acknowledgement','shop_new_order','payment_received','pickup_date_closed','delivery_date_closed','closed_date_reopened')), constraint "outbox_channel_check" check (channel in ('email','whatsapp','sms')), constraint "outbox_status_check" check (status in ('pending','sent','failed','not_sent')), constraint "outbox_attempts_check" check (attempts >= 0));

-- table password_reset_tokens
CREATE TABLE "password_reset_tokens" ("id" integer primary key autoincrement, "user_id" integer not null references "users" ("id") on delete cascade, "token_hash" text not null unique, "created_at" text not null, "expires_at" text not null, "used_at" text);

-- table payments
CREATE TABLE "payments" ("id" integer primary key autoincrement, "order_id" integer not null references "orders" ("id"), "amount_paise" integer not null, "method" text not null, "reference" text, "reason" text, "provider_payment_id" text unique, "recorded_by" integer references "users" ("id"), "created_at" text not null, constraint "payments_amount_check" check (amount_paise <> 0), constraint "payments_method_check" check (method in ('cash', 'upi', 'card', 'razorpay')), constraint "payments_reference_check" check (reference is null or length(reference) <= 100), constraint "payments_reason_check" check (amount_paise > 0 or (reason is not null and length(reason) between 1 and 200)));

-- table pickup_slots
CREATE TABLE "pickup_slots" ("id" integer primary key autoincrement, "day" text not null, "start_time" text not null, "end_time" text not null, "is_available" integer default 1 not null, "capacity" integer default 20 not null, "created_at" text not null, "updated_at" text not null, constraint "pickup_slots_day_check" check (day in ('Monday','Tuesday','Wednesday','Thursday','Friday','Saturday','Sunday')), constraint "pickup_slots_time_check" check (start_time < end_time), constraint "pickup_slots_available_check" check (is_available in (0,1)), constraint "pickup_slots_capacity_check" check (capacity > 0));

-- table referrals
CREATE TABLE "referrals" ("id" integer primary key autoincrement, "referrer_user_id" integer not null references "users" ("id") on delete cascade, "referred_user_id" integer not null unique references "users" ("id") on delete cascade, "first_order_id" integer references "orders" ("id") on delete set null, "reward_points" integer default 0 not null, "rewarded_at" text, "created_at" text not null, constraint "referrals_not_self_check" check (referrer_user_id <> referred_user_id), constraint "referrals_reward_check" check (reward_points >= 0));

-- table service_area_pin_codes
CREATE TABLE "service_area_pin_codes" ("pin_code" text not null primary key, constraint "service_area_pin_codes_pin_code_check" check (pin_code glob '[1-9][0-9][0-9][0-9][0-9][0-9]'));

-- table service_items
CREATE TABLE "service_items" ("id" integer primary key autoincrement, "service_id" integer not null references "services" ("id") on delete cascade, "name" text not null, "description" text default '' not null, "price_paise" integer not null, "sort_order" integer default 0 not null, "created_at" text not null, "updated_at" text not null, constraint "service_items_price_check" check (price_paise > 0));

-- table services
CREATE TABLE "services" ("id" integer primary key autoincrement, "name" text not null, "description" text not null, "sort_order" integer default 0 not null, "created_at" text not null, "updated_at" text not null);

-- table shop_settings
CREATE TABLE "shop_settings" ("id" integer primary key, "delivery_fee_paise" integer default 0 not null, "minimum_order_paise" integer default 0 not null, "updated_at" text not null, constraint "shop_settings_single_row_check" check (id = 1), constraint "shop_settings_delivery_fee_check" check (delivery_fee_paise >= 0), constraint "shop_settings_minimum_order_check" check (minimum_order_paise >= 0));

-- table slot_bookings
CREATE TABLE "slot_bookings" ("pickup_date" text not null, "pickup_slot_id" integer not null references "pickup_slots" ("id") on delete cascade, "taken" integer not null check (taken >= 0), constraint "slot_bookings_pkey" primary key ("pickup_date", "pickup_slot_id"));

-- table users
CREATE TABLE "users" ("id" integer primary key autoincrement, "email" text not null unique, "password_hash" text not null, "first_name" text not null, "last_name" text not null, "phone" text not null, "street" text not null, "city" text not null, "state" text not null, "zip_code" text not null, "role" text default 'user' not null, "referred_by_user_id" integer references "users" ("id") on delete set null, "loyalty_points" integer default 0 not null, "token_version" integer default 0 not null, "is_disabled" integer default 0 not null, "created_at" text not null, "updated_at" text not null, "notify_email" integer default 1 not null, "notify_whatsapp" integer default 0 not null, "notify_sms" integer default 0 not null, "whatsapp_consent_at" text, "sms_consent_at" text, constraint "users_role_check" check (role in ('user','staff','admin')), constraint "users_email_lower_check" check (email = lower(email)), constraint "users_loyalty_points_check" check (loyalty_points >= 0), constraint "users_is_disabled_check" check (is_disabled in (0,1)));

-- table vouchers
CREATE TABLE "vouchers" ("id" integer primary key autoincrement, "code" text not null unique, "name" text not null, "description" text default '' not null, "discount_percent" integer not null, "min_order_paise" integer, "start_date" text not null, "expiry_date" text not null, "is_active" integer default 1 not null, "first_order_only" integer default 0 not null, "created_at" text not null, "updated_at" text not null, constraint "vouchers_code_upper_check" check (code = upper(code)), constraint "vouchers_discount_check" check (discount_percent >= 1 and discount_percent <= 100), constraint "vouchers_min_order_check" check (min_order_paise is null or min_order_paise >= 0), constraint "vouchers_dates_check" check (expiry_date >= start_date), constraint "vouchers_active_check" check (is_active in (0,1)), constraint "vouchers_first_order_check" check (first_order_only in (0,1)));

-- trigger audit_log_no_delete
CREATE TRIGGER audit_log_no_delete before delete on audit_log
      begin
        select raise(abort, 'audit_log is append-only');
      end;

-- trigger audit_log_no_update
CREATE TRIGGER audit_log_no_update before update on audit_log
      begin
        select raise(abort, 'audit_log is append-only');
      end;

-- trigger credit_notes_no_delete
CREATE TRIGGER credit_notes_no_delete before delete on "credit_notes"
        begin
          select raise(abort, 'invoices and credit notes are never deleted');
        end;

-- trigger credit_notes_no_update
CREATE TRIGGER credit_notes_no_update before update on "credit_notes"
        begin
          select raise(abort, 'invoices and credit notes are never deleted');
        end;

-- trigger garment_tags_bump_on_delete
CREATE TRIGGER garment_tags_bump_on_delete after delete on "garment_tags"
      begin
        update orders set version = version + 1 where id = old.order_id;
      end;

-- trigger garment_tags_bump_on_insert
CREATE TRIGGER garment_tags_bump_on_insert after insert on "garment_tags"
      begin
        update orders set version = version + 1 where id = new.order_id;
      end;

-- trigger garment_tags_bump_on_update
CREATE TRIGGER garment_tags_bump_on_update after update on "garment_tags"
      begin
        update orders set version = version + 1 where id in (old.order_id, new.order_id);
      end;

-- trigger invoices_no_delete
CREATE TRIGGER invoices_no_delete before delete on "invoices"
        begin
          select raise(abort, 'invoices and credit notes are never deleted');
        end;

-- trigger invoices_no_update
CREATE TRIGGER invoices_no_update before update on "invoices"
        begin
          select raise(abort, 'invoices and credit notes are never deleted');
        end;

-- trigger order_booked_items_bump_on_delete
CREATE TRIGGER order_booked_items_bump_on_delete after delete on "order_booked_items"
      begin
        update orders set version = version + 1 where id = old.order_id;
      end;

-- trigger order_booked_items_bump_on_insert
CREATE TRIGGER order_booked_items_bump_on_insert after insert on "order_booked_items"
      begin
        update orders set version = version + 1 where id = new.order_id;
      end;

-- trigger order_booked_items_bump_on_update
CREATE TRIGGER order_booked_items_bump_on_update after update on "order_booked_items"
      begin
        update orders set version = version + 1 where id in (old.order_id, new.order_id);
      end;

-- trigger order_items_bump_on_delete
CREATE TRIGGER order_items_bump_on_delete after delete on "order_items"
      begin
        update orders set version = version + 1 where id = old.order_id;
      end;

-- trigger order_items_bump_on_insert
CREATE TRIGGER order_items_bump_on_insert after insert on "order_items"
      begin
        update orders set version = version + 1 where id = new.order_id;
      end;

-- trigger order_items_bump_on_update
CREATE TRIGGER order_items_bump_on_update after update on "order_items"
      begin
        update orders set version = version + 1 where id in (old.order_id, new.order_id);
      end;

-- trigger order_status_events_bump_on_delete
CREATE TRIGGER order_status_events_bump_on_delete after delete on "order_status_events"
      begin
        update orders set version = version + 1 where id = old.order_id;
      end;

-- trigger order_status_events_bump_on_insert
CREATE TRIGGER order_status_events_bump_on_insert after insert on "order_status_events"
      begin
        update orders set version = version + 1 where id = new.order_id;
      end;

-- trigger order_status_events_bump_on_update
CREATE TRIGGER order_status_events_bump_on_update after update on "order_status_events"
      begin
        update orders set version = version + 1 where id in (old.order_id, new.order_id);
      end;

-- trigger orders_order_counts_on_delete
CREATE TRIGGER orders_order_counts_on_delete after delete on orders
      begin
        update order_counts set n = n - 1
        where status = old.status and shard = old.id % 16;
      end;

-- trigger orders_order_counts_on_insert
CREATE TRIGGER orders_order_counts_on_insert after insert on orders
      begin
        insert into order_counts (status, shard, n)
        values (new.status, new.id % 16, 1)
        on conflict (status, shard) do update set n = n + 1;
      end;

-- trigger orders_order_counts_on_update
CREATE TRIGGER orders_order_counts_on_update after update of status on orders
      for each row when old.status <> new.status
      begin
        update order_counts set n = n - 1
        where status = old.status and shard = old.id % 16;
        insert into order_counts (status, shard, n)
        values (new.status, new.id % 16, 1)
        on conflict (status, shard) do update set n = n + 1;
      end;

-- trigger orders_slot_bookings_on_delete
CREATE TRIGGER orders_slot_bookings_on_delete after delete on orders
      for each row when old.status <> 'cancelled'
      begin
        update slot_bookings set taken = taken - 1
        where pickup_date = old.pickup_date and pickup_slot_id = old.pickup_slot_id;
      end;

-- trigger orders_slot_bookings_on_insert
CREATE TRIGGER orders_slot_bookings_on_insert after insert on orders
      for each row when new.status <> 'cancelled'
      begin
        insert into slot_bookings (pickup_date, pickup_slot_id, taken)
        values (new.pickup_date, new.pickup_slot_id, 1)
        on conflict (pickup_date, pickup_slot_id) do update set taken = taken + 1;
      end;

-- trigger orders_slot_bookings_on_update
CREATE TRIGGER orders_slot_bookings_on_update
      after update of status, pickup_date, pickup_slot_id on orders
      for each row when (old.status = 'cancelled') <> (new.status = 'cancelled')
        or old.pickup_date <> new.pickup_date or old.pickup_slot_id <> new.pickup_slot_id
      begin
        update slot_bookings set taken = taken - 1
        where old.status <> 'cancelled'
          and pickup_date = old.pickup_date and pickup_slot_id = old.pickup_slot_id;
        insert into slot_bookings (pickup_date, pickup_slot_id, taken)
        select new.pickup_date, new.pickup_slot_id, 1 where new.status <> 'cancelled'
        on conflict (pickup_date, pickup_slot_id) do update set taken = taken + 1;
      end;

-- trigger orders_version_on_update
CREATE TRIGGER orders_version_on_update after update on orders
    for each row when new.version = old.version
    begin
      update orders set version = old.version + 1 where id = new.id;
    end;

-- trigger payments_add_to_order
CREATE TRIGGER payments_add_to_order after insert on payments
    begin
      update orders
      set paid_paise = paid_paise + new.amount_paise,
          refunded_paise = refunded_paise + max(-new.amount_paise, 0)
      where id = new.order_id;
    end;

-- trigger payments_no_delete
CREATE TRIGGER payments_no_delete before delete on payments
      begin
        select raise(abort, 'payments are append-only: reverse a payment with a negative entry');
      end;

-- trigger payments_no_update
CREATE TRIGGER payments_no_update before update on payments
      begin
        select raise(abort, 'payments are append-only: reverse a payment with a negative entry');
      end;

-- trigger pickup_slots_bump_orders
CREATE TRIGGER pickup_slots_bump_orders after update of start_time, end_time on pickup_slots
    for each row when new.start_time <> old.start_time or new.end_time <> old.end_time
    begin
      update orders set version = version + 1
      where pickup_slot_id = new.id or delivery_slot_id = new.id;
    end;
