CREATE TABLE "ecommerce_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"parent_id" integer,
	"image_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_number" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"two_factor_enabled" boolean DEFAULT false NOT NULL,
	"address" jsonb NOT NULL,
	"billing" jsonb NOT NULL,
	"notifications" jsonb NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"total_spent" numeric(14, 2) DEFAULT '0' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "ecommerce_order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"product_name" text NOT NULL,
	"sku" text NOT NULL,
	"image_id" integer,
	"price" numeric(14, 2) NOT NULL,
	"qty" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_order_tallies" (
	"payment" integer NOT NULL,
	"status" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ecommerce_order_tallies_payment_status_pk" PRIMARY KEY("payment","status")
);
--> statement-breakpoint
CREATE TABLE "ecommerce_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"payment" integer NOT NULL,
	"method" text NOT NULL,
	"method_number" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"discount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"shipping_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"billing_address" jsonb NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "ecommerce_orders_payment_check" CHECK ("ecommerce_orders"."payment" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "ecommerce_product_images" (
	"product_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "ecommerce_product_images_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
CREATE TABLE "ecommerce_product_sales" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(14, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"sku" text NOT NULL,
	"barcode" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" integer NOT NULL,
	"collection" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"scheduled_at" timestamp with time zone,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"base_price" numeric(14, 2) NOT NULL,
	"discounted_price" numeric(14, 2),
	"charge_tax" boolean DEFAULT true NOT NULL,
	"in_stock" boolean DEFAULT true NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"restock_on" date,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shipping" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"referred_id" integer NOT NULL,
	"status" text NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"earning" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"head" text DEFAULT '' NOT NULL,
	"para" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ecommerce_reviews_rating_check" CHECK ("ecommerce_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "ecommerce_sales_by_country" (
	"country_code" text PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(14, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_sales_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"paid_orders" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(14, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "ecommerce_settings_one_row" CHECK ("ecommerce_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "ecommerce_wishlist" (
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ecommerce_wishlist_customer_id_product_id_pk" PRIMARY KEY("customer_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "ecommerce_categories" ADD CONSTRAINT "ecommerce_categories_image_id_ecommerce_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."ecommerce_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_categories" ADD CONSTRAINT "ecommerce_categories_parent_id_ecommerce_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ecommerce_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_images" ADD CONSTRAINT "ecommerce_images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_order_events" ADD CONSTRAINT "ecommerce_order_events_order_id_ecommerce_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ecommerce_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_order_events" ADD CONSTRAINT "ecommerce_order_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_order_items" ADD CONSTRAINT "ecommerce_order_items_order_id_ecommerce_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ecommerce_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_order_items" ADD CONSTRAINT "ecommerce_order_items_product_id_ecommerce_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."ecommerce_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_order_items" ADD CONSTRAINT "ecommerce_order_items_image_id_ecommerce_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."ecommerce_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_orders" ADD CONSTRAINT "ecommerce_orders_customer_id_ecommerce_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."ecommerce_customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_product_images" ADD CONSTRAINT "ecommerce_product_images_product_id_ecommerce_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."ecommerce_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_product_images" ADD CONSTRAINT "ecommerce_product_images_image_id_ecommerce_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."ecommerce_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_product_sales" ADD CONSTRAINT "ecommerce_product_sales_product_id_ecommerce_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."ecommerce_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_products" ADD CONSTRAINT "ecommerce_products_category_id_ecommerce_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ecommerce_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_referrals" ADD CONSTRAINT "ecommerce_referrals_customer_id_ecommerce_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."ecommerce_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_reviews" ADD CONSTRAINT "ecommerce_reviews_product_id_ecommerce_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."ecommerce_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_reviews" ADD CONSTRAINT "ecommerce_reviews_customer_id_ecommerce_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."ecommerce_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_settings" ADD CONSTRAINT "ecommerce_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_wishlist" ADD CONSTRAINT "ecommerce_wishlist_customer_id_ecommerce_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."ecommerce_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_wishlist" ADD CONSTRAINT "ecommerce_wishlist_product_id_ecommerce_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."ecommerce_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ecommerce_categories_name_idx" ON "ecommerce_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "ecommerce_categories_slug_idx" ON "ecommerce_categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "ecommerce_customers_number_idx" ON "ecommerce_customers" USING btree ("customer_number");--> statement-breakpoint
CREATE UNIQUE INDEX "ecommerce_customers_email_idx" ON "ecommerce_customers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "ecommerce_customers_created_idx" ON "ecommerce_customers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ecommerce_customers_name_idx" ON "ecommerce_customers" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "ecommerce_customers_spent_idx" ON "ecommerce_customers" USING btree ("total_spent","id");--> statement-breakpoint
CREATE INDEX "ecommerce_customers_orders_idx" ON "ecommerce_customers" USING btree ("order_count","id");--> statement-breakpoint
CREATE INDEX "ecommerce_customers_country_idx" ON "ecommerce_customers" USING btree ("country","id");--> statement-breakpoint
CREATE INDEX "ecommerce_customers_search_trgm_idx" ON "ecommerce_customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ecommerce_order_events_order_idx" ON "ecommerce_order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "ecommerce_order_items_order_idx" ON "ecommerce_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ecommerce_order_items_product_idx" ON "ecommerce_order_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ecommerce_orders_number_idx" ON "ecommerce_orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "ecommerce_orders_placed_idx" ON "ecommerce_orders" USING btree ("placed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ecommerce_orders_customer_name_idx" ON "ecommerce_orders" USING btree ("customer_name","id");--> statement-breakpoint
CREATE INDEX "ecommerce_orders_status_idx" ON "ecommerce_orders" USING btree ("status","placed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ecommerce_orders_payment_idx" ON "ecommerce_orders" USING btree ("payment","placed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ecommerce_orders_total_idx" ON "ecommerce_orders" USING btree ("total","id");--> statement-breakpoint
CREATE INDEX "ecommerce_orders_customer_idx" ON "ecommerce_orders" USING btree ("customer_id","placed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ecommerce_orders_search_trgm_idx" ON "ecommerce_orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ecommerce_product_sales_revenue_idx" ON "ecommerce_product_sales" USING btree ("revenue" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "ecommerce_products_sku_idx" ON "ecommerce_products" USING btree (lower("sku"));--> statement-breakpoint
CREATE INDEX "ecommerce_products_created_idx" ON "ecommerce_products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ecommerce_products_category_idx" ON "ecommerce_products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "ecommerce_referrals_created_idx" ON "ecommerce_referrals" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ecommerce_reviews_created_idx" ON "ecommerce_reviews" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ecommerce_reviews_product_idx" ON "ecommerce_reviews" USING btree ("product_id");