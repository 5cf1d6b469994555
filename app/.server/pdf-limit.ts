/**
 * The rate limit of the order PDF (GET /api/pdf/transactions/{id}) per client address, counted in
 * the ERP's database like the enquiry forms' (decision 0025). Read per request, so tests can change
 * it; env() checks it at start-up with the rest.
 */
import { z } from "zod";

const PdfLimitEnvSchema = z.object({
  /** PDF requests per client address per PDF_RATE_WINDOW_SECONDS. */
  PDF_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  PDF_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
});
export type PdfLimitConfig = z.infer<typeof PdfLimitEnvSchema>;

export function pdfLimitConfig(env: Record<string, string | undefined> = process.env): PdfLimitConfig {
  const parsed = PdfLimitEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  }
  return parsed.data;
}
