import type { ReactNode } from "react";

/**
 * Facts as a description list: each term and its value in a `div` of their own (valid in a `dl`;
 * `.office-facts > div` and `.facts > div` lay each out as one row).
 */
export function FactList({
  facts,
  className,
}: {
  facts: readonly (readonly [string, ReactNode])[];
  className: string;
}) {
  return (
    <dl className={className}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
