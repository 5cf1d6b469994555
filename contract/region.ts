/**
 * A site source's region (GET /source/{source}) and the seller's bank accounts (GET
 * /bank-accounts/{seller}).
 */
import { z } from "zod";
import { CurrencySchema } from "./common.ts";

// GET /source/{source}
export const RegionResponseSchema = z.object({
  location: z.object({ name: z.enum(["EU", "UK", "NL"]) }),
  country: z.string(),
});
export type RegionData = z.infer<typeof RegionResponseSchema>;

// GET /bank-accounts/{seller} (seller: the company id of contract/seller.ts, pl or nl)
/** A seller's account for bank transfers in one currency; the ERP's data (decision 0026), never a constant. */
export const BankAccountSchema = z.object({
  currency: CurrencySchema,
  accountholder: z.string(),
  bankname: z.string(),
  /** Electronic form, without spaces (formatIban in contract/seller.ts prints it). */
  iban: z.string(),
  bic: z.string(),
});
export type BankAccount = z.infer<typeof BankAccountSchema>;
/** The seller's accounts, one per currency that has one; a currency without an account is not listed. */
export const BankAccountsResponseSchema = z.object({ accounts: z.array(BankAccountSchema) });
