// The promotion page (both routes): image, title, casino, category, description, terms, expiry,
// claim link, the site-info card, the casino's other promotions, the comments and the form.
// A failed lookup shows 'Hata', the message, the identifier and a link back to /bonuslar.
import { Link } from 'react-router';
import { HtmlContent } from '@/components/ui/html-content';
import { LazyImage } from '@/components/ui/lazy-image';
import { Spinner } from '@/components/ui/spinner';
import { useDetailView } from '@/hooks/use-detail-view';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorCode, errorMessage, errorStatus } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { PLACEHOLDER, pageTitle } from '@/lib/site';
import { useGetPromotionDetailQuery } from '../api/promotions-api';
import type { PromotionRef } from '../types/promotion';
import { casinoNameOf, isTimed, summaryOf } from '../utils/promotion-text';
import { ClaimLink } from './claim-link';
import { CommentForm } from './comment-form';
import { PromotionComments } from './promotion-comments';
import { RelatedPromotions } from './related-promotions';
import { SiteInfoCard } from './site-info-card';
import { TimedTag } from './timed-tag';

function PromotionFailure({ message, identifier }: { message: string; identifier: string }) {
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-2xl border border-red-500/40 bg-red-950/40 p-8 text-center">
      <h1 className="text-2xl font-bold text-white">Hata</h1>
      <p className="mt-3 text-red-100">{message}</p>
      <p className="mt-2 break-all text-sm text-slate-400">
        Aranan: <code>{identifier}</code>
      </p>
      <Link to="/bonuslar" className="mt-6 inline-block rounded-lg bg-amber-400 px-5 py-2.5 text-sm font-bold text-slate-950 hover:bg-amber-300">
        Tüm Bonuslara Dön
      </Link>
    </div>
  );
}

export function PromotionDetailView({ promotionRef, identifier }: { promotionRef: PromotionRef; identifier: string }) {
  const { data, isLoading, isFetching, isError, error } = useGetPromotionDetailQuery(promotionRef);
  const promotionTitle = data?.promotion
    ? pageTitle(data.promotion.casino ? `${data.promotion.title} - ${casinoNameOf(data.promotion)}` : data.promotion.title)
    : null;
  useDocumentTitle(promotionTitle, data?.promotion ? summaryOf(data.promotion) : null);
  useDetailView('promotions', data?.promotion?.id);

  if (isLoading || (isFetching && !data)) return <Spinner />;
  if (isError || !data) {
    const status = errorStatus(error);
    const message =
      status === 404
        ? errorMessage(error, `Promosyon bulunamadı (${identifier})`)
        : `Promosyon yüklenirken bir hata oluştu. (Kod: ${errorCode(error) ?? status ?? 'network'})`;
    return <PromotionFailure message={message} identifier={identifier} />;
  }

  // An answer without its promotion (a contract mismatch) must not break the page.
  if (!data.promotion) return <PromotionFailure message="Promosyon verileri işlenirken hata" identifier={identifier} />;

  const { promotion, related = [] } = data;
  return (
    <div className="space-y-12">
      <div className="grid gap-8 lg:grid-cols-3">
        <article className="space-y-6 lg:col-span-2" aria-labelledby="promotion-title">
          <div className="relative overflow-hidden rounded-2xl border border-slate-800">
            <LazyImage
              src={promotion.image_url}
              placeholder={PLACEHOLDER.promotion}
              alt={promotion.title}
              width={1280}
              height={720}
              eager
              className="aspect-video w-full bg-slate-800 object-cover"
            />
            {isTimed(promotion) && <TimedTag className="absolute left-4 top-4" />}
          </div>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-semibold text-amber-300">{casinoNameOf(promotion)}</span>
            {promotion.category && (
              <Link
                to={promotion.category_slug ? `/bonuslar?kategori=${encodeURIComponent(promotion.category_slug)}` : '/bonuslar'}
                className="rounded-full bg-slate-800 px-3 py-1 text-slate-200 hover:bg-slate-700"
              >
                {promotion.category}
              </Link>
            )}
          </div>
          <h1 id="promotion-title" className="text-3xl font-extrabold leading-tight text-white md:text-4xl">
            {promotion.title}
          </h1>
          <p className="text-lg text-slate-300">{summaryOf(promotion)}</p>
          {promotion.description && <HtmlContent html={promotion.description} headingsFrom={2} className="prose-content text-slate-300" />}
          {promotion.terms.length > 0 && (
            <section aria-labelledby="promotion-terms">
              <h2 id="promotion-terms" className="mb-3 text-xl font-bold text-white">
                Şartlar ve Koşullar
              </h2>
              <ul className="list-disc space-y-1.5 pl-5 text-slate-300">
                {promotion.terms.map((term, index) => (
                  <li key={index}>{term}</li>
                ))}
              </ul>
            </section>
          )}
          <div className="flex flex-wrap items-center gap-4 rounded-2xl border border-slate-800 bg-slate-900 p-4">
            {promotion.expiry_date && (
              <p className="text-sm text-slate-300">
                <span className="font-semibold text-white">Son tarih:</span> {formatDate(promotion.expiry_date)}
              </p>
            )}
            {promotion.promotion_code && (
              <p className="text-sm text-slate-300">
                <span className="font-semibold text-white">Promosyon kodu:</span>{' '}
                <code className="rounded bg-slate-800 px-2 py-0.5 text-amber-300">{promotion.promotion_code}</code>
              </p>
            )}
            <ClaimLink promotion={promotion} size="lg" className="ml-auto" />
          </div>
        </article>
        <div>
          <div className="lg:sticky lg:top-28">
            <SiteInfoCard promotion={promotion} />
          </div>
        </div>
      </div>

      <RelatedPromotions promotions={related} />

      <section aria-labelledby="comments" className="grid gap-8 lg:grid-cols-2">
        <PromotionComments promotionId={promotion.id} />
        <div>
          <CommentForm promotionId={promotion.id} />
        </div>
      </section>
    </div>
  );
}
