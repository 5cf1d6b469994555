-- Technical part searches and the full drill-down (issue 22 items 2 and 3, decision 0036). An
-- application row names the engine's capacity, cylinders, stroke and bore and, for a clutch, the
-- gearbox; a disc's measurements, a clutch's disc and a motorsport part's facts are typed columns
-- with indexes, so a search by measured size is a range query however large the catalogue.
ALTER TABLE "applications" ADD COLUMN IF NOT EXISTS "transmission" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN IF NOT EXISTS "capacity" integer;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN IF NOT EXISTS "cylinders" smallint;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN IF NOT EXISTS "stroke" numeric(5, 1);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN IF NOT EXISTS "bore" numeric(5, 1);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "applications_capacity_idx" ON "applications" USING btree ("capacity");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "rotor_dimensions" (
	"item_id" integer PRIMARY KEY NOT NULL REFERENCES "items"("id") ON DELETE cascade,
	"diameter_mm" numeric(6, 1) NOT NULL,
	"thickness_mm" numeric(6, 1) NOT NULL,
	"annulus_mm" numeric(6, 1),
	"bolt_hole_diameter_mm" numeric(6, 1),
	"bolt_holes" smallint,
	"vented" boolean NOT NULL,
	"inside_diameter_mm" numeric(6, 1),
	"pcd_mm" numeric(6, 1),
	"air_gap_mm" numeric(6, 1),
	"offset_mm" numeric(6, 1),
	"flange_inside_diameter_mm" numeric(6, 1),
	"flange_thickness_mm" numeric(6, 1),
	"weight_kg" numeric(6, 2),
	"hole_type" text,
	CONSTRAINT "rotor_dimensions_positive" CHECK ("diameter_mm" > 0 AND "thickness_mm" > 0)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rotor_dimensions_size_idx" ON "rotor_dimensions" USING btree ("diameter_mm", "thickness_mm");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "clutch_dimensions" (
	"item_id" integer PRIMARY KEY NOT NULL REFERENCES "items"("id") ON DELETE cascade,
	"splines" smallint NOT NULL,
	"disc_diameter_mm" numeric(6, 1) NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clutch_dimensions_size_idx" ON "clutch_dimensions" USING btree ("splines", "disc_diameter_mm");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "motorsport_parts" (
	"item_id" integer PRIMARY KEY NOT NULL REFERENCES "items"("id") ON DELETE cascade,
	"caliper_size" text,
	"class" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "motorsport_parts_class_idx" ON "motorsport_parts" USING btree ("class", "caliper_size");
