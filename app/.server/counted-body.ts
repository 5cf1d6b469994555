/**
 * A posted form's body counted as a parser reads it (the office's content forms, the warranty
 * claim): past its limit the stream ends in the caller's error and the rest of the body is left
 * unread, so no upload is held beyond the limit whatever its Content-Length said.
 */

export class CountedBody {
  /** The request's body as it is read. */
  readonly source: ReadableStreamDefaultReader<Uint8Array>;
  /** A request with the same body and Content-Type, counted: give it to the form parser. */
  readonly request: Request;
  /** Bytes read so far. */
  size = 0;
  /** The body went past the limit. */
  over = false;

  constructor(request: Request, body: ReadableStream<Uint8Array>, limit: number, refused: () => Error) {
    const source = body.getReader();
    this.source = source;
    const counted = new ReadableStream<Uint8Array>(
      {
        pull: async (controller) => {
          const { done, value } = await source.read();
          if (done) return controller.close();
          this.size += value.byteLength;
          if (this.size > limit) {
            this.over = true;
            await source.cancel().catch(() => undefined);
            controller.error(refused());
            return;
          }
          controller.enqueue(value);
        },
      },
      { highWaterMark: 0 },
    );
    this.request = new Request("http://form.invalid/", {
      method: "POST",
      headers: { "Content-Type": request.headers.get("Content-Type") ?? "" },
      body: counted,
      duplex: "half",
    } as RequestInit);
  }
}
