/** The catalogue import's pictures (migration 0044), served at GET /media/parts/imported/<hash>.webp. */
import { check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { bytea, createdAt } from "../db/columns.ts";

export const importedPictures = pgTable(
  "imported_pictures",
  {
    /** /media/parts/imported/<sha-256 of the bytes>.webp */
    path: text("path").primaryKey(),
    type: text("type").notNull(),
    bytes: bytea("bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: createdAt(),
  },
  () => [check("imported_pictures_type", sql`"type" IN ('image/webp')`)],
);

/** An https address already fetched, with the picture it gave (fetched once, whatever the later imports). */
export const importedPictureSources = pgTable("imported_picture_sources", {
  url: text("url").primaryKey(),
  path: text("path")
    .notNull()
    .references(() => importedPictures.path),
  createdAt: createdAt(),
});
