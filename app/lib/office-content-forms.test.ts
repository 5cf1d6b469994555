import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { MarqueeFormSchema, NewsFormSchema, SlideFormSchema } from "./office-content-forms.ts";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};

const news: [string, string][] = [
  ["intent", "save"],
  ["slug", "new-clutch-kits"],
  ["publishedon", "2026-11-20"],
  ["show", "on"],
  ["title_en", "New clutch kits"],
  ["excerpt_en", "<p>Twin plates.</p>"],
  ["content_en", "<p>Body</p>"],
];
const errorsOf = (schema: Parameters<typeof parseWithZod>[1]["schema"], entries: [string, string][]) => {
  const submission = parseWithZod(form(entries), { schema });
  return submission.status === "success" ? null : submission.reply().error;
};

describe("the news post form", () => {
  it("takes a post in English with the others empty, a checkbox as a boolean", () => {
    const submission = parseWithZod(form(news), { schema: NewsFormSchema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      show: true,
      removephoto: false,
      title_pl: "",
      content_de: "",
      previewlang: "en",
    });
  });

  it("says what is wrong, in translation keys", () => {
    const without = (name: string) => news.filter(([k]) => k !== name);
    expect(errorsOf(NewsFormSchema, without("title_en"))).toMatchObject({ title_en: ["errors.required"] });
    expect(errorsOf(NewsFormSchema, [...without("slug"), ["slug", "Not A Slug"]])).toMatchObject({
      slug: ["office:content.errors.slug"],
    });
    expect(errorsOf(NewsFormSchema, [...without("publishedon"), ["publishedon", "2026-02-30"]])).toMatchObject({
      publishedon: ["office:errors.date"],
    });
    expect(errorsOf(NewsFormSchema, [...without("title_en"), ["title_en", "a\nb"]])).toMatchObject({
      title_en: ["errors.invalid"],
    });
    expect(errorsOf(NewsFormSchema, [...news, ["content_pl", "x".repeat(20_001)]])).toMatchObject({
      content_pl: ["office:errors.tooLong"],
    });
    expect(errorsOf(NewsFormSchema, [...news, ["content_de", "a\u0000b"]])).toMatchObject({
      content_de: ["errors.invalid"],
    });
    expect(errorsOf(NewsFormSchema, [...news, ["photo", "javascript:alert(1)"]])).toMatchObject({
      photo: ["errors.invalid"],
    });
  });
});

describe("the slide and marquee forms", () => {
  const slide: [string, string][] = [
    ["intent", "save"],
    ["alt_en", "Brake discs"],
    ["sources", "main"],
    ["sources", "uk"],
    ["position", "3"],
    ["url", ""],
  ];
  it("take a slide with its sites and place; an empty link is none", () => {
    const submission = parseWithZod(form(slide), { schema: SlideFormSchema });
    expect(submission.status).toBe("success");
    if (submission.status === "success")
      expect(submission.value).toMatchObject({ sources: ["main", "uk"], position: 3, url: null, alt_pl: "" });
    expect(
      errorsOf(
        SlideFormSchema,
        slide.filter(([k]) => k !== "sources"),
      ),
    ).toMatchObject({
      sources: ["office:content.errors.sources"],
    });
    expect(errorsOf(SlideFormSchema, [...slide.filter(([k]) => k !== "url"), ["url", "javascript:x"]])).toMatchObject({
      url: ["office:content.errors.link"],
    });
    expect(errorsOf(SlideFormSchema, [...slide.filter(([k]) => k !== "position"), ["position", "-1"]])).toMatchObject({
      position: ["office:content.errors.position"],
    });
  });

  it("take a marquee of a known site only", () => {
    expect(
      errorsOf(MarqueeFormSchema, [
        ["intent", "save"],
        ["source", "main"],
        ["text_en", "Hi {{cutoff}}"],
      ]),
    ).toBeNull();
    expect(
      errorsOf(MarqueeFormSchema, [
        ["intent", "save"],
        ["source", "mars"],
      ]),
    ).toMatchObject({ source: ["errors.invalid"] });
  });
});
