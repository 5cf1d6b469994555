/** The shape of the long page copy that server-side content modules return to the loaders. */
export type Block =
  | { kind: "p"; text: string }
  | { kind: "ul"; items: string[] }
  | { kind: "ol"; items: string[] }
  | { kind: "dl"; items: { term: string; value: string }[] }
  | { kind: "table"; caption: string; head: string[]; rows: string[][] }
  | { kind: "address"; lines: string[] }
  | { kind: "links"; items: { to: string; text: string }[] };

export interface Section {
  /** Anchor (for example #payment on the FAQ). */
  id?: string;
  heading: string;
  blocks: Block[];
}

export interface PageCopy {
  lead?: string[];
  sections: Section[];
}

export const p = (text: string): Block => ({ kind: "p", text });
export const ul = (...items: string[]): Block => ({ kind: "ul", items });
export const ol = (...items: string[]): Block => ({ kind: "ol", items });
export const links = (...items: { to: string; text: string }[]): Block => ({ kind: "links", items });
export const address = (...lines: string[]): Block => ({ kind: "address", lines });
