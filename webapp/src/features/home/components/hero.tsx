// The home hero: small upper title, main title with a highlighted phrase, description and a
// button. The api sends its defaults when nothing is set; these, the same texts as the api's
// (domain/src/site.cpp, default_hero), are used when it cannot answer.
import { useEffect } from 'react';
import { Link } from 'react-router';
import { scrollToHash } from '@/lib/scroll';
import { useGetHeroQuery } from '../api/home-api';
import type { Hero as HeroTexts } from '../types/home';

/** The id of the home page's promotions section, where the hero button leads by default. */
export const PROMOTIONS_SECTION = '#promosyonlar';

export const DEFAULT_HERO: HeroTexts = {
  upper_title: 'Güvenilir Casino Rehberi',
  main_title: 'En İyi Casino Bonusları',
  highlighted_text: 'Tek Adreste',
  description: "Türkiye'nin güvenilir casino sitelerindeki güncel bonusları ve promosyonları karşılaştırın, size en uygun fırsatı hemen bulun.",
  button_text: 'Bonusları Keşfet',
  button_url: '#promosyonlar',
};

function HeroButton({ url, text }: { url: string; text: string }) {
  const className =
    'inline-flex items-center gap-2 rounded-xl bg-amber-400 px-6 py-3 text-base font-bold text-slate-950 shadow-lg shadow-amber-500/20 hover:bg-amber-300';
  if (url.startsWith('#')) {
    // A section of this page: scroll there, no navigation. A same-page link that names no
    // section on the page ('#promotions', a typo) still takes the visitor to the promotions.
    return (
      <a
        href={url}
        className={className}
        onClick={(event) => {
          event.preventDefault();
          if (!scrollToHash(url)) scrollToHash(PROMOTIONS_SECTION);
        }}
      >
        {text}
      </a>
    );
  }
  if (/^https?:\/\//.test(url)) {
    return (
      <a href={url} className={className} target="_blank" rel="noopener noreferrer">
        {text}
      </a>
    );
  }
  return (
    <Link to={url} className={className}>
      {text}
    </Link>
  );
}

export function Hero() {
  const { data, isError, error } = useGetHeroQuery();
  useEffect(() => {
    if (isError) console.warn('hero could not be loaded; showing the defaults', error);
  }, [isError, error]);
  const hero: HeroTexts = { ...DEFAULT_HERO, ...(data ?? {}) };

  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden border-b border-slate-800 bg-[radial-gradient(ellipse_at_top,_rgba(251,191,36,0.18),_transparent_60%)]">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center md:py-24">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-amber-300">{hero.upper_title}</p>
        <h1 id="hero-title" className="mt-4 text-4xl font-extrabold leading-tight text-white md:text-6xl">
          {hero.main_title} <span className="text-amber-400">{hero.highlighted_text}</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-300">{hero.description}</p>
        <div className="mt-8">
          <HeroButton url={hero.button_url || DEFAULT_HERO.button_url} text={hero.button_text || DEFAULT_HERO.button_text} />
        </div>
      </div>
    </section>
  );
}
