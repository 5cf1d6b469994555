/** Runs in every ERP test file (vitest.config.ts): the file's own database goes when the file ends. */
import { afterAll } from "vitest";
import { dropFileDatabase } from "./file-database.ts";

afterAll(dropFileDatabase);
