// /guvenilir-siteler and /casino/{id-or-slug}.
import { useParams } from 'react-router';
import { CasinoGrid } from '@/features/casinos/components/casino-grid';
import { CasinoProfile } from '@/features/casinos/components/casino-profile';
import { CasinoPromotions } from '@/features/promotions/components/casino-promotions';
import { PageContainer } from './page-container';
import { useSeoTitle } from '@/features/seo/hooks/use-seo-title';

export function CasinosPage() {
  useSeoTitle();
  return (
    <PageContainer title="Güvenilir Siteler" intro="Lisanslı ve güvenilir casino sitelerini inceleyin, aktif promosyonlarını görün.">
      <CasinoGrid />
    </PageContainer>
  );
}

export function CasinoPage() {
  const { idOrSlug = '' } = useParams();
  return (
    <PageContainer>
      <CasinoProfile key={idOrSlug} idOrSlug={idOrSlug}>
        <CasinoPromotions casinoIdOrSlug={idOrSlug} />
      </CasinoProfile>
    </PageContainer>
  );
}
