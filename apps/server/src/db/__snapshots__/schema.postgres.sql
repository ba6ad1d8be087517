-- columns
app_state.key text not null
app_state.value text not null
audit_log.id integer not null default nextval('audit_log_id_seq'::regclass)
audit_log.at text not null
audit_log.actor_id integer not null
audit_log.actor_email text not null
audit_log.action text not null
audit_log.entity text not null
audit_log.entity_id text
audit_log.before text
audit_log.after text
audit_log.request_id text
closures.date text not null
closures.reason text not null
closures.created_by integer
closures.created_at text not null
contact_messages.id integer not null default nextval('contact_messages_id_seq'::regclass)
contact_messages.name text not null
contact_messages.email text not null
contact_messages.phone text
contact_messages.subject text
contact_messages.message text not null
contact_messages.created_at text not null
contact_messages.handled_at text
contact_messages.handled_by integer
credit_note_sequences.financial_year text not null
credit_note_sequences.last_number integer not null
credit_notes.id integer not null default nextval('credit_notes_id_seq'::regclass)
credit_notes.invoice_id integer not null
credit_notes.number text not null
credit_notes.financial_year text not null
credit_notes.issued_at text not null
credit_notes.reason text not null
garment_tags.id integer not null default nextval('garment_tags_id_seq'::regclass)
garment_tags.code text not null
garment_tags.order_id integer not null
garment_tags.order_item_id integer
garment_tags.seq integer not null
garment_tags.created_at text not null
garment_tags.retired_at text
idempotency_keys.user_id integer not null
idempotency_keys.key text not null
idempotency_keys.request_hash text not null
idempotency_keys.status_code integer
idempotency_keys.response_body text
idempotency_keys.created_at text not null
invoice_sequences.financial_year text not null
invoice_sequences.last_number integer not null
invoices.id integer not null default nextval('invoices_id_seq'::regclass)
invoices.order_id integer not null
invoices.number text not null
invoices.financial_year text not null
invoices.issued_at text not null
invoices.kind text not null
invoices.taxable_paise bigint not null
invoices.cgst_paise bigint not null
invoices.sgst_paise bigint not null
invoices.total_paise bigint not null
invoices.snapshot text not null
loyalty_point_entries.id integer not null default nextval('loyalty_point_entries_id_seq'::regclass)
loyalty_point_entries.user_id integer not null
loyalty_point_entries.points integer not null
loyalty_point_entries.reason text not null
loyalty_point_entries.order_id integer
loyalty_point_entries.created_at text not null
order_booked_items.id integer not null default nextval('order_booked_items_id_seq'::regclass)
order_booked_items.order_id integer not null
order_booked_items.service_item_id integer
order_booked_items.service_name text not null
order_booked_items.name text not null
order_booked_items.description text not null default ''::text
order_booked_items.unit_price_paise bigint not null
order_booked_items.quantity integer not null
order_booked_items.line_total_paise bigint not null
order_counts.status text not null
order_counts.shard integer not null
order_counts.n integer not null
order_items.id integer not null default nextval('order_items_id_seq'::regclass)
order_items.order_id integer not null
order_items.service_item_id integer
order_items.service_name text not null
order_items.name text not null
order_items.description text not null default ''::text
order_items.unit_price_paise bigint not null
order_items.quantity integer not null
order_items.line_total_paise bigint not null
order_status_events.id integer not null default nextval('order_status_events_id_seq'::regclass)
order_status_events.order_id integer not null
order_status_events.status text not null
order_status_events.note text
order_status_events.changed_by_user_id integer
order_status_events.created_at text not null
orders.id integer not null default nextval('orders_id_seq'::regclass)
orders.user_id integer not null
orders.status text not null default 'pending'::text
orders.pickup_date text not null
orders.pickup_slot_id integer not null
orders.pickup_slot_label text not null
orders.delivery_date text
orders.delivery_slot_id integer
orders.voucher_id integer
orders.voucher_code text
orders.discount_source text
orders.discount_percent integer not null default 0
orders.subtotal_paise bigint not null
orders.discount_paise bigint not null
orders.total_paise bigint not null
orders.latitude double precision not null
orders.longitude double precision not null
orders.created_at text not null
orders.updated_at text not null
orders.version integer not null default 0
orders.notes text
orders.adjusted_at text
orders.booked_subtotal_paise bigint
orders.booked_discount_paise bigint
orders.booked_total_paise bigint
orders.booked_discount_percent integer
orders.booked_discount_source text
orders.booked_voucher_code text
orders.last_tag_seq integer not null default 0
orders.paid_paise bigint not null default 0
orders.refunded_paise bigint not null default 0
orders.invoice_number text
orders.delivery_fee_paise bigint not null default 0
orders.points_redeemed_paise bigint not null default 0
outbox.id integer not null default nextval('outbox_id_seq'::regclass)
outbox.dedupe_key text not null
outbox.kind text not null
outbox.channel text not null
outbox.recipient text not null
outbox.reply_to text
outbox.order_id integer
outbox.user_id integer
outbox.subject text not null
outbox.data text not null
outbox.body_html text
outbox.body_text text
outbox.status text not null default 'pending'::text
outbox.attempts integer not null default 0
outbox.next_attempt_at text not null
outbox.retry_until text
outbox.lease_until text
outbox.leased_by text
outbox.last_error text
outbox.provider_id text
outbox.created_at text not null
outbox.sent_at text
password_reset_tokens.id integer not null default nextval('password_reset_tokens_id_seq'::regclass)
password_reset_tokens.user_id integer not null
password_reset_tokens.token_hash text not null
password_reset_tokens.created_at text not null
password_reset_tokens.expires_at text not null
password_reset_tokens.used_at text
payments.id integer not null default nextval('payments_id_seq'::regclass)
payments.order_id integer not null
payments.amount_paise bigint not null
payments.method text not null
payments.reference text
payments.reason text
payments.provider_payment_id text
payments.recorded_by integer
payments.created_at text not null
pickup_slots.id integer not null default nextval('pickup_slots_id_seq'::regclass)
pickup_slots.day text not null
pickup_slots.start_time text not null
pickup_slots.end_time text not null
pickup_slots.is_available integer not null default 1
pickup_slots.capacity integer not null default 20
pickup_slots.created_at text not null
pickup_slots.updated_at text not null
referrals.id integer not null default nextval('referrals_id_seq'::regclass)
referrals.referrer_user_id integer not null
referrals.referred_user_id integer not null
referrals.first_order_id integer
referrals.reward_points integer not null default 0
referrals.rewarded_at text
referrals.created_at text not null
service_area_pin_codes.pin_code text not null
service_items.id integer not null default nextval('service_items_id_seq'::regclass)
service_items.service_id integer not null
service_items.name text not null
service_items.description text not null default ''::text
service_items.price_paise bigint not null
service_items.sort_order integer not null default 0
service_items.created_at text not null
service_items.updated_at text not null
services.id integer not null default nextval('services_id_seq'::regclass)
services.name text not null
services.description text not null
services.sort_order integer not null default 0
services.created_at text not null
services.updated_at text not null
shop_settings.id integer not null
shop_settings.delivery_fee_paise bigint not null default 0
shop_settings.minimum_order_paise bigint not null default 0
shop_settings.updated_at text not null
slot_bookings.pickup_date text not null
slot_bookings.pickup_slot_id integer not null
slot_bookings.taken integer not null
users.id integer not null default nextval('users_id_seq'::regclass)
users.email text not null
users.password_hash text not null
users.first_name text not null
users.last_name text not null
users.phone text not null
users.street text not null
users.city text not null
users.state text not null
users.zip_code text not null
users.role text not null default 'user'::text
users.referred_by_user_id integer
users.loyalty_points integer not null default 0
users.token_version integer not null default 0
users.is_disabled integer not null default 0
users.created_at text not null
users.updated_at text not null
users.notify_email integer not null default 1
users.notify_whatsapp integer not null default 0
users.notify_sms integer not null default 0
users.whatsapp_consent_at text
users.sms_consent_at text
vouchers.id integer not null default nextval('vouchers_id_seq'::regclass)
vouchers.code text not null
vouchers.name text not null
vouchers.description text not null default ''::text
vouchers.discount_percent integer not null
vouchers.min_order_paise bigint
vouchers.start_date text not null
vouchers.expiry_date text not null
vouchers.is_active integer not null default 1
vouchers.first_order_only integer not null default 0
vouchers.created_at text not null
vouchers.updated_at text not null

-- constraints
app_state app_state_pkey PRIMARY KEY (key)
audit_log audit_log_pkey PRIMARY KEY (id)
closures closures_created_by_fkey FOREIGN KEY (created_by) REFERENCES users(id) ON DELETE SET NULL
closures closures_pkey PRIMARY KEY (date)
closures closures_reason_check CHECK (((length(reason) >= 1) AND (length(reason) <= 200)))
contact_messages contact_messages_handled_by_fkey FOREIGN KEY (handled_by) REFERENCES users(id) ON DELETE SET NULL
contact_messages contact_messages_message_check CHECK ((length(message) > 0))
contact_messages contact_messages_pkey PRIMARY KEY (id)
credit_note_sequences credit_note_sequences_last_number_check CHECK ((last_number >= 0))
credit_note_sequences credit_note_sequences_pkey PRIMARY KEY (financial_year)
credit_notes credit_notes_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES invoices(id)
credit_notes credit_notes_invoice_id_key UNIQUE (invoice_id)
credit_notes credit_notes_number_key UNIQUE (number)
credit_notes credit_notes_pkey PRIMARY KEY (id)
garment_tags garment_tags_code_key UNIQUE (code)
garment_tags garment_tags_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders(id) ON DELETE CASCADE
garment_tags garment_tags_order_item_id_fkey FOREIGN KEY (order_item_id) REFERENCES order_items(id) ON DELETE SET NULL
garment_tags garment_tags_order_seq_key UNIQUE (order_id, seq)
garment_tags garment_tags_pkey PRIMARY KEY (id)
garment_tags garment_tags_seq_check CHECK ((seq > 0))
idempotency_keys idempotency_keys_pk PRIMARY KEY (user_id, key)
idempotency_keys idempotency_keys_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
invoice_sequences invoice_sequences_last_number_check CHECK ((last_number >= 0))
invoice_sequences invoice_sequences_pkey PRIMARY KEY (financial_year)
invoices invoices_amounts_check CHECK ((((taxable_paise + cgst_paise) + sgst_paise) = total_paise))
invoices invoices_kind_check CHECK ((kind = ANY (ARRAY['tax_invoice'::text, 'bill_of_supply'::text])))
invoices invoices_number_key UNIQUE (number)
invoices invoices_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders(id)
invoices invoices_order_id_key UNIQUE (order_id)
invoices invoices_pkey PRIMARY KEY (id)
loyalty_point_entries loyalty_point_entries_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders(id) ON DELETE SET NULL
loyalty_point_entries loyalty_point_entries_pkey PRIMARY KEY (id)
loyalty_point_entries loyalty_point_entries_points_check CHECK ((points <> 0))
loyalty_point_entries loyalty_point_entries_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
order_booked_items order_booked_items_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders(id) ON DELETE CASCADE
order_booked_items order_booked_items_pkey PRIMARY KEY (id)
order_booked_items order_booked_items_service_item_id_fkey FOREIGN KEY (service_item_id) REFERENCES service_items(id) ON DELETE SET NULL
order_counts order_counts_n_check CHECK ((n >= 0))
order_counts order_counts_pkey PRIMARY KEY (status, shard)
order_items order_items_line_total_check CHECK ((line_total_paise = (unit_price_paise * quantity)))
order_items order_items_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders(id) ON DELETE CASCADE
order_items order_items_pkey PRIMARY KEY (id)
order_items order_items_price_check CHECK ((unit_price_paise > 0))
order_items order_items_quantity_check CHECK ((quantity > 0))
order_items order_items_service_item_id_fkey FOREIGN KEY (service_item_id) REFERENCES service_items(id) ON DELETE SET NULL
order_status_events order_status_events_changed_by_user_id_fkey FOREIGN KEY (changed_by_user_id) REFERENCES users(id) ON DELETE SET NULL
order_status_events order_status_events_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders(id) ON DELETE CASCADE
order_status_events order_status_events_pkey PRIMARY KEY (id)
order_status_events order_status_events_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'pick_up_done'::text, 'processing'::text, 'ready'::text, 'completed'::text, 'cancelled'::text])))
orders orders_delivery_fee_paise_check CHECK ((delivery_fee_paise >= 0))
orders orders_delivery_slot_id_fkey FOREIGN KEY (delivery_slot_id) REFERENCES pickup_slots(id)
orders orders_discount_percent_check CHECK (((discount_percent >= 0) AND (discount_percent <= 100)))
orders orders_discount_source_check CHECK (((discount_source IS NULL) OR (discount_source = ANY (ARRAY['voucher'::text, 'referral'::text]))))
orders orders_location_check CHECK (((latitude >= ('-90'::integer)::double precision) AND (latitude <= (90)::double precision) AND (longitude >= ('-180'::integer)::double precision) AND (longitude <= (180)::double precision)))
orders orders_money_check CHECK (((subtotal_paise >= 0) AND (discount_paise >= 0) AND (total_paise >= 0) AND (total_paise = (((subtotal_paise - discount_paise) + delivery_fee_paise) - points_redeemed_paise))))
orders orders_notes_check CHECK ((length(notes) <= 500))
orders orders_paid_paise_check CHECK ((paid_paise >= 0))
orders orders_pickup_slot_id_fkey FOREIGN KEY (pickup_slot_id) REFERENCES pickup_slots(id)
orders orders_pkey PRIMARY KEY (id)
orders orders_points_redeemed_paise_check CHECK ((points_redeemed_paise >= 0))
orders orders_refunded_paise_check CHECK ((refunded_paise >= 0))
orders orders_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'pick_up_done'::text, 'processing'::text, 'ready'::text, 'completed'::text, 'cancelled'::text])))
orders orders_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id)
orders orders_voucher_id_fkey FOREIGN KEY (voucher_id) REFERENCES vouchers(id) ON DELETE SET NULL
outbox outbox_attempts_check CHECK ((attempts >= 0))
outbox outbox_channel_check CHECK ((channel = ANY (ARRAY['email'::text, 'whatsapp'::text, 'sms'::text])))
outbox outbox_dedupe_key_key UNIQUE (dedupe_key)
outbox outbox_kind_check CHECK ((kind = ANY (ARRAY['order_placed'::text, 'order_rescheduled'::text, 'order_adjusted'::text, 'order_status_changed'::text, 'order_cancelled'::text, 'pickup_reminder'::text, 'password_reset'::text, 'contact_message'::text, 'contact_acknowledgement'::text, 'shop_new_order'::text, 'payment_received'::text, 'pickup_date_closed'::text, 'delivery_date_closed'::text, 'closed_date_reopened'::text])))
outbox outbox_pkey PRIMARY KEY (id)
outbox outbox_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'sent'::text, 'failed'::text, 'not_sent'::text])))
password_reset_tokens password_reset_tokens_pkey PRIMARY KEY (id)
password_reset_tokens password_reset_tokens_token_hash_key UNIQUE (token_hash)
password_reset_tokens password_reset_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
payments payments_amount_check CHECK ((amount_paise <> 0))
payments payments_method_check CHECK ((method = ANY (ARRAY['cash'::text, 'upi'::text, 'card'::text, 'razorpay'::text])))
payments payments_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders(id)
payments payments_pkey PRIMARY KEY (id)
payments payments_provider_payment_id_key UNIQUE (provider_payment_id)
payments payments_reason_check CHECK (((amount_paise > 0) OR ((reason IS NOT NULL) AND ((length(reason) >= 1) AND (length(reason) <= 200)))))
payments payments_recorded_by_fkey FOREIGN KEY (recorded_by) REFERENCES users(id)
payments payments_reference_check CHECK (((reference IS NULL) OR (length(reference) <= 100)))
pickup_slots pickup_slots_available_check CHECK ((is_available = ANY (ARRAY[0, 1])))
pickup_slots pickup_slots_capacity_check CHECK ((capacity > 0))
pickup_slots pickup_slots_day_check CHECK ((day = ANY (ARRAY['Monday'::text, 'Tuesday'::text, 'Wednesday'::text, 'Thursday'::text, 'Friday'::text, 'Saturday'::text, 'Sunday'::text])))
pickup_slots pickup_slots_pkey PRIMARY KEY (id)
pickup_slots pickup_slots_time_check CHECK ((start_time < end_time))
referrals referrals_first_order_id_fkey FOREIGN KEY (first_order_id) REFERENCES orders(id) ON DELETE SET NULL
referrals referrals_not_self_check CHECK ((referrer_user_id <> referred_user_id))
referrals referrals_pkey PRIMARY KEY (id)
referrals referrals_referred_user_id_fkey FOREIGN KEY (referred_user_id) REFERENCES users(id) ON DELETE CASCADE
referrals referrals_referred_user_id_key UNIQUE (referred_user_id)
referrals referrals_referrer_user_id_fkey FOREIGN KEY (referrer_user_id) REFERENCES users(id) ON DELETE CASCADE
referrals referrals_reward_check CHECK ((reward_points >= 0))
service_area_pin_codes service_area_pin_codes_pin_code_check CHECK ((pin_code ~ '^[1-9][0-9]{5}$'::text))
service_area_pin_codes service_area_pin_codes_pkey PRIMARY KEY (pin_code)
service_items service_items_pkey PRIMARY KEY (id)
service_items service_items_price_check CHECK ((price_paise > 0))
service_items service_items_service_id_fkey FOREIGN KEY (service_id) REFERENCES services(id) ON DELETE CASCADE
services services_pkey PRIMARY KEY (id)
shop_settings shop_settings_delivery_fee_check CHECK ((delivery_fee_paise >= 0))
shop_settings shop_settings_minimum_order_check CHECK ((minimum_order_paise >= 0))
shop_settings shop_settings_pkey PRIMARY KEY (id)
shop_settings shop_settings_single_row_check CHECK ((id = 1))
slot_bookings slot_bookings_pickup_slot_id_fkey FOREIGN KEY (pickup_slot_id) REFERENCES pickup_slots(id) ON DELETE CASCADE
slot_bookings slot_bookings_pkey PRIMARY KEY (pickup_date, pickup_slot_id)
slot_bookings slot_bookings_taken_check CHECK ((taken >= 0))
users users_email_key UNIQUE (email)
users users_email_lower_check CHECK ((email = lower(email)))
users users_is_disabled_check CHECK ((is_disabled = ANY (ARRAY[0, 1])))
users users_loyalty_points_check CHECK ((loyalty_points >= 0))
users users_pkey PRIMARY KEY (id)
users users_referred_by_user_id_fkey FOREIGN KEY (referred_by_user_id) REFERENCES users(id) ON DELETE SET NULL
users users_role_check CHECK ((role = ANY (ARRAY['user'::text, 'staff'::text, 'admin'::text])))
vouchers vouchers_active_check CHECK ((is_active = ANY (ARRAY[0, 1])))
vouchers vouchers_code_key UNIQUE (code)
vouchers vouchers_code_upper_check CHECK ((code = upper(code)))
vouchers vouchers_dates_check CHECK ((expiry_date >= start_date))
vouchers vouchers_discount_check CHECK (((discount_percent >= 1) AND (discount_percent <= 100)))
vouchers vouchers_first_order_check CHECK ((first_order_only = ANY (ARRAY[0, 1])))
vouchers vouchers_min_order_check CHECK (((min_order_paise IS NULL) OR (min_order_paise >= 0)))
vouchers vouchers_pkey PRIMARY KEY (id)

-- indexes
CREATE UNIQUE INDEX app_state_pkey ON public.app_state USING btree (key)
CREATE INDEX audit_log_actor_idx ON public.audit_log USING btree (actor_id, at)
CREATE INDEX audit_log_at_idx ON public.audit_log USING btree (at, id)
CREATE UNIQUE INDEX audit_log_pkey ON public.audit_log USING btree (id)
CREATE UNIQUE INDEX closures_pkey ON public.closures USING btree (date)
CREATE UNIQUE INDEX contact_messages_pkey ON public.contact_messages USING btree (id)
CREATE INDEX contact_messages_unhandled_idx ON public.contact_messages USING btree (id) WHERE (handled_at IS NULL)
CREATE UNIQUE INDEX credit_note_sequences_pkey ON public.credit_note_sequences USING btree (financial_year)
CREATE UNIQUE INDEX credit_notes_invoice_id_key ON public.credit_notes USING btree (invoice_id)
CREATE INDEX credit_notes_issued_idx ON public.credit_notes USING btree (issued_at)
CREATE UNIQUE INDEX credit_notes_number_key ON public.credit_notes USING btree (number)
CREATE UNIQUE INDEX credit_notes_pkey ON public.credit_notes USING btree (id)
CREATE UNIQUE INDEX garment_tags_code_key ON public.garment_tags USING btree (code)
CREATE INDEX garment_tags_order_item_idx ON public.garment_tags USING btree (order_item_id)
CREATE UNIQUE INDEX garment_tags_order_seq_key ON public.garment_tags USING btree (order_id, seq)
CREATE UNIQUE INDEX garment_tags_pkey ON public.garment_tags USING btree (id)
CREATE INDEX idempotency_keys_created_idx ON public.idempotency_keys USING btree (created_at)
CREATE UNIQUE INDEX idempotency_keys_pk ON public.idempotency_keys USING btree (user_id, key)
CREATE UNIQUE INDEX invoice_sequences_pkey ON public.invoice_sequences USING btree (financial_year)
CREATE INDEX invoices_issued_idx ON public.invoices USING btree (issued_at)
CREATE UNIQUE INDEX invoices_number_key ON public.invoices USING btree (number)
CREATE UNIQUE INDEX invoices_order_id_key ON public.invoices USING btree (order_id)
CREATE UNIQUE INDEX invoices_pkey ON public.invoices USING btree (id)
CREATE UNIQUE INDEX loyalty_point_entries_pkey ON public.loyalty_point_entries USING btree (id)
CREATE INDEX loyalty_point_entries_user_id_idx ON public.loyalty_point_entries USING btree (user_id)
CREATE INDEX order_booked_items_order_id_idx ON public.order_booked_items USING btree (order_id)
CREATE UNIQUE INDEX order_booked_items_pkey ON public.order_booked_items USING btree (id)
CREATE UNIQUE INDEX order_counts_pkey ON public.order_counts USING btree (status, shard)
CREATE INDEX order_items_order_id_idx ON public.order_items USING btree (order_id)
CREATE UNIQUE INDEX order_items_pkey ON public.order_items USING btree (id)
CREATE INDEX order_items_sales_idx ON public.order_items USING btree (order_id, service_item_id, quantity, line_total_paise)
CREATE INDEX order_status_events_order_id_idx ON public.order_status_events USING btree (order_id)
CREATE UNIQUE INDEX order_status_events_pkey ON public.order_status_events USING btree (id)
CREATE INDEX order_status_events_status_idx ON public.order_status_events USING btree (order_id, status, created_at)
CREATE INDEX orders_created_id_idx ON public.orders USING btree (created_at, id)
CREATE INDEX orders_delivery_date_idx ON public.orders USING btree (delivery_date, delivery_slot_id)
CREATE INDEX orders_open_by_customer_slot_idx ON public.orders USING btree (user_id, pickup_date, pickup_slot_id) WHERE (status <> ALL (ARRAY['cancelled'::text, 'completed'::text]))
CREATE INDEX orders_outstanding_idx ON public.orders USING btree (id, updated_at, total_paise, paid_paise) WHERE ((status = 'completed'::text) AND (paid_paise < total_paise))
CREATE INDEX orders_pickup_date_idx ON public.orders USING btree (pickup_date, pickup_slot_id)
CREATE UNIQUE INDEX orders_pkey ON public.orders USING btree (id)
CREATE INDEX orders_placed_discounts_idx ON public.orders USING btree (created_at) WHERE (discount_source IS NOT NULL)
CREATE INDEX orders_placed_figures_idx ON public.orders USING btree (created_at, status, total_paise, user_id, id)
CREATE INDEX orders_status_created_id_idx ON public.orders USING btree (status, created_at, id)
CREATE INDEX orders_user_created_idx ON public.orders USING btree (user_id, created_at)
CREATE UNIQUE INDEX outbox_dedupe_key_key ON public.outbox USING btree (dedupe_key)
CREATE INDEX outbox_due_idx ON public.outbox USING btree (next_attempt_at, id) WHERE (status = 'pending'::text)
CREATE INDEX outbox_order_idx ON public.outbox USING btree (order_id, id)
CREATE UNIQUE INDEX outbox_pkey ON public.outbox USING btree (id)
CREATE INDEX outbox_status_idx ON public.outbox USING btree (status, id)
CREATE UNIQUE INDEX password_reset_tokens_pkey ON public.password_reset_tokens USING btree (id)
CREATE UNIQUE INDEX password_reset_tokens_token_hash_key ON public.password_reset_tokens USING btree (token_hash)
CREATE INDEX password_reset_tokens_user_idx ON public.password_reset_tokens USING btree (user_id)
CREATE INDEX payments_created_idx ON public.payments USING btree (created_at, id)
CREATE INDEX payments_order_idx ON public.payments USING btree (order_id, id)
CREATE UNIQUE INDEX payments_pkey ON public.payments USING btree (id)
CREATE UNIQUE INDEX payments_provider_payment_id_key ON public.payments USING btree (provider_payment_id)
CREATE INDEX pickup_slots_day_idx ON public.pickup_slots USING btree (day)
CREATE UNIQUE INDEX pickup_slots_pkey ON public.pickup_slots USING btree (id)
CREATE UNIQUE INDEX referrals_pkey ON public.referrals USING btree (id)
CREATE UNIQUE INDEX referrals_referred_user_id_key ON public.referrals USING btree (referred_user_id)
CREATE INDEX referrals_referrer_idx ON public.referrals USING btree (referrer_user_id)
CREATE UNIQUE INDEX service_area_pin_codes_pkey ON public.service_area_pin_codes USING btree (pin_code)
CREATE UNIQUE INDEX service_items_name_unique ON public.service_items USING btree (service_id, lower(TRIM(BOTH FROM name)))
CREATE UNIQUE INDEX service_items_pkey ON public.service_items USING btree (id)
CREATE INDEX service_items_service_id_idx ON public.service_items USING btree (service_id)
CREATE UNIQUE INDEX services_name_unique ON public.services USING btree (lower(TRIM(BOTH FROM name)))
CREATE UNIQUE INDEX services_pkey ON public.services USING btree (id)
CREATE UNIQUE INDEX shop_settings_pkey ON public.shop_settings USING btree (id)
CREATE UNIQUE INDEX slot_bookings_pkey ON public.slot_bookings USING btree (pickup_date, pickup_slot_id)
CREATE UNIQUE INDEX users_email_key ON public.users USING btree (email)
CREATE UNIQUE INDEX users_pkey ON public.users USING btree (id)
CREATE INDEX users_role_created_idx ON public.users USING btree (role, created_at)
CREATE UNIQUE INDEX vouchers_code_key ON public.vouchers USING btree (code)
CREATE UNIQUE INDEX vouchers_pkey ON public.vouchers USING btree (id)

-- triggers
CREATE TRIGGER audit_log_append_only BEFORE DELETE OR UPDATE ON public.audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()
CREATE TRIGGER credit_notes_append_only BEFORE DELETE OR UPDATE ON public.credit_notes FOR EACH STATEMENT EXECUTE FUNCTION invoices_append_only()
CREATE TRIGGER garment_tags_bump_order AFTER INSERT OR DELETE OR UPDATE ON public.garment_tags FOR EACH ROW EXECUTE FUNCTION orders_bump_for_child()
CREATE TRIGGER invoices_append_only BEFORE DELETE OR UPDATE ON public.invoices FOR EACH STATEMENT EXECUTE FUNCTION invoices_append_only()
CREATE TRIGGER order_booked_items_bump_order AFTER INSERT OR DELETE OR UPDATE ON public.order_booked_items FOR EACH ROW EXECUTE FUNCTION orders_bump_for_child()
CREATE TRIGGER order_items_bump_order AFTER INSERT OR DELETE OR UPDATE ON public.order_items FOR EACH ROW EXECUTE FUNCTION orders_bump_for_child()
CREATE TRIGGER order_status_events_bump_order AFTER INSERT OR DELETE OR UPDATE ON public.order_status_events FOR EACH ROW EXECUTE FUNCTION orders_bump_for_child()
CREATE TRIGGER orders_order_counts AFTER INSERT OR DELETE OR UPDATE OF status ON public.orders FOR EACH ROW EXECUTE FUNCTION order_counts_follow_order()
CREATE TRIGGER orders_slot_bookings AFTER INSERT OR DELETE OR UPDATE OF status, pickup_date, pickup_slot_id ON public.orders FOR EACH ROW EXECUTE FUNCTION slot_bookings_follow_order()
CREATE TRIGGER orders_version_on_update BEFORE UPDATE ON public.orders FOR EACH ROW EXECUTE FUNCTION orders_next_version()
CREATE TRIGGER payments_add_to_order AFTER INSERT ON public.payments FOR EACH ROW EXECUTE FUNCTION payments_add_to_order()
CREATE TRIGGER payments_append_only BEFORE DELETE OR UPDATE ON public.payments FOR EACH STATEMENT EXECUTE FUNCTION payments_append_only()
CREATE TRIGGER pickup_slots_bump_orders AFTER UPDATE OF start_time, end_time ON public.pickup_slots FOR EACH ROW EXECUTE FUNCTION orders_bump_for_slot()

-- functions
CREATE OR REPLACE FUNCTION public.audit_log_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin
        raise exception 'audit_log is append-only';
      end $function$

CREATE OR REPLACE FUNCTION public.invoices_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      raise exception 'invoices and credit notes are never deleted';
    end $function$

CREATE OR REPLACE FUNCTION public.order_counts_follow_order()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      declare
        v_shard integer := coalesce(new.id, old.id) % 16;
      begin
        if tg_op = 'INSERT' then
          insert into order_counts (status, shard, n) values (new.status, v_shard, 1)
          on conflict (status, shard) do update set n = order_counts.n + 1;
        elsif tg_op = 'DELETE' then
          update order_counts set n = n - 1 where status = old.status and shard = v_shard;
        elsif old.status < new.status then
          update order_counts set n = n - 1 where status = old.status and shard = v_shard;
          insert into order_counts (status, shard, n) values (new.status, v_shard, 1)
          on conflict (status, shard) do update set n = order_counts.n + 1;
        elsif old.status > new.status then
          insert into order_counts (status, shard, n) values (new.status, v_shard, 1)
          on conflict (status, shard) do update set n = order_counts.n + 1;
          update order_counts set n = n - 1 where status = old.status and shard = v_shard;
        end if;
        return null;
      end $function$

CREATE OR REPLACE FUNCTION public.orders_bump_for_child()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      if tg_op <> 'INSERT' then
        update orders set version = version + 1
        where id = old.order_id and xmin <> pg_current_xact_id()::xid;
      end if;
      if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.order_id <> old.order_id) then
        update orders set version = version + 1
        where id = new.order_id and xmin <> pg_current_xact_id()::xid;
      end if;
      return null;
    end $function$

CREATE OR REPLACE FUNCTION public.orders_bump_for_slot()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin
        if new.start_time <> old.start_time or new.end_time <> old.end_time then
          update orders set version = version + 1
          where pickup_slot_id = new.id or delivery_slot_id = new.id;
        end if;
        return null;
      end $function$

CREATE OR REPLACE FUNCTION public.orders_next_version()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin
        new.version := old.version + 1;
        return new;
      end $function$

CREATE OR REPLACE FUNCTION public.payments_add_to_order()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      update orders
      set paid_paise = paid_paise + new.amount_paise,
          refunded_paise = refunded_paise + greatest(-new.amount_paise, 0)
      where id = new.order_id;
      return null;
    end $function$

CREATE OR REPLACE FUNCTION public.payments_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      raise exception 'payments are append-only: reverse a payment with a negative entry';
    end $function$

CREATE OR REPLACE FUNCTION public.slot_bookings_follow_order()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      declare
        leaves boolean := tg_op <> 'INSERT' and old.status <> 'cancelled';
        takes boolean := tg_op <> 'DELETE' and new.status <> 'cancelled';
      begin
        if leaves and takes and old.pickup_date = new.pickup_date
           and old.pickup_slot_id = new.pickup_slot_id then
          return null;
        end if;
        if leaves and takes and (new.pickup_date, new.pickup_slot_id)
           < (old.pickup_date, old.pickup_slot_id) then
          insert into slot_bookings (pickup_date, pickup_slot_id, taken)
          values (new.pickup_date, new.pickup_slot_id, 1)
          on conflict (pickup_date, pickup_slot_id)
          do update set taken = slot_bookings.taken + 1;
          takes := false;
        end if;
        if leaves then
          update slot_bookings set taken = taken - 1
          where pickup_date = old.pickup_date and pickup_slot_id = old.pickup_slot_id;
        end if;
        if takes then
          insert into slot_bookings (pickup_date, pickup_slot_id, taken)
          values (new.pickup_date, new.pickup_slot_id, 1)
          on conflict (pickup_date, pickup_slot_id)
          do update set taken = slot_bookings.taken + 1;
        end if;
        return null;
      end $function$

