/**
 * A local double of the GA4 Measurement Protocol collector (what Google Analytics and a server-side
 * Tag Manager container accept), over HTTP in its own format:
 * POST /mp/collect?measurement_id=G-…&api_secret=… with { client_id, events: [{ name, params }] }
 * answers 204 whatever it receives, as the real one does; only events with the right measurement
 * id and secret and a well-formed body are kept. POST /debug/mp/collect answers
 * { validationMessages } (empty when valid) and keeps nothing, as GA4's validation server does.
 * GET /__fake/events is the test's own window on what was kept.
 */
import { close, listen, sendJson } from "./http.ts";

export interface CollectedEvent {
  client_id: string;
  consent?: Record<string, string>;
  name: string;
  params: Record<string, unknown>;
}

const EVENT_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const RESERVED = /^(ad_|ga_|google_|firebase_)/;

function validate(body: unknown): { fieldPath: string; description: string; validationCode: string }[] {
  const messages: { fieldPath: string; description: string; validationCode: string }[] = [];
  const b = body as { client_id?: unknown; events?: unknown } | null;
  if (!b || typeof b !== "object")
    return [{ fieldPath: "", description: "Invalid JSON", validationCode: "VALUE_INVALID" }];
  if (typeof b.client_id !== "string" || b.client_id === "")
    messages.push({ fieldPath: "client_id", description: "client_id is required", validationCode: "VALUE_REQUIRED" });
  if (!Array.isArray(b.events) || b.events.length === 0 || b.events.length > 25)
    messages.push({ fieldPath: "events", description: "1 to 25 events", validationCode: "VALUE_INVALID" });
  for (const [i, e] of (Array.isArray(b.events) ? b.events : []).entries()) {
    const event = e as { name?: unknown; params?: unknown };
    if (typeof event.name !== "string" || !EVENT_NAME.test(event.name) || RESERVED.test(event.name))
      messages.push({
        fieldPath: `events[${i}].name`,
        description: "invalid event name",
        validationCode: "NAME_INVALID",
      });
    if (event.params !== undefined && (typeof event.params !== "object" || event.params === null))
      messages.push({
        fieldPath: `events[${i}].params`,
        description: "params must be an object",
        validationCode: "VALUE_INVALID",
      });
  }
  return messages;
}

export async function startFakeGa4(options: { measurementId: string; apiSecret: string; port?: number }) {
  const kept: CollectedEvent[] = [];
  const { server, url } = await listen((req, res, body, reqUrl) => {
    if (req.method === "GET" && reqUrl.pathname === "/__fake/events") return sendJson(res, 200, kept);
    const debug = reqUrl.pathname === "/debug/mp/collect";
    if (req.method !== "POST" || (reqUrl.pathname !== "/mp/collect" && !debug)) {
      res.writeHead(404).end();
      return;
    }
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = null;
    }
    const messages = validate(parsed);
    if (debug) return sendJson(res, 200, { validationMessages: messages });
    const authorised =
      reqUrl.searchParams.get("measurement_id") === options.measurementId &&
      reqUrl.searchParams.get("api_secret") === options.apiSecret;
    if (authorised && messages.length === 0) {
      const b = parsed as {
        client_id: string;
        consent?: Record<string, string>;
        events: { name: string; params?: Record<string, unknown> }[];
      };
      for (const e of b.events)
        kept.push({ client_id: b.client_id, consent: b.consent, name: e.name, params: e.params ?? {} });
    }
    res.writeHead(204).end();
  }, options.port ?? 0);
  return { url, events: () => [...kept], close: () => close(server) };
}
