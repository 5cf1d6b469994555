/**
 * The office's audit log (issue 38; the owner's): every write of the office and the command lines,
 * newest first, filtered by a GET form (record kind and id, who, dates), so that a view can be
 * bookmarked; paged by the last entry's id (keyset), and each change shown as the fields it changed.
 */
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { formConstraint } from "../.server/form-constraint.ts";
import { officeRequest } from "../.server/office.ts";
import { ErrorList, InputField } from "../components/form-fields.tsx";
import { OfficeErrorBoundary } from "../components/office-error.tsx";
import { LanguageField, PageLink } from "../components/page-link.tsx";
import { useServerForm } from "../components/server-form.tsx";
import { officeHeaders, officeMeta } from "../lib/office-meta.ts";
import { auditChanges, auditLabel, officeTime } from "../lib/office-format.ts";
import { AuditFilterSchema, filterValues, withValidDays } from "../lib/office-forms.ts";

/** Entries on a page. */
const PAGE_SIZE = 50;
const FILTERS = ["entity", "entityid", "actor", "from", "to"] as const;

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { call, context } = await officeRequest(request, load);
  const url = new URL(request.url);
  const submission = parseWithZod(url.searchParams, { schema: AuditFilterSchema });
  const constraint = formConstraint(AuditFilterSchema);
  const values = filterValues(url.searchParams, FILTERS);
  if (submission.status !== "success")
    return data(
      {
        entries: [],
        next: null,
        first: null,
        result: withValidDays(submission.reply(), ["from", "to"]),
        values,
        lang: context.lang,
        constraint,
      },
      { status: 400 },
    );
  const { before, ...filter } = submission.value;
  const { entries, next } = await call("getAuditLog", { ...filter, before, limit: PAGE_SIZE });
  // The pages' links keep the filters: the next page by the last entry's id, and back to the newest.
  const query = new URLSearchParams();
  for (const key of FILTERS) if (filter[key]) query.set(key, filter[key]);
  const page = (cursor: string | null) => {
    const params = new URLSearchParams(query);
    if (cursor) params.set("before", cursor);
    const text = params.toString();
    return `/office/audit${text ? `?${text}` : ""}`;
  };
  return {
    entries,
    next: next ? page(next) : null,
    first: before ? page(null) : null,
    result: null,
    values,
    lang: context.lang,
    constraint,
  };
}

export const meta = officeMeta("audit");
export const headers = officeHeaders;

export default function AuditLog() {
  const { t } = useTranslation("office");
  const { entries, next, first, result, values, lang, constraint } = useLoaderData<typeof loader>();
  const [form, fields] = useServerForm<z.input<typeof AuditFilterSchema>>("audit-filter", {
    lastResult: result,
    constraint,
    // The filters as the address has them: the GET form shows what the list is filtered by.
    defaultValue: values,
  });
  return (
    <section className="page office-page">
      <h1>{t("audit.title")}</h1>
      <Form method="get" id={form.id} noValidate className="office-filters" aria-label={t("audit.filters")}>
        <ErrorList id={form.errorId} errors={form.errors} />
        <LanguageField />
        <InputField field={fields.entity} label={t("audit.entity")} />
        <InputField field={fields.entityid} label={t("audit.entityid")} />
        <InputField field={fields.actor} label={t("audit.actor")} />
        <InputField field={fields.from} label={t("audit.from")} type="date" />
        <InputField field={fields.to} label={t("audit.to")} type="date" />
        <div className="office-actions">
          <button type="submit" className="button button-primary">
            {t("audit.filter")}
          </button>
          <PageLink to="/office/audit" className="button">
            {t("audit.clear")}
          </PageLink>
        </div>
      </Form>
      {entries.length === 0 ? (
        <p>{t(result ? "audit.fix" : "audit.none")}</p>
      ) : (
        <div className="table-scroll">
          <table className="content-table stack-table office-audit">
            <caption>{t("audit.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("audit.at")}</th>
                <th scope="col">{t("audit.who")}</th>
                <th scope="col">{t("audit.record")}</th>
                <th scope="col">{t("audit.action")}</th>
                <th scope="col">{t("audit.changes")}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
                  <td data-label={t("audit.at")}>{officeTime(e.at, lang)}</td>
                  <td data-label={t("audit.who")}>
                    {e.actor.name} <span className="muted">({t(`audit.actors.${e.actor.kind}`)})</span>
                  </td>
                  <td data-label={t("audit.record")}>
                    {e.entity} {auditLabel(e.before, e.after)} <code className="muted">{e.entityid}</code>
                  </td>
                  <td data-label={t("audit.action")}>{e.action}</td>
                  <td data-label={t("audit.changes")}>
                    <dl className="office-changes">
                      {auditChanges(e.before, e.after).map((c) => (
                        <div key={c.field}>
                          <dt>{c.field}</dt>
                          <dd>
                            {c.before ? <del>{c.before}</del> : null}
                            {c.before && c.after ? " → " : null}
                            {c.after ? <ins>{c.after}</ins> : null}
                          </dd>
                        </div>
                      ))}
                    </dl>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav className="office-pager" aria-label={t("audit.pages")}>
        {first ? <PageLink to={first}>{t("audit.newest")}</PageLink> : null}
        {next ? <PageLink to={next}>{t("audit.next")}</PageLink> : null}
      </nav>
    </section>
  );
}

export const ErrorBoundary = OfficeErrorBoundary;
