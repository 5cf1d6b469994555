/** The content's call: news posts (the marquee and the slider are GETs, erp/get-calls.ts). */
import type { HandlersOf } from "../call-handler.ts";
import type { Database } from "../db/client.ts";
import { getNews } from "./content.ts";

export const contentCalls: HandlersOf<"getNews", { db: Database }> = {
  getNews: async (deps, body) => ({ status: 200, body: await getNews(deps.db, body) }),
};
