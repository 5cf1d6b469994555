/**
 * The office's audit log (issue 38; the owner's): every write of the office and the command lines,
 * newest first, filtered by a GET form (record kind and id, who, dates), so that a view can be
 * bookmarked; paged by the last entry's id (keyset), and each change shown as the fields it changed.
 */
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { formConstraint } from "../.server/form-constraint.ts";
import { officeRequest } from "../.server/office.ts";
import { InputField } from "../components/form-fields.tsx";
import { type Column } from "../components/data-table.tsx";
import { NextPager, OfficeFilters, OfficeTable } from "../components/office-list.tsx";
import { OfficeErrorBoundary } from "../components/office-error.tsx";
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
  const columns: Column<(typeof entries)[number]>[] = [
    { label: t("audit.at"), cell: (e) => officeTime(e.at, lang) },
    {
      label: t("audit.who"),
      cell: (e) => (
        <>
          {e.actor.name} <span className="muted">({t(`audit.actors.${e.actor.kind}`)})</span>
        </>
      ),
    },
    {
      label: t("audit.record"),
      cell: (e) => (
        <>
          {e.entity} {auditLabel(e.before, e.after)} <code className="muted">{e.entityid}</code>
        </>
      ),
    },
    { label: t("audit.action"), cell: (e) => e.action },
    {
      label: t("audit.changes"),
      cell: (e) => (
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
      ),
    },
  ];
  return (
    <section className="page office-page">
      <h1>{t("audit.title")}</h1>
      <OfficeFilters list="audit" form={form}>
        <InputField field={fields.entity} label={t("audit.entity")} />
        <InputField field={fields.entityid} label={t("audit.entityid")} />
        <InputField field={fields.actor} label={t("audit.actor")} />
        <InputField field={fields.from} label={t("audit.from")} type="date" />
        <InputField field={fields.to} label={t("audit.to")} type="date" />
      </OfficeFilters>
      <OfficeTable list="audit" refused={Boolean(result)} items={entries} rowKey={(e) => e.id} columns={columns} />
      <NextPager list="audit" first={first} next={next} />
    </section>
  );
}

export const ErrorBoundary = OfficeErrorBoundary;
