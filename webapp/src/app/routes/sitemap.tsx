// /sitemap: the api generates the sitemap; a visit that reaches the app is sent there.
import { useEffect } from 'react';
import { PageContainer } from './page-container';

export function SitemapPage() {
  useEffect(() => {
    window.location.replace('/sitemap.xml');
  }, []);
  return (
    <PageContainer title="Site Haritası">
      <p className="text-slate-300">
        Site haritası açılıyor... Açılmazsa{' '}
        <a href="/sitemap.xml" className="text-amber-300 underline">
          sitemap.xml
        </a>{' '}
        bağlantısını kullanın.
      </p>
    </PageContainer>
  );
}
