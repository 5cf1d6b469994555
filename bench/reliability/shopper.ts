/**
 * A shopper over plain HTTP, as a browser with JavaScript off sends it: native form posts with the
 * page's own Origin, cookies kept, redirects not followed (a 303 is the answer being measured).
 */
export interface Answer {
  status: number;
  location: string | null;
  body: string;
  ms: number;
}

export const GUEST = {
  firstName: "Anna",
  lastName: "Nowak",
  email: "anna.nowak@example.com",
  emailRepeat: "anna.nowak@example.com",
  phone: "+48 600 100 200",
  street: "Szeroka",
  houseNumber: "12",
  city: "Toruń",
  zip: "87-100",
  country: "PL",
  shippingMethod: "intl-standard",
  paymentMethod: "bank",
  terms: "on",
};

export class Shopper {
  private cookies = new Map<string, string>();
  /** The honeypot fields of the checkout form as the basket page gave them (openBasket). */
  private honeypot: Record<string, string> = {};

  constructor(
    readonly base: string,
    readonly lang: "en" | "pl" | "de" = "en",
  ) {}

  private remember(response: Response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const at = pair!.indexOf("=");
      this.cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1));
    }
  }

  private cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request(path: string, form?: Record<string, string>, timeoutMs = 60_000): Promise<Answer> {
    const started = performance.now();
    const response = await fetch(`${this.base}${path}`, {
      method: form ? "POST" : "GET",
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        Cookie: this.cookieHeader(),
        "Accept-Language": this.lang,
        ...(form ? { Origin: this.base, "Content-Type": "application/x-www-form-urlencoded" } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    const body = await response.text();
    this.remember(response);
    return {
      status: response.status,
      location: response.headers.get("location"),
      body,
      ms: performance.now() - started,
    };
  }

  /** Accepts cookies (adding to the basket needs it) and chooses the language. */
  async arrive() {
    const consent = await this.request("/cookies/settings", { intent: "acceptAll", redirectTo: "/" });
    if (consent.status !== 303) throw new Error(`cookie consent answered ${consent.status}`);
    const language = await this.request(`/language?to=${this.lang}&redirectTo=%2F`);
    if (language.status !== 303) throw new Error(`language answered ${language.status}`);
  }

  async addToBasket(urlcomponent: string, record: number, quantity = 1) {
    const added = await this.request(`/${urlcomponent}`, {
      intent: "add",
      record: String(record),
      quantity: String(quantity),
    });
    if (added.status !== 303) throw new Error(`add to basket answered ${added.status}`);
    if (!this.cookies.size) throw new Error("no session cookie after adding to the basket");
  }

  /** Opens the basket page, as a shopper does before filling the checkout form (its honeypot fields). */
  async openBasket(timeoutMs?: number) {
    const page = await this.request("/basket", undefined, timeoutMs);
    this.honeypot = {};
    for (const input of page.body.matchAll(/<input[^>]*>/g)) {
      const name = /name="([^"]+)"/.exec(input[0])?.[1];
      if (name === "name__confirm" || name === "from__confirm")
        this.honeypot[name] = /value="([^"]*)"/.exec(input[0])?.[1] ?? "";
    }
    return page;
  }

  /**
   * Posts the whole checkout form as a guest, placing the order: 303 to /order/{id}, or 4xx with
   * the page. openBasket() first.
   */
  placeOrder(timeoutMs?: number) {
    return this.request("/basket", { ...this.honeypot, intent: "placeOrder", ...GUEST }, timeoutMs);
  }
}

/** The text of an HTML page without its tags and with its entities for quotes and ampersands undone. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
