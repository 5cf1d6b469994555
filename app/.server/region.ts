/** Region-dependent content: the ERP decides the region (GET /source/{source}?country=). */
import { DEFAULT_REGION, type Region } from "../../contract/seller.ts";
import type { ErpClient } from "./erp.ts";

/** The visitor's region; when the ERP cannot answer, the default contact region (EU). */
export async function visitorRegion(erp: Pick<ErpClient, "region">): Promise<Region> {
  try {
    return (await erp.region()).location.name;
  } catch (error) {
    console.error("region lookup failed, using the default region", error);
    return DEFAULT_REGION;
  }
}
