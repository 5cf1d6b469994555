import { describe, expect, it } from "vitest";
import { notFound, notFoundUnless } from "./not-found.ts";

describe("notFound", () => {
  it("is a 404 with the given text, or 'Not found'", async () => {
    const given = notFound("No such order");
    expect(given.status).toBe(404);
    expect(await given.text()).toBe("No such order");
    expect(await notFound().text()).toBe("Not found");
    expect(await notFound("").text()).toBe("");
  });

  it("is thrown unless the condition holds", async () => {
    expect(() => notFoundUnless(true, "x")).not.toThrow();
    let thrown: unknown;
    try {
      notFoundUnless(undefined, "No such brand");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
    expect(await (thrown as Response).text()).toBe("No such brand");
  });
});
