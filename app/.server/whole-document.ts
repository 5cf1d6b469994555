import { Writable } from "node:stream";

/**
 * Collects what React writes into one buffer, handed over (`done`) when React ends the stream.
 * It emits no 'close': React listens for one to abort the render, and on a finished render that
 * abort only makes two Error objects (one from Node for ending an ended stream) per page.
 */
export class WholeDocument extends Writable {
  private chunks: Buffer[] = [];
  readonly done: Promise<Buffer>;

  constructor() {
    super({ emitClose: false });
    this.done = new Promise<Buffer>((resolve, reject) => {
      this.once("finish", () => resolve(this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks)));
      this.once("error", reject);
    });
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    this.chunks.push(chunk);
    callback();
  }
}

const END_OF_BODY = Buffer.from("</body></html>");

/**
 * The document with what React wrote after `</html>` moved to just before `</body>`. Remix renders
 * the hand-over of the loader data (`<StreamTransfer>`'s scripts) as a sibling after the document
 * element, so it comes after `</html>`: invalid HTML, which browsers repair by putting it at the end
 * of the body. Moving it there gives the DOM the browser builds anyway, in a valid document. A
 * document without that ending, or with nothing after it, is given back as it is.
 */
export function scriptsIntoBody(html: Buffer): Buffer {
  const end = html.lastIndexOf(END_OF_BODY);
  if (end < 0 || end + END_OF_BODY.length === html.length) return html;
  const trailing = html.subarray(end + END_OF_BODY.length);
  // Only scripts and React's comment markers may move; anything else is left where it is.
  if (!/^(?:<!--\/?\$-->|<script\b[^>]*>[\s\S]*?<\/script>)+$/.test(trailing.toString("utf8"))) return html;
  return Buffer.concat([html.subarray(0, end), trailing, END_OF_BODY]);
}

/** The document with `fragment` just before its `</body></html>` (or at its end when it has none). */
export function beforeEndOfBody(html: Buffer, fragment: string): Buffer {
  const end = html.lastIndexOf(END_OF_BODY);
  const at = end < 0 ? html.length : end;
  return Buffer.concat([html.subarray(0, at), Buffer.from(fragment), html.subarray(at)]);
}
