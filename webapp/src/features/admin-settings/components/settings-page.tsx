// /admin/settings: the 'Hero Bölümü' tab (save enabled once something changed) and the
// 'İçerik Alanları' tab (the home blog-section text, HTML allowed).
import { useState } from 'react';
import { AdminPageHeader } from '@/components/admin/page-header';
import { Tabs } from '@/components/admin/tabs';
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
    </div>
  );
}
