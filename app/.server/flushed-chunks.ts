import { Transform, type TransformCallback } from "node:stream";

/**
 * The HTML stream handed to Remix. React writes its output in 2 KB pieces and calls flush() after
 * each pass; every piece would otherwise travel separately through the web stream, the response
 * and (with compression) a zlib write and sync flush. This passes on each of React's passes as one
 * chunk: the same bytes at the same moments, in a few pieces instead of dozens.
 */
export class FlushedChunks extends Transform {
  private pending: Buffer[] = [];

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.pending.push(chunk);
    callback();
  }

  /** Called by React at the end of each pass over its output. */
  flush() {
    if (this.pending.length === 0) return;
    this.push(this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending));
    this.pending = [];
  }

  override _flush(callback: TransformCallback) {
    this.flush();
    callback();
  }
}
