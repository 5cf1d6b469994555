CREATE TABLE "applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"make" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"year" text DEFAULT '' NOT NULL,
	"year_from" smallint,
	"year_to" smallint,
	"peryear" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"variant" text DEFAULT '' NOT NULL,
	"engine" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"parameter" text DEFAULT '' NOT NULL,
	"parameter2" text DEFAULT '' NOT NULL,
	"parameter3" text DEFAULT '' NOT NULL,
	"categorydescription" text DEFAULT '' NOT NULL,
	"groupdescription" text DEFAULT '' NOT NULL,
	"classdescription" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"manufacturer_group_id" integer NOT NULL,
	"airfreight" boolean DEFAULT false NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"item_id" integer NOT NULL,
	"location_id" text,
	"quantity" integer NOT NULL,
	"additionalservice" text,
	"memo" text,
	"parent_line_id" uuid,
	"position" bigserial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_quantity_pos" CHECK ("cart_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer" text DEFAULT 'guest' NOT NULL,
	"source" text NOT NULL,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"location_id" text NOT NULL,
	"eta" date,
	"quantity" integer NOT NULL,
	CONSTRAINT "deliveries_quantity_pos" CHECK ("deliveries"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "erp_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_photos" (
	"item_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"url" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "item_photos_item_id_position_pk" PRIMARY KEY("item_id","position")
);
--> statement-breakpoint
CREATE TABLE "item_texts" (
	"item_id" integer NOT NULL,
	"lang" text NOT NULL,
	"description" text NOT NULL,
	"detaildescription" text DEFAULT '' NOT NULL,
	"application" text DEFAULT '' NOT NULL,
	CONSTRAINT "item_texts_item_id_lang_pk" PRIMARY KEY("item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"urlcomponent" text NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"name_normalized" text NOT NULL,
	"manufacturer" text NOT NULL,
	"manufacturer_group_id" integer NOT NULL,
	"brand_id" text NOT NULL,
	"pricegroup" text NOT NULL,
	"recordtype" text DEFAULT 'inventoryitem' NOT NULL,
	"category" text NOT NULL,
	"certificate" text,
	"weight" numeric(10, 3),
	"axle" text,
	"deadstock" boolean DEFAULT false NOT NULL,
	"specialbackorder" boolean DEFAULT false NOT NULL,
	"manufacturerstock" integer DEFAULT 0 NOT NULL,
	"custombox" boolean DEFAULT false NOT NULL,
	"acl" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_manufacturerstock_nonneg" CHECK ("items"."manufacturerstock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "kit_components" (
	"kit_item_id" integer NOT NULL,
	"component_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "kit_components_kit_item_id_component_item_id_pk" PRIMARY KEY("kit_item_id","component_item_id"),
	CONSTRAINT "kit_components_quantity_pos" CHECK ("kit_components"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturer_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "manufacturer_groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"price_list_id" text NOT NULL,
	"item_id" integer NOT NULL,
	"currency" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"valid_from" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"price_list_id" text NOT NULL,
	"item_id" integer NOT NULL,
	"currency" text NOT NULL,
	"baseprice" numeric(12, 2) NOT NULL,
	"promotion" numeric(12, 2),
	"promotion_from" timestamp with time zone,
	CONSTRAINT "prices_price_list_id_item_id_currency_pk" PRIMARY KEY("price_list_id","item_id","currency"),
	CONSTRAINT "prices_baseprice_nonneg" CHECK ("prices"."baseprice" >= 0)
);
--> statement-breakpoint
CREATE TABLE "related_items" (
	"item_id" integer NOT NULL,
	"related_item_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "related_items_item_id_related_item_id_pk" PRIMARY KEY("item_id","related_item_id")
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"location_id" text NOT NULL,
	"item_id" integer NOT NULL,
	"quantityavailable" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_item_id_location_id_pk" PRIMARY KEY("item_id","location_id"),
	CONSTRAINT "stock_nonneg" CHECK ("stock"."quantityavailable" >= 0)
);
--> statement-breakpoint
CREATE TABLE "technical_details" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"lang" text NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_manufacturer_group_id_manufacturer_groups_id_fk" FOREIGN KEY ("manufacturer_group_id") REFERENCES "public"."manufacturer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_photos" ADD CONSTRAINT "item_photos_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_texts" ADD CONSTRAINT "item_texts_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_manufacturer_group_id_manufacturer_groups_id_fk" FOREIGN KEY ("manufacturer_group_id") REFERENCES "public"."manufacturer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_components" ADD CONSTRAINT "kit_components_kit_item_id_items_id_fk" FOREIGN KEY ("kit_item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_components" ADD CONSTRAINT "kit_components_component_item_id_items_id_fk" FOREIGN KEY ("component_item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_items" ADD CONSTRAINT "related_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_items" ADD CONSTRAINT "related_items_related_item_id_items_id_fk" FOREIGN KEY ("related_item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_details" ADD CONSTRAINT "technical_details_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_item_idx" ON "applications" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "applications_make_model_idx" ON "applications" USING btree ("make","model");--> statement-breakpoint
CREATE INDEX "cart_lines_cart_idx" ON "cart_lines" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "deliveries_item_idx" ON "deliveries" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "items_urlcomponent_key" ON "items" USING btree ("urlcomponent");--> statement-breakpoint
CREATE INDEX "items_name_normalized_idx" ON "items" USING btree ("name_normalized");--> statement-breakpoint
CREATE INDEX "items_brand_idx" ON "items" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "price_history_lookup_idx" ON "price_history" USING btree ("item_id","price_list_id","currency","valid_from");--> statement-breakpoint
CREATE INDEX "technical_details_item_idx" ON "technical_details" USING btree ("item_id","lang");