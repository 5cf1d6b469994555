/**
 * A local double of the EU's VIES REST API (https://ec.europa.eu/taxation_customs/vies/rest-api),
 * over HTTP in VIES's own format: POST /check-vat-number with { countryCode, vatNumber,
 * requesterMemberStateCode?, requesterNumber? } answers 200 { countryCode, vatNumber, requestDate,
 * valid, requestIdentifier, name, address, userError }. A consultation number (requestIdentifier)
 * is given only when the requester is named, as VIES does.
 *
 * Numbers: those in `valid` are valid. A number whose digits end in "503" gets VIES's answer for
 * a member state that is not replying (200, valid false, userError MS_UNAVAILABLE); "500" an error
 * status with VIES's error wrapper. `mode` turns the whole service down ("down": MS_UNAVAILABLE for
 * all, "error": HTTP 500 for all) or slow ("slow": answers after `slowMs`).
 */
import { close, listen, parseJson, sendJson } from "./http.ts";

export type ViesMode = "normal" | "down" | "error" | "slow";

export interface ViesCall {
  countryCode: string;
  vatNumber: string;
  requesterMemberStateCode?: string;
  requesterNumber?: string;
}

/** Numbers the double confirms by default: real companies' published VAT numbers, prefix included. */
export const VIES_VALID = [
  "DE811569869",
  "DE811907980",
  "EL094259216",
  "NL004495445B01",
  "FR40303265045",
  "PL5260250274",
  // A Northern Ireland trader's XI number (invented: VIES checks XI numbers; decision 0034).
  "XI123456789",
];

export async function startFakeVies(options: { valid?: Iterable<string>; slowMs?: number } = {}) {
  const valid = new Set(options.valid ?? VIES_VALID);
  const calls: ViesCall[] = [];
  const state = { mode: "normal" as ViesMode };
  let consultations = 0;
  const { server, url } = await listen(async (req, res, body, where) => {
    if (req.method !== "POST" || where.pathname !== "/check-vat-number") {
      return sendJson(res, 404, { actionSucceed: false, errorWrappers: [{ error: "NOT_FOUND" }] });
    }
    const parsed = parseJson(body);
    const call = parsed as unknown as ViesCall | null;
    if (!call || typeof call.countryCode !== "string" || typeof call.vatNumber !== "string") {
      return sendJson(res, 400, { actionSucceed: false, errorWrappers: [{ error: "INVALID_INPUT" }] });
    }
    calls.push(call);
    const unavailable = (error: string) =>
      sendJson(res, 200, {
        countryCode: call.countryCode,
        vatNumber: call.vatNumber,
        requestDate: new Date().toISOString(),
        valid: false,
        requestIdentifier: "",
        name: "---",
        address: "---",
        userError: error,
      });
    if (state.mode === "error" || call.vatNumber.endsWith("500")) {
      return sendJson(res, 500, {
        actionSucceed: false,
        errorWrappers: [{ error: "SERVICE_UNAVAILABLE", message: "An error was encountered" }],
      });
    }
    if (state.mode === "down" || call.vatNumber.endsWith("503")) return unavailable("MS_UNAVAILABLE");
    if (state.mode === "slow") await new Promise((resolve) => setTimeout(resolve, options.slowMs ?? 2000));
    const isValid = valid.has(`${call.countryCode}${call.vatNumber}`);
    const requested = Boolean(call.requesterMemberStateCode && call.requesterNumber);
    return sendJson(res, 200, {
      countryCode: call.countryCode,
      vatNumber: call.vatNumber,
      requestDate: new Date().toISOString(),
      valid: isValid,
      requestIdentifier: isValid && requested ? `WAPIAAAAZ${String(++consultations).padStart(7, "0")}` : "",
      name: isValid ? "TEST COMPANY" : "---",
      address: isValid ? "TESTSTRASSE 1, 10115 BERLIN" : "---",
      userError: isValid ? "VALID" : "INVALID",
    });
  });
  return {
    url,
    calls,
    setMode: (mode: ViesMode) => {
      state.mode = mode;
    },
    close: () => close(server),
  };
}
