import { describe, expect, it } from "vitest";
import { signInRedirect } from "./customer.ts";

const target = (request: Request) => {
  const response = signInRedirect(request);
  expect(response.status).toBe(303);
  return response.headers.get("Location");
};

describe("the sign-in redirect", () => {
  it("comes back to the page asked for, in the language its address named", () => {
    expect(target(new Request("http://shop.test/quick-order?lng=pl"))).toBe(
      "/login?redirectTo=%2Fquick-order%3Flng%3Dpl&lng=pl",
    );
    expect(target(new Request("http://shop.test/account/orders?page=2"))).toBe(
      "/login?redirectTo=%2Faccount%2Forders%3Fpage%3D2",
    );
  });

  it("ignores a language the shop does not have, and a posted form's query after the sign-in", () => {
    expect(target(new Request("http://shop.test/quick-order?lng=fr"))).toBe(
      "/login?redirectTo=%2Fquick-order%3Flng%3Dfr",
    );
    expect(target(new Request("http://shop.test/quick-order?lng=de", { method: "POST" }))).toBe(
      "/login?redirectTo=%2Fquick-order&lng=de",
    );
  });
});
