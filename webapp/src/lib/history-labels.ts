// The Turkish names the history, the bin and the activity log give to entity types, actions and
// payload fields, and where in the back office each entity is edited.
import type { EntityType } from './history-api';

export const ENTITY_TYPE_LABELS: Record<EntityType | 'account', string> = {
  casinos: 'Casino',
  promotions: 'Promosyon',
  categories: 'Kategori',
  'blog-posts': 'Blog Yazısı',
  'splash-ads': 'Splash Reklam',
  'seo-settings': 'SEO Sayfası',
  hero: 'Hero Bölümü',
  settings: 'Site Ayarları',
  'publishing-schedule': 'Yayınlama Ayarları',
  account: 'Hesap',
};

export const ACTION_LABELS: Record<string, string> = {
  created: 'Oluşturuldu',
  updated: 'Güncellendi',
  deleted: 'Silindi',
  restored: 'Geri yüklendi',
  activated: 'Aktifleştirildi',
  deactivated: 'Pasifleştirildi',
  published: 'Yayınlandı',
  unpublished: 'Yayından kaldırıldı',
  indexed: 'İndekslendi',
  saved: 'Kaydedildi',
  signed_in: 'Giriş yaptı',
  sign_in_failed: 'Başarısız giriş',
  signed_out: 'Çıkış yaptı',
  totp_enabled: 'İki adımlı doğrulama açıldı',
  totp_disabled: 'İki adımlı doğrulama kapatıldı',
  recovery_codes_renewed: 'Kurtarma kodları yenilendi',
  session_ended: 'Oturum sonlandırıldı',
  password_changed: 'Şifre değiştirildi',
};

export const FIELD_LABELS: Record<string, string> = {
  title: 'Başlık',
  name: 'Ad',
  slug: 'Slug',
  url: 'URL',
  href: 'Bağlantı',
  logo_url: 'Logo',
  image_url: 'Görsel',
  description: 'Açıklama',
  short_description: 'Kısa Açıklama',
  details: 'Detaylar',
  rating: 'Puan',
  featured: 'Öne Çıkan',
  is_active: 'Aktif',
  casino_id: 'Casino',
  category_id: 'Kategori',
  category: 'Kategori',
  terms: 'Şartlar ve Koşullar',
  promotion_code: 'Promosyon Kodu',
  expiry_date: 'Bitiş Tarihi',
  indexed: 'İndekslendi',
  excerpt: 'Özet',
  content: 'İçerik',
  author: 'Yazar',
  seo_title: 'SEO Başlığı',
  seo_description: 'SEO Açıklaması',
  seo_keywords: 'SEO Anahtar Kelimeleri',
  is_published: 'Yayında',
  published_at: 'Yayın Tarihi',
  upper_title: 'Üst Başlık',
  main_title: 'Ana Başlık',
  highlighted_text: 'Vurgulanacak Metin',
  button_text: 'Buton Metni',
  button_url: 'Buton URL',
  blog_section_text: 'Blog Bölümü Metni',
  page_name: 'Sayfa Adı',
  page_path: 'Sayfa Yolu',
  keywords: 'Anahtar Kelimeler',
  daily_publish_count: 'Günlük Yayın Sayısı',
  next_publish_at: 'Sonraki Yayın',
  last_published_at: 'Son Yayın',
  // Bookkeeping fields, shown on an entity's first version and when a restore brings them back.
  id: 'Kimlik',
  created_at: 'Oluşturulma Tarihi',
  updated_at: 'Güncellenme Tarihi',
};

/** A field's Turkish label; a field the list does not know shows by its name. */
export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;
export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;
export const entityTypeLabel = (type: string) => ENTITY_TYPE_LABELS[type as EntityType] ?? type;

/** The back-office screen where an entity is edited (the singletons and SEO pages have one screen each). */
export function entityEditPath(type: string, id: string): string | null {
  switch (type) {
    case 'casinos':
      return `/admin/casinos/edit/${id}`;
    case 'promotions':
      return `/admin/promotions/edit/${id}`;
    case 'blog-posts':
      return `/admin/blog/edit/${id}`;
    case 'splash-ads':
      return `/admin/splash-ads/edit/${id}`;
    case 'categories':
      return '/admin/categories';
    case 'seo-settings':
      return '/admin/seo-settings';
    case 'hero':
    case 'settings':
      return '/admin/settings';
    case 'publishing-schedule':
      return '/admin/scheduled-publishing';
    default:
      return null;
  }
}

/** The back office's history page of an entity. */
export const historyPagePath = (type: string, id: string) => `/admin/history/${type}/${id}`;
