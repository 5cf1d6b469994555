-- The withdrawal function (decision 0021, Article 11a of Directive 2011/83/EU): at most one
-- withdrawal per order (the primary key), recorded with the moment it was received, the lines it
-- names (NULL: the whole order) and the consumer's optional reason.
CREATE TABLE IF NOT EXISTS "order_withdrawals" (
  "order_id" text PRIMARY KEY REFERENCES "orders" ("id") ON DELETE CASCADE,
  "received_at" timestamp with time zone NOT NULL,
  "items" jsonb,
  "reason" text,
  "lang" text NOT NULL
);
