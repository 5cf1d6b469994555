/**
 * One page of catalogue items in the catalogue's sorts: the drill-down's page (catalogue.ts) and
 * the part searches' (part-search.ts), with the conditions every catalogue list applies to items.
 */
import { sql, type SQL } from "drizzle-orm";
import type { CatalogueSort } from "../../contract/wire-constants.ts";
import type { CallContext } from "../context.ts";
import { priceListFor } from "../region/region.ts";
import { UK_HIDDEN_BRANDS } from "../../contract/catalogue.ts";
import { all } from "./conditions.ts";

/**
 * One page of the items that match `where` (conditions on catalogue_items ci, and on items i when
 * `items` is joined), in the catalogue's sort, walking an index of that sort and stopping at the
 * page's end (migration 0031): in stock first, then the brand's order and the part number; by part
 * number; or by price (the price-ordered index of the caller's list and currency, then the items
 * without a price by part number).
 */
export async function pageOf(
  ctx: CallContext,
  where: SQL,
  query: { sort: CatalogueSort; limit: number; offset: number },
  join: SQL = sql``,
): Promise<{ ids: number[] }> {
  const from = sql`FROM catalogue_items ci ${join}`;
  const window = sql`LIMIT ${query.limit} OFFSET ${query.offset}`;
  let statement: SQL;
  if (query.sort === "price") {
    const list = priceListFor(ctx.source, ctx.country);
    const first = query.limit + query.offset;
    const price = sql`p.price_list_id = ${list} AND p.currency = ${ctx.currency}`;
    // The priced items in price order, then (only when they run out) the others: an Append runs
    // its parts in order and the LIMIT stops it, so the second part is read only past the first.
    statement = sql`SELECT id FROM (
      (SELECT ci.item_id AS id FROM prices p JOIN catalogue_items ci ON ci.item_id = p.item_id ${join}
        WHERE ${price} AND ${where} ORDER BY coalesce(p.promotion, p.baseprice), p.item_id LIMIT ${first})
      UNION ALL
      (SELECT ci.item_id ${from} WHERE ${where} AND NOT EXISTS (SELECT 1 FROM prices p WHERE p.item_id = ci.item_id AND ${price})
        ORDER BY ci.name, ci.item_id LIMIT ${first})
    ) ordered ${window}`;
  } else {
    const order =
      query.sort === "number" ? sql`ci.name, ci.item_id` : sql`ci.sold_out, ci.brand_position, ci.name, ci.item_id`;
    statement = sql`SELECT ci.item_id AS id ${from} WHERE ${where} ORDER BY ${order} ${window}`;
  }
  const result = await ctx.db.execute(statement);
  return { ids: (result.rows as { id: number }[]).map((r) => Number(r.id)) };
}

/**
 * One page of the items that match, in the catalogue's sort, with the total. `join` may add a
 * table the conditions read (a part's measurements); `where` holds the conditions on it and on
 * items i (the part searches: a few hundred matches at most, counted exactly).
 */
export async function itemPage(
  ctx: CallContext,
  match: { join: SQL; where: SQL },
  query: { sort: CatalogueSort; limit: number; offset: number },
) {
  const join = sql`JOIN items i ON i.id = ci.item_id ${match.join}`;
  const [page, counted] = await Promise.all([
    pageOf(ctx, match.where, query, join),
    ctx.db.execute(sql`SELECT count(*)::int AS n FROM catalogue_items ci ${join} WHERE ${match.where}`),
  ]);
  return { ids: page.ids, total: (counted.rows[0] as { n: number }).n };
}

/** The conditions every catalogue list applies to items (i): no services, nothing discontinued; the UK source hides its brands. */
export function listedItems(ctx: CallContext): SQL {
  const item: SQL[] = [sql`i.recordtype <> 'service'`, sql`i.discontinued_at IS NULL`];
  if (ctx.source === "uk") item.push(sql`i.brand_id <> ALL(${`{${UK_HIDDEN_BRANDS.join(",")}}`}::text[])`);
  return all(item);
}
