/** The office's claim page's parts: the claim's facts, its pictures, its history, the decision form. */
import { Form } from "@remix-run/react";
import { useTranslation } from "../../translation.tsx";
import type { Language } from "../../../contract/languages.ts";
import type { OfficeClaim } from "../../../contract/office-claims.ts";
import { FactList } from "../../components/fact-list.tsx";
import { ErrorList, TextareaField } from "../../components/form-fields.tsx";
import { formProps, useServerForm, type Constraint, type FormResult } from "../../components/server-form.tsx";
import { brandLabel, pictureSize } from "../../lib/office-claims.ts";
import { officeTime } from "../../lib/office-format.ts";
import { useLinkedLanguage } from "../../root-data.ts";

/** What the claimant sent: who, the part, the vehicle, the fault; and the claim's status. */
export function ClaimFacts({ claim, lang }: { claim: OfficeClaim; lang: Language }) {
  const { t } = useTranslation("office");
  const facts: [string, string][] = [
    [t("claim.status"), t(`claims.statuses.${claim.status}`)],
    [t("claim.received"), officeTime(claim.date, lang)],
    [t("claim.language"), t(`claim.languages.${claim.lang}`)],
    [t("claim.name"), claim.name],
    [t("claim.email"), claim.email],
    [t("claim.phone"), claim.phone],
    [t("claim.invoice"), claim.invoice],
    [t("claim.purchaseDate"), claim.purchasedate],
    [t("claim.part"), `${brandLabel(claim.brand)} ${claim.partnumber}`],
    [t("claim.vehicle"), `${claim.make} ${claim.model} (${claim.vehicleyear})`],
    [t("claim.mileage"), t("claim.km", { km: claim.mileage })],
  ];
  return (
    <>
      <FactList className="office-facts" facts={facts} />
      <h2>{t("claim.fault")}</h2>
      <p className="office-text">{claim.fault}</p>
    </>
  );
}

/** The pictures, each from the office's picture route (a staff session's only), linked at full size. */
export function ClaimPictures({ claim }: { claim: OfficeClaim }) {
  const { t } = useTranslation("office");
  return (
    <section aria-labelledby="claim-pictures">
      <h2 id="claim-pictures">{t("claim.pictures")}</h2>
      <ul className="office-pictures">
        {claim.pictures.map((p) => {
          const src = `/office/claims/${claim.number}/pictures/${p.position}`;
          const label = t("claim.picture", { position: p.position, size: pictureSize(p.bytes) });
          return (
            <li key={p.position}>
              <a href={src}>
                {p.contenttype === "image/heic" ? (
                  label
                ) : (
                  <img src={src} alt={label} width={240} loading="lazy" decoding="async" />
                )}
              </a>
              {p.filename ? <span className="muted">{p.filename}</span> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The decisions and status changes, oldest first, with who made them and whether they were mailed. */
export function ClaimHistory({ messages, lang }: { messages: OfficeClaim["messages"]; lang: Language }) {
  const { t } = useTranslation("office");
  return (
    <section aria-labelledby="claim-history">
      <h2 id="claim-history">{t("claim.history")}</h2>
      {messages.length === 0 ? (
        <p>{t("claim.noHistory")}</p>
      ) : (
        <ol className="office-history">
          {messages.map((m, i) => (
            <li key={i}>
              <p>
                <strong>{t(`claims.statuses.${m.status}`)}</strong> · {officeTime(m.at, lang)} · {m.author}
                {m.mailed ? ` · ${t("claim.mailed")}` : ""}
              </p>
              {m.message ? <p className="office-text">{m.message}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

type DecisionValue = { decision: string; message: string };

/** The decision: one of three, and the message mailed to the claimant in the claim's language. */
export function DecisionForm({
  claim,
  decisions,
  result,
  constraint,
}: {
  claim: OfficeClaim;
  /** The decisions there are (contract/warranty.ts CLAIM_DECISIONS), from the loader: no zod in the browser. */
  decisions: readonly string[];
  result: FormResult | undefined;
  constraint: Record<string, Constraint>;
}) {
  const { t } = useTranslation("office");
  const action = `/office/claims/${claim.number}${useLinkedLanguage()}`;
  const [form, fields] = useServerForm<DecisionValue>("decide-claim", { lastResult: result, constraint });
  const decision = fields.decision;
  const chosen = decision.initialValue ?? "";
  const invalid = Boolean(decision.errors?.length);
  return (
    <section aria-labelledby="decide-title" className="office-decision">
      <h2 id="decide-title">{t("claim.decideTitle")}</h2>
      <p>{t("claim.decideIntro", { language: t(`claim.languages.${claim.lang}`), email: claim.email })}</p>
      <Form method="post" action={action} {...formProps(form)} className="stack">
        <ErrorList id={form.errorId} errors={form.errors} />
        <fieldset aria-describedby={invalid ? decision.errorId : undefined}>
          <legend>{t("claim.decision")}</legend>
          {decisions.map((d) => (
            <div className="checkbox-row" key={d}>
              <input
                type="radio"
                id={`${decision.id}-${d}`}
                name={decision.name}
                value={d}
                key={`${decision.key ?? ""}${d}`}
                defaultChecked={chosen === d}
                required
              />
              <label htmlFor={`${decision.id}-${d}`}>{t(`claim.decisions.${d}`)}</label>
            </div>
          ))}
          <ErrorList id={decision.errorId} errors={decision.errors} />
        </fieldset>
        <TextareaField field={fields.message} label={t("claim.message")} rows={6} />
        <button type="submit" className="button button-primary">
          {t("claim.send")}
        </button>
      </Form>
    </section>
  );
}
