// Home: hero, the promotions, the casino strip, the latest four posts and the section text.
import { Link } from 'react-router';
import { SectionHeading } from '@/components/ui/section-heading';
import { BlogGrid } from '@/features/blog/components/blog-grid';
import { CasinoStrip } from '@/features/casinos/components/casino-strip';
import { BlogSectionText } from '@/features/home/components/blog-section-text';
import { Hero } from '@/features/home/components/hero';
import { PromotionsSection } from '@/features/promotions/components/promotions-section';
import { useSeoTitle } from '@/features/seo/hooks/use-seo-title';

const moreLink = 'text-sm font-semibold text-amber-300 hover:underline underline-offset-4';

export function HomePage() {
  useSeoTitle();
  return (
    <>
      <Hero />
      <div className="mx-auto max-w-7xl space-y-20 px-4 py-14 md:px-6">
        <section id="promosyonlar" aria-labelledby="home-promotions" className="scroll-mt-24 outline-none">
          <SectionHeading id="home-promotions" title="Güncel Bonuslar" action={<Link to="/bonuslar" className={moreLink}>Tüm Bonuslar →</Link>} />
          <PromotionsSection />
        </section>
        <section aria-labelledby="home-casinos">
          <SectionHeading id="home-casinos" title="Güvenilir Casino Siteleri" action={<Link to="/guvenilir-siteler" className={moreLink}>Tümünü Gör →</Link>} />
          <CasinoStrip />
        </section>
        <section aria-labelledby="home-blog">
          <SectionHeading id="home-blog" title="Son Blog Yazıları" action={<Link to="/blog" className={moreLink}>Tüm Yazılar →</Link>} />
          <BlogGrid limit={4} />
          <BlogSectionText />
        </section>
      </div>
    </>
  );
}
