// /admin/settings: the 'Hero Bölümü' tab (save enabled once something changed) and the
// 'İçerik Alanları' tab (the home blog-section text, HTML allowed), each with its 'Geçmiş'.
import { useState } from 'react';
import { AdminPageHeader } from '@/components/admin/page-header';
import { Tabs } from '@/components/admin/tabs';
import { HistorySection } from '@/components/admin/history-section';
import { ContentTab } from './content-tab';
import { HeroTab } from './hero-tab';

export function SettingsPage() {
  const [tab, setTab] = useState<'hero' | 'content'>('hero');
  return (
    <div className="max-w-3xl">
      <AdminPageHeader title="Site Ayarları" />
      <Tabs
        className="mb-5"
        tabs={[
          ['hero', 'Hero Bölümü'],
          ['content', 'İçerik Alanları'],
        ]}
        current={tab}
        onChange={setTab}
      />
      <div className="rounded-xl border border-slate-800 bg-slate-900 p-6">{tab === 'hero' ? <HeroTab /> : <ContentTab />}</div>
      {/* Keyed by the tab: each tab's history opens closed. */}
      <HistorySection key={tab} type={tab === 'hero' ? 'hero' : 'settings'} id="current" title={tab === 'hero' ? 'Geçmiş: Hero Bölümü' : 'Geçmiş: İçerik Alanları'} />
    </div>
  );
}
