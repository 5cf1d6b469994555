import { describe, expect, it } from "vitest";
import { beforeEndOfBody, scriptsIntoBody, WholeDocument } from "./whole-document.ts";

describe("WholeDocument", () => {
  it("hands over everything written, in order, as one buffer when the stream ends", async () => {
    const document = new WholeDocument();
    document.write(Buffer.from("<!DOCTYPE html><html>"));
    document.cork();
    document.write(Buffer.from("<body>Tarcza hamulcowa – 1 234,56 zł"));
    document.write(Buffer.from("</body>"));
    document.uncork();
    document.end(Buffer.from("</html>"));
    expect((await document.done).toString("utf8")).toBe(
      "<!DOCTYPE html><html><body>Tarcza hamulcowa – 1 234,56 zł</body></html>",
    );
  });

  it("emits no 'close' after the end (React would abort the finished render on one)", async () => {
    const document = new WholeDocument();
    let closed = false;
    document.on("close", () => (closed = true));
    document.end(Buffer.from("<html></html>"));
    await document.done;
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
  });

  it("rejects when the stream is destroyed with an error", async () => {
    const document = new WholeDocument();
    document.write(Buffer.from("<html>"));
    document.destroy(new Error("render aborted"));
    await expect(document.done).rejects.toThrow("render aborted");
  });
});

describe("scriptsIntoBody", () => {
  const page = (tail: string) => Buffer.from(`<!DOCTYPE html><html><body><p>Zł – €</p></body></html>${tail}`);

  it("moves the data scripts written after </html> to just before </body>", () => {
    const tail = '<!--$--><script nonce="n">window.__remixContext.streamController.enqueue("[1]");</script><!--/$-->';
    expect(scriptsIntoBody(page(tail)).toString("utf8")).toBe(
      `<!DOCTYPE html><html><body><p>Zł – €</p>${tail}</body></html>`,
    );
  });

  it("leaves a document with nothing after </html>, or something other than scripts, as it is", () => {
    const whole = page("");
    expect(scriptsIntoBody(whole)).toBe(whole);
    const odd = page("<div>late</div>");
    expect(scriptsIntoBody(odd)).toBe(odd);
    const fragment = Buffer.from("<p>no document</p><script></script>");
    expect(scriptsIntoBody(fragment)).toBe(fragment);
  });
});

describe("beforeEndOfBody", () => {
  it("puts a fragment just before </body></html>, or at the end of a document without them", () => {
    const page = Buffer.from("<html><body><p>Zażółć</p><script>x</script></body></html>");
    expect(beforeEndOfBody(page, '<script type="application/json">{}</script>').toString()).toBe(
      '<html><body><p>Zażółć</p><script>x</script><script type="application/json">{}</script></body></html>',
    );
    expect(beforeEndOfBody(Buffer.from("<p>no document</p>"), "<i>x</i>").toString()).toBe(
      "<p>no document</p><i>x</i>",
    );
  });
});
