/**
 * A local fake of the captcha providers' siteverify endpoint (Cloudflare Turnstile and Google
 * reCAPTCHA answer the same way): POST form-encoded secret, response, remoteip; answer
 * {"success": true} for a good token. Tokens: "pass" succeeds; "slow" answers after `slowMs`;
 * "broken" gets a 500; anything else {"success": false, "error-codes": ["invalid-input-response"]}.
 */
import { close, listen, sendJson } from "./http.ts";

export interface SiteverifyCall {
  secret: string | null;
  response: string | null;
  remoteip: string | null;
}

export async function startFakeSiteverify({ secret, slowMs = 2000 }: { secret: string; slowMs?: number }) {
  const calls: SiteverifyCall[] = [];
  const { server, url } = await listen(async (req, res, body, where) => {
    if (req.method !== "POST" || where.pathname !== "/siteverify") return sendJson(res, 404, { success: false });
    const form = new URLSearchParams(body);
    const call = { secret: form.get("secret"), response: form.get("response"), remoteip: form.get("remoteip") };
    calls.push(call);
    if (call.secret !== secret) return sendJson(res, 200, { success: false, "error-codes": ["invalid-input-secret"] });
    if (call.response === "slow") await new Promise((resolve) => setTimeout(resolve, slowMs));
    if (call.response === "broken") return sendJson(res, 500, { error: "down" });
    if (call.response === "pass")
      return sendJson(res, 200, { success: true, hostname: "localhost", challenge_ts: new Date().toISOString() });
    return sendJson(res, 200, { success: false, "error-codes": ["invalid-input-response"] });
  });
  return { url: `${url}/siteverify`, calls, close: () => close(server) };
}
