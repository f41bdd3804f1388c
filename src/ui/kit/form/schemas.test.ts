import { describe, expect, it } from "vitest";
import { ContactInputSchema } from "../../../lib/schemas/contact";
import { $schemas, loadSchemas } from "./schemas";

describe("loadSchemas", () => {
  it("loads the one schema module once and keeps it in the store", async () => {
    expect($schemas.get()).toBeNull();
    const [first, second] = await Promise.all([loadSchemas(), loadSchemas()]);
    expect(first).toBe(second);
    expect($schemas.get()).toBe(first);
    expect(first.ContactInputSchema).toBe(ContactInputSchema);
  });
});
