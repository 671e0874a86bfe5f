// The top of /casino/{id-or-slug}: logo, name, promotion count, 'Lisanslı' and '7/24 Destek'
// badges, description and 'Siteye Git'. The casino's promotions are passed in as children and
// show only when the casino exists. Missing: 'Casino site bulunamadı' with a link home.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HtmlContent } from '@/components/ui/html-content';
import { LazyImage } from '@/components/ui/lazy-image';
import { ErrorState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { useDetailView } from '@/hooks/use-detail-view';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorStatus } from '@/lib/api-error';
import { OUTBOUND_REL, OUTBOUND_TARGET, casinoOutboundPath } from '@/lib/outbound';
import { PLACEHOLDER, pageTitle } from '@/lib/site';
import { useGetCasinoQuery } from '../api/casinos-api';

function Badge({ children }: { children: ReactNode }) {
  return <span className="rounded-full border border-emerald-500/40 bg-emerald-500/10 px-3 py-1 text-xs font-semibold text-emerald-300">{children}</span>;
}

function CasinoMissing({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-slate-800 bg-slate-900 p-8 text-center">
      <h1 className="text-2xl font-bold text-white">{message}</h1>
      <Link to="/" className="mt-6 inline-block rounded-lg bg-amber-400 px-5 py-2.5 text-sm font-bold text-slate-950 hover:bg-amber-300">
        Ana Sayfaya Dön
      </Link>
    </div>
  );
}

export function CasinoProfile({ idOrSlug, children }: { idOrSlug: string; children: ReactNode }) {
  const valid = idOrSlug.trim() !== '';
  const { data: casino, isLoading, isFetching, isError, error, refetch } = useGetCasinoQuery(idOrSlug, { skip: !valid });
  useDocumentTitle(casino ? pageTitle(casino.name) : null);
  useDetailView('casinos', casino?.id);

  if (!valid) return <CasinoMissing message="Geçersiz casino URL" />;
  if (isLoading || (isFetching && !casino)) return <Spinner />;
  if (isError) {
    if (errorStatus(error) === 404) return <CasinoMissing message="Casino site bulunamadı" />;
    return <ErrorState message="Veri yüklenirken bir hata oluştu" onRetry={() => void refetch()} />;
  }
  if (!casino) return <CasinoMissing message="Casino site bulunamadı" />;

  return (
    <div className="space-y-10">
      <section className="flex flex-col gap-6 rounded-2xl border border-slate-800 bg-slate-900 p-6 md:flex-row md:items-start md:p-8" aria-labelledby="casino-name">
        <LazyImage
          src={casino.logo_url}
          placeholder={PLACEHOLDER.casino}
          alt={`${casino.name} logosu`}
          width={192}
          height={108}
          eager
          className="h-24 w-44 shrink-0 rounded-2xl bg-slate-800 object-contain p-2 md:h-28 md:w-52"
        />
        <div className="flex-1 space-y-4">
          <div>
            <h1 id="casino-name" className="text-3xl font-extrabold text-white">
              {casino.name}
            </h1>
            <p className="mt-1 text-sm text-slate-400">{casino.promo_count} Promosyon</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Badge>Lisanslı</Badge>
            <Badge>7/24 Destek</Badge>
          </div>
          {casino.description && <HtmlContent html={casino.description} headingsFrom={2} className="prose-content text-slate-300" />}
          {casino.url && (
            <a
              href={casinoOutboundPath(casino.slug)}
              target={OUTBOUND_TARGET}
              rel={OUTBOUND_REL}
              className="inline-flex rounded-lg bg-amber-400 px-6 py-3 font-bold text-slate-950 hover:bg-amber-300"
            >
              Siteye Git
            </a>
          )}
        </div>
      </section>
      <section aria-labelledby="casino-promotions">
        <h2 id="casino-promotions" className="mb-6 text-2xl font-bold text-white">
          {casino.name} Promosyonları
        </h2>
        {children}
      </section>
    </div>
  );
}
