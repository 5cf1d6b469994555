/**
 * Dialogs that work without JavaScript: the server renders an open <dialog> (on its own URL, e.g.
 * /{id}/quick-contact, with the page it belongs to behind it) that a link closes. When JavaScript
 * runs, the same element becomes a modal (showModal): focus is trapped inside, Escape closes it,
 * and focus goes back to what opened it.
 */
import { useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "../translation.tsx";
import { PageLink, useLanguageTo } from "./page-link.tsx";

interface DialogProps {
  /** id of the dialog's heading (the dialog is named by it). */
  titleId: string;
  title: ReactNode;
  /** Where closing leads: the page without the dialog. Without it the dialog only closes itself. */
  closeTo?: string;
  /** Wide dialogs (quick contact) may be 600 px wide; others 290 to 500 px (storefront.md section 9). */
  size?: "normal" | "wide";
  role?: "dialog" | "alertdialog";
  describedBy?: string;
  children: ReactNode;
}

export function Dialog({ titleId, title, closeTo, size, role, describedBy, children }: DialogProps) {
  const { t } = useTranslation("enquiry");
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const languageTo = useLanguageTo();
  const [modal, setModal] = useState(false);
  // Closing (Escape, the close link, a method="dialog" form) leads where the latest render says.
  const close = useRef(() => {});
  close.current = () => {
    if (closeTo) navigate(languageTo(closeTo), { preventScrollReset: true });
  };

  useEffect(() => {
    const dialog = ref.current!;
    const active = document.activeElement;
    // What opened it; when the page came with the dialog open (its own URL, or a click before the
    // scripts ran), the link on the page behind that opens it.
    const opener =
      active instanceof HTMLElement && active !== document.body && !dialog.contains(active)
        ? active
        : linkOpening(dialog);
    const focusOpener = () => opener?.isConnected && opener.focus();
    if (!dialog.matches(":modal")) {
      // The server rendered it open (non-modal); reopen it as a modal.
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
    setModal(true);
    const handleClose = () => {
      // close() above queues a close event too; the dialog is open (modal) again by the time it arrives.
      if (dialog.open) return;
      close.current();
      focusOpener();
    };
    dialog.addEventListener("close", handleClose);
    return () => {
      dialog.removeEventListener("close", handleClose);
      // Unmounted while open (e.g. a redirect after a successful post): focus back to the opener.
      if (!dialog.isConnected) focusOpener();
    };
  }, []);

  return (
    <>
      {modal ? null : <div className="dialog-scrim" aria-hidden="true" />}
      <dialog
        ref={ref}
        open
        className={`dialog dialog-layer${size === "wide" ? " dialog-wide" : ""}`}
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        role={role}
      >
        <div className="dialog-head">
          <h2 id={titleId}>{title}</h2>
          {closeTo ? (
            <PageLink
              to={closeTo}
              preventScrollReset
              className="dialog-close"
              onClick={(event) => {
                // Without JavaScript (or before the dialog is a modal) the link itself leads back.
                if (!modal) return;
                event.preventDefault();
                ref.current!.close();
              }}
              aria-label={t("dialog.close")}
            >
              <span aria-hidden="true">×</span>
            </PageLink>
          ) : null}
        </div>
        {children}
      </dialog>
    </>
  );
}

/** A link outside the dialog to the page's own path: the one that opens the dialog from the page behind. */
function linkOpening(dialog: HTMLDialogElement): HTMLAnchorElement | null {
  const path = window.location.pathname;
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[href]")) {
    if (link.getAttribute("href") === path && !dialog.contains(link)) return link;
  }
  return null;
}

/** The spec's 'Server error' dialog over a form: the message, and OK closes it (natively, no script needed). */
export function ServerErrorNotice({ message, code }: { message: string; code?: string }) {
  const { t } = useTranslation("enquiry");
  return (
    <Dialog
      titleId="enquiry-server-error-title"
      title={t("errors.server")}
      role="alertdialog"
      describedBy="enquiry-server-error-message"
    >
      <p id="enquiry-server-error-message">{message}</p>
      {code ? <p className="muted">{code}</p> : null}
      <form method="dialog">
        <button type="submit" className="button">
          {t("dialog.ok")}
        </button>
      </form>
    </Dialog>
  );
}

/** An enquiry form's last send failure as the 'Server error' dialog; none while a navigation is under way. */
export function SendFailureNotice({
  failure,
}: {
  failure: { message: string; code?: string; at: string } | null | undefined;
}) {
  const navigation = useNavigation();
  return failure && navigation.state === "idle" ? (
    <ServerErrorNotice key={failure.at} message={failure.message} code={failure.code} />
  ) : null;
}
