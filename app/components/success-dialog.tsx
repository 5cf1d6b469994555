import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useLanguageTo } from "./page-link.tsx";
import { useTranslation } from "../translation.tsx";
import { Dialog } from "./dialog.tsx";

/**
 * A form's "sent" dialog: the message, announced, and an OK link back to `to` that takes the focus
 * (after the dialog's own effect has made it a modal, which focuses its first control).
 */
export function SuccessDialog({
  titleId,
  title,
  message,
  to,
  size,
}: {
  titleId: string;
  title: string;
  message: string;
  to: string;
  size?: "normal" | "wide";
}) {
  const { t } = useTranslation("enquiry");
  const languageTo = useLanguageTo();
  const ok = useRef<HTMLAnchorElement>(null);
  useEffect(() => ok.current?.focus(), [to]);
  return (
    <Dialog titleId={titleId} title={title} closeTo={to} size={size}>
      <p role="status">{message}</p>
      <p>
        <Link ref={ok} to={languageTo(to)} preventScrollReset className="button">
          {t("dialog.ok")}
        </Link>
      </p>
    </Dialog>
  );
}
