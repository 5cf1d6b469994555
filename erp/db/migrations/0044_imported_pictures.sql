-- Pictures of the catalogue import (issue 39): each picture named in an items file's image_files,
-- from the ZIP given alongside or fetched from its https address, checked and re-encoded as WebP
-- (erp/import/pictures.ts). The address names the hash of the stored bytes, so one picture is
-- kept once and never changes under its address; the ERP serves it at GET /media/parts/imported/...
CREATE TABLE IF NOT EXISTS "imported_pictures" (
  "path" text PRIMARY KEY,
  "type" text NOT NULL,
  "bytes" bytea NOT NULL,
  "width" integer NOT NULL,
  "height" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "imported_pictures_type" CHECK ("type" IN ('image/webp'))
);
--> statement-breakpoint
-- The https addresses already fetched, each with the picture it gave: a later import takes the
-- picture from here and does not fetch it again. Several addresses may give the same picture.
CREATE TABLE IF NOT EXISTS "imported_picture_sources" (
  "url" text PRIMARY KEY,
  "path" text NOT NULL REFERENCES "imported_pictures"("path"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
