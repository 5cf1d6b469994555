import { describe, expect, it } from "vitest";
import { CaptchaWidget, SendFailureNotice, SuccessDialog } from "./lazy-parts.tsx";
import { renderPage } from "./render.fixture.tsx";

const render = (element: React.ReactNode) => renderPage(element);

describe("the parts whose code comes when shown, as the server renders them", () => {
  it("a send failure: the Server error dialog with the message and the code", async () => {
    const html = await render(
      <SendFailureNotice failure={{ message: "The ERP is down", code: "ERP_DOWN", at: "1" }} />,
    );
    expect(html).toMatch(/<dialog open=""[^>]* role="alertdialog"/);
    expect(html).toContain("Server error");
    expect(html).toContain("The ERP is down");
    expect(html).toContain("ERP_DOWN");
    // In place, not streamed into a hidden template a script would have to reveal.
    expect(html).not.toContain("<template");
    expect(html).not.toContain("$RC");
  });

  it("no send failure: nothing", async () => {
    expect(await render(<SendFailureNotice failure={null} />)).toBe("");
  });

  it("a sent message: the dialog, its announced text and the OK link back", async () => {
    const html = await render(
      <SuccessDialog titleId="sent-title" title="Success" message="Contact form submitted" to="/contact#general" />,
    );
    expect(html).toContain('<h2 id="sent-title">Success</h2>');
    expect(html).toContain('<p role="status">Contact form submitted</p>');
    expect(html).toMatch(/<a class="button"[^>]* href="\/contact#general"[^>]*>OK<\/a>/);
  });

  it("the captcha: its box, and the notice for a browser without JavaScript", async () => {
    const html = await render(
      <CaptchaWidget
        captcha={{
          provider: "turnstile",
          siteKey: "site",
          field: "cf-turnstile-response",
          script: "https://challenges.example/api.js",
        }}
      />,
    );
    expect(html).toContain('<div class="captcha">');
    expect(html).toContain("<noscript>");
  });
});
