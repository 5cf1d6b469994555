/**
 * The home page's banner slider. Without JavaScript it is a horizontal scroll-snap strip with
 * links to #slide-n. With JavaScript it autoplays every 5000 ms (not under prefers-reduced-motion,
 * paused while hovered or focused) with previous, next and a pause button (WCAG 2.2.2).
 */

import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "../translation.tsx";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Language, PerLanguage } from "../../contract/languages.ts";
import { PageLink } from "./page-link.tsx";

export const SLIDER_AUTOPLAY_MS = 5000;

/** A slide: its text alternative in every language. */
export type SlideView = { id: number; url: string | null; full_image_url: string } & PerLanguage<"alt_">;

export function Slider({ slides }: { slides: SlideView[] }) {
  const { t, i18n } = useTranslation("home");
  const lang = i18n.language as Language;
  const hydrated = useHydrated();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const [reduced, setReduced] = useState(false);
  const count = slides.length;

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  const go = useCallback(
    (next: number) => {
      const target = ((next % count) + count) % count;
      setIndex(target);
      const el = track.current;
      if (el) el.scrollTo({ left: target * el.clientWidth, behavior: reduced ? "auto" : "smooth" });
    },
    [count, reduced],
  );

  const autoplay = hydrated && playing && !held && !reduced && count > 1;
  useEffect(() => {
    if (!autoplay) return;
    const timer = setInterval(() => go(index + 1), SLIDER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [autoplay, go, index]);

  if (!count) return null;
  const alt = (s: SlideView) => s[`alt_${lang}`] || s.alt_en;
  return (
    <section
      className="slider"
      aria-roledescription="carousel"
      aria-label={t("slider.label")}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      {count > 1 && !hydrated ? (
        // The controls' place, kept from the first paint so that they push nothing down when
        // they appear (issue 25: no layout shift); without JavaScript it takes no room (styles.css).
        <div className="slider-controls" />
      ) : null}
      {hydrated && count > 1 ? (
        <div className="slider-controls" role="group" aria-label={t("slider.controls")}>
          {/* Square icon buttons (44 px), their names kept for screen readers and tooltips. */}
          <button
            type="button"
            className="button slider-button"
            onClick={() => setPlaying((p) => !p)}
            aria-pressed={!playing}
            title={playing && !reduced ? t("slider.pause") : t("slider.play")}
          >
            <span aria-hidden="true">{playing && !reduced ? "❚❚" : "▶"}</span>
            <span className="visually-hidden">{playing && !reduced ? t("slider.pause") : t("slider.play")}</span>
          </button>
          <button
            type="button"
            className="button slider-button"
            onClick={() => go(index - 1)}
            title={t("slider.previous")}
          >
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{t("slider.previous")}</span>
          </button>
          <button type="button" className="button slider-button" onClick={() => go(index + 1)} title={t("slider.next")}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{t("slider.next")}</span>
          </button>
        </div>
      ) : null}
      <div
        className="slider-track"
        ref={track}
        aria-live={autoplay ? "off" : "polite"}
        onScroll={(e) => {
          const el = e.currentTarget;
          if (el.clientWidth) setIndex(Math.round(el.scrollLeft / el.clientWidth));
        }}
      >
        {slides.map((s, i) => {
          const image = (
            <img src={s.full_image_url} alt={alt(s)} width="1200" height="400" loading={i ? "lazy" : "eager"} />
          );
          return (
            <div
              key={s.id}
              id={`slide-${i + 1}`}
              className="slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t("slider.slide", { n: i + 1, count })}
            >
              {s.url ? (
                s.url.startsWith("/") ? (
                  <PageLink to={s.url}>{image}</PageLink>
                ) : (
                  <a href={s.url} rel="noopener noreferrer">
                    {image}
                  </a>
                )
              ) : (
                image
              )}
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <ul className="slider-dots">
          {slides.map((s, i) => (
            <li key={s.id}>
              <a
                href={`#slide-${i + 1}`}
                aria-label={t("slider.goTo", { n: i + 1 })}
                aria-current={i === index ? "true" : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  go(i);
                }}
              >
                {i + 1}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
