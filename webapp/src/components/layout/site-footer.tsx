// The footer of the public pages: quick links and the newest blog posts (passed in by the app,
// which owns the data).
import { Link } from 'react-router';
import { FOOTER_LINKS, SITE_NAME } from '@/lib/site';
import { scrollToTopSmoothly } from '@/lib/scroll';

export interface FooterPost {
  id: string;
  title: string;
  slug: string | null;
}

export function SiteFooter({ latestPosts }: { latestPosts: FooterPost[] }) {
  return (
    <footer className="mt-16 border-t border-slate-800 bg-slate-950">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-3 md:px-6">
        <div>
          <img src="/logo.svg" alt={SITE_NAME} width={150} height={40} loading="lazy" className="h-auto w-[150px]" />
          <p className="mt-4 max-w-xs text-sm text-slate-400">
            Türkiye'nin güncel casino bonusları, güvenilir siteler ve rehber yazıları tek yerde.
          </p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold uppercase tracking-wide text-slate-300">
            Hızlı Bağlantılar
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={scrollToTopSmoothly} className="text-slate-400 hover:text-amber-300">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-latest-posts">
          <h2 id="footer-latest-posts" className="text-sm font-semibold uppercase tracking-wide text-slate-300">
            Son Yazılar
          </h2>
          <ul className="mt-4 space-y-2 text-sm" data-testid="footer-latest-posts">
            {latestPosts.map((post) => (
              <li key={post.id}>
                <Link to={`/blog/${post.slug || post.id}`} className="text-slate-400 hover:text-amber-300">
                  {post.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800 py-6 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} {SITE_NAME} · 18+ · Lütfen sorumlu oynayın.
      </div>
    </footer>
  );
}
