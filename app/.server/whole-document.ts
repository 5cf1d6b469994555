import { Writable } from "node:stream";

/** Collects what React writes into one buffer, handed over when React ends the stream. */
export class WholeDocument extends Writable {
  private chunks: Buffer[] = [];
  readonly done: Promise<Buffer>;

  constructor() {
    super();
    this.done = new Promise<Buffer>((resolve, reject) => {
      this.once("finish", () => resolve(this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks)));
      this.once("error", reject);
    });
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    this.chunks.push(chunk);
    callback();
  }

  override _writev(chunks: { chunk: Buffer }[], callback: (error?: Error | null) => void) {
    for (const { chunk } of chunks) this.chunks.push(chunk);
    callback();
  }
}
