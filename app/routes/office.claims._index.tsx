/**
 * The office's warranty claims (issue 38 item 3; the sales desk's): newest first, filtered by
 * status with a GET form and paged by number, so a view can be bookmarked; each claim links to its
 * page (pictures, history, decision).
 */
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import type { OfficeClaimRow } from "../../contract/office-claims.ts";
import { WARRANTY_STATUSES } from "../../contract/warranty.ts";
import { formConstraint } from "../.server/form-constraint.ts";
import { officeRequest } from "../.server/office.ts";
import { Options, SelectField } from "../components/form-fields.tsx";
import { type Column } from "../components/data-table.tsx";
import { OfficeFilters, OfficeTable } from "../components/office-list.tsx";
import { OfficeErrorBoundary } from "../components/office-error.tsx";
import { PageLink } from "../components/page-link.tsx";
import { TextPager } from "../components/pager.tsx";
import { useServerForm } from "../components/server-form.tsx";
import { brandLabel, claimsUrl } from "../lib/office-claims.ts";
import { officeHeaders, officeMeta } from "../lib/office-meta.ts";
import { officeTime } from "../lib/office-format.ts";
import { ClaimFilterSchema } from "../lib/office-forms.ts";

/** Claims on a page. */
const PAGE_SIZE = 50;

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { call, context } = await officeRequest(request, load);
  const url = new URL(request.url);
  const submission = parseWithZod(url.searchParams, { schema: ClaimFilterSchema });
  const constraint = formConstraint(ClaimFilterSchema);
  const status = url.searchParams.get("status")?.slice(0, 40) ?? "";
  if (submission.status !== "success") {
    return data(
      {
        claims: [] as OfficeClaimRow[],
        total: 0,
        page: 1,
        status,
        result: submission.reply(),
        lang: context.lang,
        constraint,
        statuses: WARRANTY_STATUSES,
      },
      { status: 400 },
    );
  }
  const page = submission.value.page ?? 1;
  const { claims, total } = await call("listOfficeClaims", {
    status: submission.value.status,
    page,
    pagesize: PAGE_SIZE,
  });
  // The statuses travel with the data: the browser loads no zod module for them (JavaScript budget).
  return { claims, total, page, status, result: null, lang: context.lang, constraint, statuses: WARRANTY_STATUSES };
}

export const meta = officeMeta("claims");
export const headers = officeHeaders;

export default function OfficeClaims() {
  const { t } = useTranslation("office");
  const { claims, total, page, status, result, lang, constraint, statuses } = useLoaderData<typeof loader>();
  const [form, fields] = useServerForm<z.input<typeof ClaimFilterSchema>>("claim-filter", {
    lastResult: result,
    constraint,
    defaultValue: { status },
  });
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const columns: Column<(typeof claims)[number]>[] = [
    {
      label: t("claims.number"),
      rowHeader: true,
      cell: (c) => <PageLink to={`/office/claims/${c.number}`}>{c.number}</PageLink>,
    },
    { label: t("claims.date"), cell: (c) => officeTime(c.date, lang) },
    { label: t("claims.status"), cell: (c) => t(`claims.statuses.${c.status}`) },
    { label: t("claims.part"), cell: (c) => `${brandLabel(c.brand)} ${c.partnumber}` },
    {
      label: t("claims.claimant"),
      cell: (c) => (
        <>
          {c.name} <span className="muted">&lt;{c.email}&gt;</span>
        </>
      ),
    },
    { label: t("claims.pictures"), cell: (c) => c.pictures },
  ];
  return (
    <section className="page office-page">
      <h1>{t("claims.title")}</h1>
      <OfficeFilters list="claims" form={form}>
        <SelectField field={fields.status} label={t("claims.status")} choose={t("claims.anyStatus")}>
          <Options values={statuses} text={(s) => t(`claims.statuses.${s}`)} />
        </SelectField>
      </OfficeFilters>
      <OfficeTable
        list="claims"
        refused={Boolean(result)}
        items={claims}
        caption={t("claims.caption", { count: total })}
        rowKey={(c) => c.number}
        columns={columns}
      />
      <TextPager page={page} pages={pages} to={(p) => claimsUrl(status, p)} t={t} prefix="claims." />
    </section>
  );
}

export const ErrorBoundary = OfficeErrorBoundary;
