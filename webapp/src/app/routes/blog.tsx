// /blog and /blog/{id-or-slug} (with today's bonuses above the post).
import { useParams } from 'react-router';
import { BlogGrid } from '@/features/blog/components/blog-grid';
import { BlogPostView } from '@/features/blog/components/blog-post-view';
import { TodaysBonuses } from '@/features/promotions/components/todays-bonuses';
import { PageContainer } from './page-container';
import { useSeoTitle } from '@/features/seo/hooks/use-seo-title';

export function BlogIndexPage() {
  useSeoTitle();
  return (
    <PageContainer title="Blog" intro="Casino bonusları, stratejiler ve güvenilir siteler hakkında rehber yazılar.">
      <BlogGrid />
    </PageContainer>
  );
}

export function BlogPostPage() {
  const { idOrSlug = '' } = useParams();
  return (
    <PageContainer>
      <BlogPostView key={idOrSlug} idOrSlug={idOrSlug} top={<TodaysBonuses />} />
    </PageContainer>
  );
}
