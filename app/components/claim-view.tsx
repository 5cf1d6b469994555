/**
 * A warranty claim as its claimant sees it (issue 38 item 3), on the claim's page from the mail and
 * in the account: the number, the part, the date, the status and the office's messages, oldest
 * first. Only the office's words and the claim's facts: never what the claim's sender typed.
 */
import { useTranslation } from "../translation.tsx";
import type { PublicClaim } from "../../contract/claim-status.ts";
import type { Language } from "../../contract/languages.ts";
import { formatDay } from "../lib/account-orders-format.ts";
import { brandLabel } from "../lib/office-claims.ts";

export function ClaimView({ claim, lang, heading }: { claim: PublicClaim; lang: Language; heading: "h1" | "h2" }) {
  const { t } = useTranslation("enquiry");
  const Heading = heading;
  const Sub = heading === "h1" ? "h2" : "h3";
  const id = `claim-${claim.number}`;
  return (
    <section className="claim-view" aria-labelledby={id}>
      <Heading id={id}>{t("claimPage.heading", { number: claim.number })}</Heading>
      <dl className="claim-facts">
        <dt>{t("claimPage.status")}</dt>
        <dd>
          <strong>{t(`claimPage.statuses.${claim.status}`)}</strong>
        </dd>
        <dt>{t("claimPage.part")}</dt>
        <dd>
          {brandLabel(claim.brand)} {claim.partnumber}
        </dd>
        <dt>{t("claimPage.date")}</dt>
        <dd>{formatDay(claim.date, lang)}</dd>
      </dl>
      <Sub>{t("claimPage.messages")}</Sub>
      {claim.messages.length === 0 ? (
        <p>{t("claimPage.noMessages")}</p>
      ) : (
        <ol className="claim-messages">
          {claim.messages.map((m, i) => (
            <li key={i}>
              <p>
                <strong>{t(`claimPage.statuses.${m.status}`)}</strong>{" "}
                <span className="muted">{formatDay(m.at, lang)}</span>
              </p>
              {m.message ? <p className="claim-message">{m.message}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
