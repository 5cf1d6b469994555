import { describe, expect, it } from "vitest";
import { FlushedChunks } from "./flushed-chunks";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("FlushedChunks", () => {
  it("passes on what was written since the last flush as one chunk, at the flush, and the rest at the end", async () => {
    const stream = new FlushedChunks();
    const chunks: string[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
    const ended = new Promise((resolve) => stream.on("end", resolve));

    stream.write(bytes("<html>"));
    stream.write(bytes("<body>"));
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual([]);
    stream.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual(["<html><body>"]);

    stream.flush(); // nothing new: no empty chunk
    stream.write(bytes("<script>1</script>"));
    stream.flush();
    stream.write(bytes("</body></html>"));
    stream.end();
    await ended;
    expect(chunks).toEqual(["<html><body>", "<script>1</script>", "</body></html>"]);
  });
});
