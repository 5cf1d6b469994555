/** A list of brand logos, each with its name and a link to the brand's page (home, about and brand pages). */
import { PageLink } from "./page-link.tsx";

export function BrandList({
  brands,
  className,
  tile,
  size,
}: {
  brands: { id: string; name: string }[];
  className: string;
  /** The class of each link: a round logo ("brand-circle") or a tile ("brand-tile"). */
  tile: "brand-circle" | "brand-tile";
  /** The logo's width and height in pixels. */
  size: { width: string; height: string };
}) {
  return (
    <ul className={className}>
      {brands.map((b) => (
        <li key={b.id}>
          <PageLink to={`/brands/${b.id}`} className={tile}>
            <img src={`/brands/${b.id}.svg`} alt="" width={size.width} height={size.height} loading="lazy" />
            <span>{b.name}</span>
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
