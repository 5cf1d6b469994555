import { Form, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../translation.tsx";
import { LANGUAGES, type Language } from "../../contract/languages.ts";
import { useRootData } from "../root-data.ts";
import { needsCurrencyQuestion } from "../lib/currency-question.ts";
import { SEARCH_MIN_LENGTH } from "../lib/search.ts";
import { useReturnPath } from "./cookie-consent.tsx";
import { CurrencyQuestion } from "./currency-question.tsx";
import { Flag } from "./flag.tsx";
import { Icon } from "./icon.tsx";
import { PageLink } from "./page-link.tsx";

type NavKey = "about" | "brands" | "catalogue" | "news" | "contact" | "faq";
/**
 * One menu for every language, desktop and mobile alike (issue 23: the same entries in the same
 * order; decision 0031 replaces the specification's per-language menus and its UK-only mobile FAQ).
 */
export const NAV: readonly { key: NavKey; to: string }[] = [
  { key: "about", to: "/about" },
  { key: "catalogue", to: "/catalogue" },
  { key: "brands", to: "/brands" },
  { key: "news", to: "/news" },
  { key: "contact", to: "/contact" },
  { key: "faq", to: "/faq" },
];

export function Header() {
  const { t } = useTranslation();
  const root = useRootData();
  const lang = root?.lang ?? "en";
  const count = root?.basketCount ?? 0;
  const menu = useRef<HTMLDetailsElement>(null);
  const closeMenu = () => menu.current?.removeAttribute("open");

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t("shell.skip")}
      </a>
      <div className="header-bar">
        {/* A link's name holds the text it shows (WCAG 2.5.3, label in name), then says where it leads. */}
        <PageLink to="/" className="logo" aria-label={`${t("shell.shopName")}, ${t("shell.home")}`}>
          <img src="/logo.svg" alt="" width="44" height="44" />
          <span>{t("shell.shopName")}</span>
        </PageLink>
        {/* Search and flags share the phone's second row; on a wide screen they sit in the one row. */}
        <div className="header-tools">
          <SearchBox />
          <LanguageSwitch lang={lang} />
        </div>
        <AccountEntry signedIn={root?.signedIn ?? false} />
        {/* On a phone the catalogue is one tap from every page (storefront.md: basket and catalogue icons). */}
        <PageLink to="/catalogue" className="catalogue-link">
          <Icon name="catalogue" />
          <span className="catalogue-label">{t("nav.catalogue")}</span>
        </PageLink>
        <PageLink
          to="/basket"
          className="basket-link"
          aria-label={`${t("basketLink.label")}: ${t("basketLink.count", { count })}`}
        >
          <Icon name="basket" />
          <span className="basket-label">{t("basketLink.label")}</span>{" "}
          <span className="badge" data-testid="basket-count" aria-hidden="true">
            {count}
          </span>
        </PageLink>
        <details className="mobile-menu" ref={menu}>
          <summary>
            <Icon name="menu" />
            {t("nav.menu")}
          </summary>
          <ul>
            {NAV.map((n) => (
              <li key={n.key}>
                <PageLink to={n.to} onClick={closeMenu}>
                  {t(`nav.${n.key}`)}
                </PageLink>
              </li>
            ))}
            <MenuAccountEntries signedIn={root?.signedIn ?? false} onChoose={closeMenu} />
          </ul>
        </details>
      </div>
      <nav aria-label={t("nav.label")} className="main-nav">
        <ul>
          {NAV.map((n) => (
            <li key={n.key}>
              <PageLink to={n.to}>{t(`nav.${n.key}`)}</PageLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

/**
 * The account entry: "Sign in" for a guest; for a signed-in customer "My account" and a sign-out
 * button (a POST form, so no link from elsewhere can sign anyone out).
 */
function AccountEntry({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation("account");
  const icon = <Icon name="account" />;
  if (!signedIn)
    return (
      <PageLink to="/login" className="account-link">
        {icon}
        <span className="account-label">{t("header.signIn")}</span>
      </PageLink>
    );
  return (
    <div className="account-entry">
      <PageLink to="/account" className="account-link">
        {icon}
        <span className="account-label">{t("header.account")}</span>
      </PageLink>
      <Form method="post" action="/logout" className="sign-out">
        <button type="submit" className="button-link">
          {t("header.signOut")}
        </button>
      </Form>
    </div>
  );
}

/**
 * The account entries of the phone's menu (storefront.md: the list holds Logout when signed in):
 * "Sign in" for a guest; "My account" and sign-out, the same POST form as on a wide screen.
 */
function MenuAccountEntries({ signedIn, onChoose }: { signedIn: boolean; onChoose: () => void }) {
  const { t } = useTranslation("account");
  if (!signedIn)
    return (
      <li className="menu-account">
        <PageLink to="/login" onClick={onChoose}>
          {t("header.signIn")}
        </PageLink>
      </li>
    );
  return (
    <>
      <li className="menu-account">
        <PageLink to="/account" onClick={onChoose}>
          {t("header.account")}
        </PageLink>
      </li>
      <li>
        <Form method="post" action="/logout" onSubmit={onChoose}>
          <button type="submit" className="button-link">
            {t("header.signOut")}
          </button>
        </Form>
      </li>
    </>
  );
}

/** Strips ?lng= from a path so that coming back does not switch the language again. */
function withoutLng(path: string): string {
  const [pathname, query = ""] = path.split("?");
  const params = new URLSearchParams(query);
  params.delete("lng");
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : (pathname ?? "/");
}

/**
 * The language flags: a POST form to /language, which switches at once or, when the currency
 * question arises (storefront.md section 4), shows it as a page. With JavaScript the question
 * opens here as a modal dialog instead, with the same form.
 */
export function LanguageSwitch({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const root = useRootData();
  const location = useLocation();
  const back = withoutLng(useReturnPath());
  const dialog = useRef<HTMLDialogElement>(null);
  const [asking, setAsking] = useState<Language | null>(null);
  useEffect(() => {
    if (asking && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [asking]);
  useEffect(() => {
    // A finished switch (or any navigation) closes the question.
    dialog.current?.close();
    setAsking(null);
  }, [location.key]);
  const currency = root?.currency ?? "EUR";
  const source = root?.source ?? "main";
  return (
    <>
      <Form
        method="post"
        action="/language"
        className="languages"
        aria-label={t("language.label")}
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          const to = submitter?.value as Language | undefined;
          if (to && needsCurrencyQuestion(location.pathname, currency, to, source)) {
            event.preventDefault();
            setAsking(to);
          }
        }}
      >
        <input type="hidden" name="redirectTo" value={back} />
        {LANGUAGES.filter((l) => l !== lang).map((l) => (
          <button key={l} type="submit" name="to" value={l} lang={l} title={t(`language.${l}`)}>
            <Flag lang={l} />
            <span className="visually-hidden">{t(`language.${l}`)}</span>
          </button>
        ))}
      </Form>
      {asking ? (
        <dialog
          ref={dialog}
          lang={asking}
          className="dialog"
          aria-labelledby="currency-question-title"
          onClose={() => setAsking(null)}
        >
          <CurrencyQuestion
            to={asking}
            current={currency}
            source={source}
            redirectTo={back}
            titleId="currency-question-title"
          />
        </dialog>
      ) : null}
    </>
  );
}

function SearchBox() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  // A page shown in a language by a ?lng= link (the session keeps its own) searches in it too.
  const root = useRootData();
  const lng = root?.langFromLink ? root.lang : null;
  const [value, setValue] = useState("");
  const tooShort = value.trim().length < SEARCH_MIN_LENGTH;
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className="search-box"
      onSubmit={(event) => {
        // The box submits only with 2 or more characters; the server says so when JS is off.
        if (tooShort) event.preventDefault();
        else setTimeout(() => setValue(""), 0);
      }}
    >
      {lng ? <input type="hidden" name="lng" value={lng} /> : null}
      <label htmlFor="header-search">{t("search.label")}</label>
      <input
        id="header-search"
        name="q"
        type="search"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder={t("search.placeholder")}
        autoComplete="off"
        maxLength={100}
      />
      <button
        type="submit"
        disabled={navigation.state === "loading" && navigation.location?.pathname.startsWith("/search")}
      >
        <Icon name="search" />
        <span className="visually-hidden">{t("search.submit")}</span>
      </button>
    </Form>
  );
}
