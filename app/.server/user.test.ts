import { describe, expect, it } from "vitest";
import { sessionUser } from "./user.ts";

const session = (user: unknown) => ({ get: () => user }) as unknown as Parameters<typeof sessionUser>[0];

describe("session user", () => {
  it("is null for a guest or a malformed value", () => {
    expect(sessionUser(session(undefined))).toBeNull();
    expect(sessionUser(session({ token: "", email: "a@b.pl" }))).toBeNull();
    expect(sessionUser(session({ token: "t", email: "not-an-email" }))).toBeNull();
  });
  it("is the signed-in user with token and e-mail", () => {
    expect(sessionUser(session({ token: "t1", email: "dealer@example.com", quantity: 2 }))).toEqual({
      token: "t1",
      email: "dealer@example.com",
      quantity: 2,
    });
  });
});
