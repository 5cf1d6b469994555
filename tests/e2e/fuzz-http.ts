/**
 * HTTP as a hostile client writes it, for the fuzzing spec: requests written byte for byte on a
 * socket (any method, any request target, any Host, no header checks of a client library), the
 * answer's status, headers and the start of its body read back. Also the bodies of forms: URL
 * encoded or multipart, built from name/value pairs that may repeat, carry files or be malformed.
 */
import net from "node:net";

export interface RawRequest {
  method: string;
  /** The request target exactly as written on the request line. */
  target: string;
  /** Header lines in order; a header given twice is sent twice. Host is not added when absent. */
  headers: [string, string][];
  body?: Buffer | string;
  /** Content-Length from the body unless false (a body sent without a length). */
  contentLength?: boolean;
}

export interface RawResponse {
  /** 0 when the server closed the connection without an answer. */
  status: number;
  headers: Record<string, string[]>;
  /** The first KB of the body, for the failure message. */
  body: string;
}

const TIMEOUT_MS = 15_000;
/** Bodies up to this size are written at once. */
const SMALL = 64 * 1024;

/**
 * One request on its own connection. A connection that could not be opened (a port of the client's
 * side still in TIME_WAIT after thousands of requests, on a machine shared with other suites) is
 * tried again: the request never reached the server. One opened and closed without an answer is not.
 */
export async function rawRequest(port: number, request: RawRequest): Promise<RawResponse> {
  for (let attempt = 1; ; attempt++) {
    const answer = await once(port, request);
    if (answer !== "not connected") return answer;
    if (attempt === 5) return { status: 0, headers: {}, body: "the connection could not be opened" };
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
  }
}

function once(port: number, request: RawRequest): Promise<RawResponse | "not connected"> {
  const body = request.body === undefined ? Buffer.alloc(0) : Buffer.from(request.body);
  const lines = [`${request.method} ${request.target} HTTP/1.1`];
  for (const [name, value] of request.headers) lines.push(`${name}: ${value}`);
  if (request.contentLength !== false && (body.length > 0 || request.method === "POST"))
    lines.push(`Content-Length: ${body.length}`);
  lines.push("Connection: close", "", "");
  const head = Buffer.from(lines.join("\r\n"), "latin1");
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${TIMEOUT_MS} ms to ${request.method} ${request.target.slice(0, 200)}`));
    }, TIMEOUT_MS);
    let connected = false;
    let failure = "";
    socket.on("connect", () => {
      connected = true;
      // Not half-closed after the body: the server would drop an answer still being made. It closes
      // the connection after its answer (Connection: close), also one given before the body was read.
      socket.write(head);
      if (body.length <= SMALL) {
        if (body.length > 0) socket.write(body);
        return;
      }
      // A large body goes in pieces, stopped once an answer (413) arrives: written on after the
      // server closed, it would be answered with a reset that takes the unread answer with it.
      let at = 0;
      const next = () => {
        if (chunks.length > 0 || socket.destroyed || at >= body.length) return;
        const piece = body.subarray(at, at + SMALL);
        at += piece.length;
        if (socket.write(piece)) setImmediate(next);
        else socket.once("drain", next);
      };
      setTimeout(next, 50);
    });
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // A reset after the answer (the server closed on a body it would not read) is not a failure.
      failure = error.code ?? error.message;
    });
    socket.on("close", () => {
      clearTimeout(timer);
      if (!connected) return resolve("not connected");
      const answer = parseResponse(Buffer.concat(chunks));
      resolve(answer.status === 0 && failure ? { ...answer, body: `connection ended: ${failure}` } : answer);
    });
  });
}

function parseResponse(raw: Buffer): RawResponse {
  const text = raw.toString("latin1");
  const end = text.indexOf("\r\n\r\n");
  const head = end === -1 ? text : text.slice(0, end);
  const [statusLine = "", ...headerLines] = head.split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: Record<string, string[]> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    if (colon < 1) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    (headers[name] ??= []).push(line.slice(colon + 1).trim());
  }
  const body = end === -1 ? "" : raw.subarray(Buffer.byteLength(head, "latin1") + 4, raw.length).toString("utf8");
  return { status, headers, body: body.slice(0, 1024) };
}

/** The cookies a response sets, as name=value pairs (attributes dropped), merged into a jar. */
export function setCookies(jar: Map<string, string>, response: RawResponse) {
  for (const line of response.headers["set-cookie"] ?? []) {
    const pair = line.split(";")[0] ?? "";
    const eq = pair.indexOf("=");
    if (eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
}

export const cookieHeader = (jar: Map<string, string>) =>
  [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

/** A form field: a text value, or a file part (multipart only; urlencoded sends its name as text). */
export type FieldValue = string | { filename: string; type: string; content: string };
export type Fields = [string, FieldValue][];

export function urlEncoded(fields: Fields): string {
  const params = new URLSearchParams();
  for (const [name, value] of fields) params.append(name, typeof value === "string" ? value : value.filename);
  return params.toString();
}

export function multipart(fields: Fields, boundary: string): Buffer {
  const parts: Buffer[] = [];
  // Names and file names are written as a browser writes them: quotes and line breaks escaped.
  const quote = (s: string) => s.replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/"/g, "%22");
  for (const [name, value] of fields) {
    const disposition = `form-data; name="${quote(name)}"`;
    parts.push(Buffer.from(`--${boundary}\r\n`));
    if (typeof value === "string") {
      parts.push(Buffer.from(`Content-Disposition: ${disposition}\r\n\r\n`), Buffer.from(value), Buffer.from("\r\n"));
    } else {
      parts.push(
        Buffer.from(`Content-Disposition: ${disposition}; filename="${quote(value.filename)}"\r\n`),
        Buffer.from(`Content-Type: ${value.type}\r\n\r\n`),
        Buffer.from(value.content),
        Buffer.from("\r\n"),
      );
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}
