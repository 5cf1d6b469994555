-- The words of the applications table in every language (issue 23 item 3). An application row keeps
-- its values as the catalogue filters on them (note, description, parameters, category, group and
-- class, as the office enters them); their translations are the ERP's data, one row per term and
-- language, so the product page shows the row in the shopper's language and the catalogue filters
-- keep working on the stored value. A term without a translation is shown as stored.
CREATE TABLE IF NOT EXISTS "application_terms" (
  "term" text NOT NULL,
  "lang" text NOT NULL,
  "text" text NOT NULL,
  PRIMARY KEY ("term", "lang")
);
