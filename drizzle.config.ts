import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./erp/schema.ts",
  out: "./erp/db/migrations",
});
