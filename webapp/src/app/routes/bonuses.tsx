// /bonuslar: every active promotion with search and category filters.
import { PromotionsBrowser } from '@/features/promotions/components/promotions-browser';
import { PageContainer } from './page-container';
import { useSeoTitle } from '@/features/seo/hooks/use-seo-title';

export function BonusesPage() {
  useSeoTitle();
  return (
    <PageContainer title="Bonuslar" intro="Güvenilir casino sitelerinin güncel bonuslarını arayın ve kategoriye göre filtreleyin.">
      <PromotionsBrowser />
    </PageContainer>
  );
}
