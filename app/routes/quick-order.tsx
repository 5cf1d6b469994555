/**
 * Quick order (issue 20 item 5) for a signed-in trade buyer: paste lines of part number and
 * quantity, or upload a CSV file (a plain multipart form, no JavaScript needed). Step 1 checks
 * every line at the customer's prices and shows the result; step 2 puts the available lines into
 * the basket in one go. The checked lines travel in the page's own form between the steps.
 */
import { PricesNote } from "../components/prices-note.tsx";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "../translation.tsx";
import { formatPrice } from "../../contract/money.ts";
import type { Language } from "../../contract/languages.ts";
import { customerShop } from "../.server/customer.ts";
import { addCheckedLines, checkLines, type CheckAnswer, type Message, type ResultRow } from "../.server/quick-order.ts";
import { redirectWithSession } from "../.server/shop.ts";
import { AccountNav } from "../components/account-nav.tsx";
import { PageLink } from "../components/page-link.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { accountMeta } from "../lib/account-meta.ts";
import { QUICK_ORDER_MAX_LINES } from "../../contract/quick-order-constants.ts";
import { QUICK_ORDER_FILE_LIMIT } from "../lib/quick-order-limits.ts";

const KB = Math.floor(QUICK_ORDER_FILE_LIMIT / 1024);

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  await customerShop(request, load);
  // A file too large to be read at all is sent back here by the server (server/body-limit.ts).
  const refused = new URL(request.url).searchParams.get("refused") === "size";
  return { refused: refused ? { key: "account:quickOrder.errors.fileTooLarge", params: { size: KB } } : null };
}

export async function action({ request, context: load }: ActionFunctionArgs) {
  const { erp, session, context, t } = await customerShop(request, load, "/quick-order");
  const form = await request.formData();
  if (form.get("intent") === "add") {
    const result = await addCheckedLines(erp, session, context.cartId, form, t);
    if (!result) {
      const stale: CheckAnswer = {
        text: "",
        errors: [{ key: "account:quickOrder.errors.stale" }],
        fileName: null,
        header: false,
        rows: [],
        items: "",
        addable: 0,
      };
      return data(stale, { status: 400 });
    }
    return redirectWithSession(result.added ? "/basket" : "/quick-order", session, result.notice);
  }
  const { answer, status } = await checkLines(erp, form, t);
  return data(answer, { status });
}

export const meta = accountMeta("quickOrder");

const ERRORS_ID = "quick-order-errors";

export default function QuickOrderPage() {
  const { t } = useTranslation("account");
  const { refused } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as CheckAnswer | undefined;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  // With JavaScript a file over the limit is refused before it is sent.
  const [tooLarge, setTooLarge] = useState(false);
  const errors: Message[] = tooLarge
    ? [{ key: "account:quickOrder.errors.fileTooLarge", params: { size: KB } }]
    : (answer?.errors ?? (refused ? [refused] : []));
  // A new answer fills the text box again (a checked file's lines too) and empties the file input.
  const formKey = answer ? `${answer.text.length}:${answer.fileName ?? ""}:${answer.rows.length}` : "new";
  return (
    <div className="page account-page quick-order-page">
      <h1>{t("quickOrder.title")}</h1>
      <AccountNav />
      <p>{t("quickOrder.intro")}</p>
      <Form
        method="post"
        encType="multipart/form-data"
        className="stack quick-order-form"
        aria-describedby={errors.length ? ERRORS_ID : undefined}
        onSubmit={(event) => {
          const input = event.currentTarget.elements.namedItem("file") as HTMLInputElement | null;
          const file = input?.files?.[0];
          const over = file !== undefined && file.size > QUICK_ORDER_FILE_LIMIT;
          setTooLarge(over);
          if (over) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="check" />
        {errors.length ? (
          <div id={ERRORS_ID} className="field-error" role="alert">
            <ul>
              {errors.map((e) => (
                <li key={e.key}>{t(e.key, e.params)}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="field">
          <label htmlFor="quick-order-lines">{t("quickOrder.lines")}</label>
          <textarea
            key={formKey}
            id="quick-order-lines"
            name="lines"
            rows={10}
            defaultValue={answer?.text ?? ""}
            spellCheck={false}
            autoComplete="off"
            aria-describedby="quick-order-lines-hint"
            aria-invalid={errors.length ? true : undefined}
          />
          <p id="quick-order-lines-hint" className="muted field-hint">
            {t("quickOrder.linesHint", { max: QUICK_ORDER_MAX_LINES })} {t("quickOrder.example")}
          </p>
        </div>
        <div className="field">
          <label htmlFor="quick-order-file">{t("quickOrder.file")}</label>
          <input
            key={formKey}
            id="quick-order-file"
            name="file"
            type="file"
            accept=".csv,text/csv,text/plain"
            aria-describedby="quick-order-file-hint"
          />
          <p id="quick-order-file-hint" className="muted field-hint">
            {t("quickOrder.fileHint", { size: KB })}
          </p>
        </div>
        <button type="submit" className="button button-primary" aria-busy={busy}>
          {t("quickOrder.check")}
        </button>
      </Form>
      {answer && answer.rows.length ? <Results answer={answer} busy={busy} /> : null}
    </div>
  );
}

function Results({ answer, busy }: { answer: CheckAnswer; busy: boolean }) {
  const { t } = useTranslation("account");
  return (
    <section aria-labelledby="quick-order-results" className="quick-order-results">
      <h2 id="quick-order-results">{t("quickOrder.results")}</h2>
      {answer.fileName ? <p>{t("quickOrder.fromFile", { name: answer.fileName })}</p> : null}
      {answer.header ? <p>{t("quickOrder.header")}</p> : null}
      <p>
        <strong>{t("quickOrder.summary", { count: answer.addable, total: answer.rows.length })}</strong>
      </p>
      <div className="table-scroll">
        <table className="content-table quick-order-table">
          <caption className="visually-hidden">{t("quickOrder.results")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("quickOrder.columns.line")}</th>
              <th scope="col">{t("quickOrder.columns.part")}</th>
              <th scope="col">{t("quickOrder.columns.quantity")}</th>
              <th scope="col">{t("quickOrder.columns.item")}</th>
              <th scope="col">{t("quickOrder.columns.price")}</th>
              <th scope="col">{t("quickOrder.columns.availability")}</th>
              <th scope="col">{t("quickOrder.columns.result")}</th>
            </tr>
          </thead>
          <tbody>
            {answer.rows.map((row) => (
              <Row key={row.lines.join(",")} row={row} />
            ))}
          </tbody>
        </table>
      </div>
      <PricesNote basis="trade" />
      {answer.addable ? (
        <Form method="post" className="quick-order-add">
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="items" value={answer.items} />
          <p>{t("quickOrder.addCount", { count: answer.addable })}</p>
          <button type="submit" className="button button-primary" aria-busy={busy}>
            {t("quickOrder.add")}
          </button>
        </Form>
      ) : (
        <p className="notice notice-warning">{t("quickOrder.nothingToAdd")}</p>
      )}
    </section>
  );
}

function Row({ row }: { row: ResultRow }) {
  const { t, i18n } = useTranslation("account");
  const lang = i18n.language as Language;
  // On a narrow screen the rows stack, and each cell shows its column's name (app/styles.css).
  const label = (column: "line" | "quantity" | "item" | "price" | "availability" | "result") => ({
    "data-label": t(`quickOrder.columns.${column}`),
  });
  if (row.kind === "refused") {
    return (
      <tr className="quick-order-refused">
        <td {...label("line")}>{row.lines[0]}</td>
        <th scope="row">{row.part}</th>
        <td {...label("quantity")}>–</td>
        <td {...label("item")}>–</td>
        <td {...label("price")}>–</td>
        <td {...label("availability")}>–</td>
        <td {...label("result")}>
          <span className="quick-order-status status-bad">{t(`quickOrder.problem.${row.problem}`, row.params)}</span>
        </td>
      </tr>
    );
  }
  const price = row.price;
  const good = row.status === "ok";
  return (
    <tr className={`quick-order-${row.status}`}>
      <td {...label("line")}>{row.lines.join(", ")}</td>
      <th scope="row">{row.part}</th>
      <td {...label("quantity")}>{row.quantity}</td>
      <td {...label("item")}>
        {row.item ? (
          <>
            <PageLink to={`/${row.item.urlcomponent}`}>{row.item.name}</PageLink>
            <br />
            <span className="muted">
              {row.item.manufacturer}
              {row.item.description ? ` · ${row.item.description}` : ""}
            </span>
          </>
        ) : (
          "–"
        )}
      </td>
      <td {...label("price")}>
        {price && row.status !== "notPriced" ? (
          <>
            {/* A trade customer reads net prices first, the VAT added at the end (PricesNote below). */}
            {formatPrice(price.baseprice, price.currency, lang)}
            {price.level ? (
              <>
                <br />
                <span className="muted">
                  {t("quickOrder.level", {
                    discount: new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(price.level.discountpct),
                  })}
                  {" · "}
                  {t("quickOrder.listPrice", { price: formatPrice(price.listbaseprice, price.currency, lang) })}
                </span>
              </>
            ) : null}
          </>
        ) : (
          "–"
        )}
      </td>
      <td {...label("availability")}>
        {row.item ? (
          <>
            {t("quickOrder.inStock", { count: row.instock })}
            {row.available > row.instock ? (
              <>
                <br />
                {t("quickOrder.orderable", { count: row.available })}
              </>
            ) : null}
          </>
        ) : (
          "–"
        )}
      </td>
      <td>
        <span
          className={`quick-order-status ${good ? "status-good" : row.status === "short" ? "status-warn" : "status-bad"}`}
        >
          {t(`quickOrder.status.${row.status}`, {
            available: row.available,
            rule: row.ruleBroken ?? "",
          })}
        </span>
        {row.lines.length > 1 ? (
          <>
            <br />
            <span className="muted">{t("quickOrder.summed", { lines: row.lines.join(", ") })}</span>
          </>
        ) : null}
      </td>
    </tr>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
