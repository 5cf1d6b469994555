/**
 * The office's content calls (POST /office, contract/office-content.ts) as office runs: erp/calls.ts
 * wraps them with the staff session and the roles of erp/staff/roles.ts (the content role and the
 * owner). Each write is one operation of erp/content/office.ts with its audit entry.
 */
import type { OfficeRuns } from "../audit/office-run.ts";
import type { Database } from "../db/client.ts";
import {
  deleteNews,
  deleteSlide,
  getNewsPost,
  listMarquee,
  listNews,
  listSlides,
  previewNews,
  saveMarquee,
  saveNews,
  saveSlide,
} from "./office.ts";
import { storeContentPicture } from "./pictures.ts";

/** Drops the fields every office call has. */
const draft = <T extends { action: string; staff: string; lang: string }>(body: T) => {
  const { action: _a, staff: _s, lang: _l, ...rest } = body;
  return rest;
};

export const contentOfficeRuns: OfficeRuns<
  | "listContentNews"
  | "getContentNews"
  | "saveContentNews"
  | "previewContentNews"
  | "deleteContentNews"
  | "listContentSlides"
  | "saveContentSlide"
  | "deleteContentSlide"
  | "getContentMarquee"
  | "saveContentMarquee"
  | "uploadContentPicture",
  { db: Database; now: () => Date }
> = {
  listContentNews: async (deps) => ({ status: 200, body: { posts: await listNews(deps.db) } }),
  getContentNews: async (deps, body) => ({ status: 200, body: { post: await getNewsPost(deps.db, body.id) } }),
  saveContentNews: async (deps, body, office) => ({
    status: 200,
    body: { post: await saveNews(deps.db, office.actor, draft(body)) },
  }),
  previewContentNews: async (_deps, body) => ({ status: 200, body: { post: previewNews(draft(body)) } }),
  deleteContentNews: async (deps, body, office) => {
    await deleteNews(deps.db, office.actor, body.id);
    return { status: 200, body: { deleted: body.id } };
  },
  listContentSlides: async (deps) => ({ status: 200, body: { slides: await listSlides(deps.db) } }),
  saveContentSlide: async (deps, body, office) => ({
    status: 200,
    body: { slide: await saveSlide(deps.db, office.actor, draft(body)) },
  }),
  deleteContentSlide: async (deps, body, office) => {
    await deleteSlide(deps.db, office.actor, body.id);
    return { status: 200, body: { deleted: body.id } };
  },
  getContentMarquee: async (deps) => ({ status: 200, body: { marquee: await listMarquee(deps.db) } }),
  saveContentMarquee: async (deps, body, office) => ({
    status: 200,
    body: { marquee: await saveMarquee(deps.db, office.actor, draft(body)) },
  }),
  uploadContentPicture: async (deps, body, office) => ({
    status: 200,
    body: await storeContentPicture(deps.db, office.actor, body.picture),
  }),
};
