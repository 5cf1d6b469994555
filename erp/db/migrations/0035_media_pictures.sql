-- Issue 43 item 7: the demo catalogue's pictures are drawn from each part's data when the demo is
-- loaded and written here; the ERP serves them by address (GET /media/parts/...) and no longer
-- imports the seed's drawing code (issue 44). A demo database loaded before this migration gets
-- its pictures at the next start (erp/seed/ensure.ts).
CREATE TABLE IF NOT EXISTS "media_pictures" (
  "path" text PRIMARY KEY,
  "svg" text NOT NULL
);
