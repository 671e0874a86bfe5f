// The promotion pages: /bonuslar/{casinoSlug}/{promotionSlug} and the legacy /promotion/{id}
// (or /promotion?id=...).
import { useParams, useSearchParams } from 'react-router';
import { PromotionDetailView } from '@/features/promotions/components/promotion-detail-view';
import { PageContainer } from './page-container';

export function PromotionBySlugPage() {
  const { casinoSlug = '', promotionSlug = '' } = useParams();
  return (
    <PageContainer>
      <PromotionDetailView
        key={`${casinoSlug}/${promotionSlug}`}
        promotionRef={{ kind: 'slug', casinoSlug, promotionSlug }}
        identifier={`${casinoSlug}/${promotionSlug}`}
      />
    </PageContainer>
  );
}

export function LegacyPromotionPage() {
  const params = useParams();
  const [query] = useSearchParams();
  const id = params.id ?? query.get('id') ?? '';
  return (
    <PageContainer>
      <PromotionDetailView key={id} promotionRef={{ kind: 'id', id }} identifier={id} />
    </PageContainer>
  );
}
