/**
 * A warranty claim's picture, for the office only (issue 38 item 3): the staff session is checked
 * by the ERP (getClaimPicture, sales and owner), then the bytes are answered with the type read
 * from them at intake. Never cached, never indexed, shown inline but never run as anything but a
 * picture (nosniff, a sandboxing CSP), so a crafted upload cannot act as a page of the shop.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { WARRANTY_PICTURE_EXTENSIONS } from "../../contract/warranty.ts";
import { ErpCallError } from "../.server/erp.ts";
import { notFound, notFoundUnless } from "../.server/not-found.ts";
import { officeRequest } from "../.server/office.ts";
import { CLAIM_NUMBER } from "../lib/office-claims.ts";
import { OFFICE_HEADERS } from "../lib/office-meta.ts";

export async function loader({ request, params, context: load }: LoaderFunctionArgs) {
  const { call } = await officeRequest(request, load);
  const number = params.number ?? "";
  const position = Number(params.position);
  notFoundUnless(CLAIM_NUMBER.test(number) && /^[1-9]$/.test(params.position ?? ""));
  try {
    const picture = await call("getClaimPicture", { number, position });
    const bytes = Buffer.from(picture.data, "base64");
    return new Response(bytes, {
      headers: {
        ...OFFICE_HEADERS,
        "Content-Type": picture.contenttype,
        "Content-Length": String(bytes.length),
        "Content-Disposition": `inline; filename="${number}-${position}.${WARRANTY_PICTURE_EXTENSIONS[picture.contenttype]}"`,
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'; sandbox",
      },
    });
  } catch (error) {
    // An unknown claim or picture, or a position the contract refuses (more than the pictures kept).
    if (error instanceof ErpCallError && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
}
