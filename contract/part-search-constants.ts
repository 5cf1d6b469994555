import type { PartSearchKind } from "./wire-constants.ts";

/**
 * Technical part searches (transactions.md, caption vocabulary; decision 0036): a brake disc by its
 * measurements, a clutch by its disc, motorsport parts by caliper and engine, and universal parts;
 * each may ask for an ECE R90 homologation number. A length is in mm and matches within the
 * tolerance; counts and choices match exactly; a capacity within CAPACITY_TOLERANCE, a weight
 * within WEIGHT_TOLERANCE_KG.
 */
export type PartSearchFieldSpec =
  | { kind: "mm" | "kg" | "cc" | "count"; max: number }
  | { kind: "choice"; values: readonly string[] }
  | { kind: "option" };
/** Every search's fields in the caption vocabulary's order, with the largest value a part can have. */
export const PART_SEARCH_FIELDS = {
  rotor: {
    diameter: { kind: "mm", max: 600 },
    thickness: { kind: "mm", max: 80 },
    annulus: { kind: "mm", max: 200 },
    boltHoleDiameter: { kind: "mm", max: 40 },
    boltHoles: { kind: "count", max: 12 },
    vent: { kind: "choice", values: ["vented", "solid"] },
    insideDiameter: { kind: "mm", max: 400 },
    pcd: { kind: "mm", max: 300 },
    airGap: { kind: "mm", max: 50 },
    offset: { kind: "mm", max: 200 },
    flangeInsideDiameter: { kind: "mm", max: 500 },
    flangeThickness: { kind: "mm", max: 60 },
    weight: { kind: "kg", max: 60 },
    holeType: { kind: "choice", values: ["stud", "bolt"] },
  },
  clutch: {
    splines: { kind: "count", max: 60 },
    discDiameter: { kind: "mm", max: 500 },
  },
  motorsport: {
    caliperSize: { kind: "option" },
    class: { kind: "option" },
    capacity: { kind: "cc", max: 20_000 },
    cylinders: { kind: "count", max: 16 },
    stroke: { kind: "mm", max: 250 },
    bore: { kind: "mm", max: 250 },
  },
  universal: {
    brand: { kind: "option" },
    type: { kind: "option" },
  },
} as const satisfies Record<PartSearchKind, Record<string, PartSearchFieldSpec>>;
/** The tolerances (mm) a shopper may choose for lengths; 1 mm unless chosen otherwise. */
export const TOLERANCES_MM = [0, 0.5, 1, 2, 5] as const;
export const DEFAULT_TOLERANCE_MM = 1;
/** A capacity matches within 2% (a 2.8 l engine is 2755 cm³); a weight within 0.5 kg. */
export const CAPACITY_TOLERANCE = 0.02;
export const WEIGHT_TOLERANCE_KG = 0.5;
