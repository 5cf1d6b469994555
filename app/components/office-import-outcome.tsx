/**
 * The outcome of an import in the office (issue 39): one sentence that says whether anything was
 * written, then what the file changes (its counts) or the table of every problem, line by line;
 * past the problems listed, "and N more" under the table.
 */
import type { ImportCatalogueResponse } from "../../contract/office-import.ts";
import { isLanguage } from "../../contract/languages.ts";
import { useTranslation } from "../translation.tsx";
import { DataTable } from "./data-table.tsx";
import { FactList } from "./fact-list.tsx";

type Problem = Extract<ImportCatalogueResponse, { ok: false }>["problems"][number];

export function ImportOutcome({ filename, outcome }: { filename: string; outcome: ImportCatalogueResponse }) {
  const { t, i18n } = useTranslation("office");
  const number = new Intl.NumberFormat(isLanguage(i18n.language) ? i18n.language : "en").format;
  if (outcome.ok) {
    const { counts } = outcome;
    const facts: [string, string][] = [
      [t("import.counts.kind"), t(`import.kinds.${counts.kind}`, { defaultValue: counts.kind })],
      [t("import.counts.lines"), number(counts.lines)],
      [t("import.counts.new"), number(counts.new)],
      [t("import.counts.changed"), number(counts.changed)],
      [t("import.counts.unchanged"), number(counts.unchanged)],
    ];
    // Only a full import of items discontinues the items its file does not name.
    if (counts.discontinued !== undefined)
      facts.push([
        t(outcome.dryrun ? "import.counts.discontinued" : "import.counts.discontinuedDone"),
        number(counts.discontinued),
      ]);
    return (
      <section className="office-card office-import-outcome" aria-labelledby="import-outcome">
        <h2 id="import-outcome">{t(outcome.dryrun ? "import.checkedTitle" : "import.appliedTitle")}</h2>
        <p className="notice" role="status">
          {t(outcome.dryrun ? "import.checked" : "import.applied", { file: filename })}
        </p>
        <FactList className="office-facts" facts={facts} />
      </section>
    );
  }
  const { problems, problemcount } = outcome;
  const more = problemcount - problems.length;
  return (
    <section className="office-card office-import-outcome" aria-labelledby="import-outcome">
      <h2 id="import-outcome">{t("import.refusedTitle")}</h2>
      <p className="notice notice-warning" role="alert">
        {t("import.refused", { file: filename, count: problemcount })}
      </p>
      {more > 0 ? (
        <p>{t("import.firstProblems", { shown: number(problems.length), count: number(problemcount) })}</p>
      ) : null}
      <DataTable<Problem>
        items={problems}
        caption={t("import.problemsCaption")}
        rowKey={(p, n) => `${p.line}-${p.column}-${n}`}
        columns={[
          {
            label: t("import.line"),
            // On a phone the row is a card without the column names: its heading says "Line 3".
            cell: (p) => (
              <>
                <span className="import-line-label">{t("import.line")} </span>
                {p.line}
              </>
            ),
            numeric: true,
            rowHeader: true,
          },
          { label: t("import.column"), cell: (p) => (p.column ? <code>{p.column}</code> : t("import.wholeLine")) },
          { label: t("import.value"), cell: (p) => p.value },
          { label: t("import.message"), cell: (p) => p.message },
        ]}
      />
      {more > 0 ? (
        <p className="notice notice-warning office-import-more">
          {t("import.moreProblems", { count: more, more: number(more) })}
        </p>
      ) : null}
    </section>
  );
}
