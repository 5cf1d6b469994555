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
