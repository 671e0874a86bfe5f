// The admin's notices about their own account (a changed password, two-step sign-in turned on
// or off, new recovery codes, a sign-in from a new device, a code used twice): the banner of
// the back office's frame and the list on 'Güvenlik' read the same query, which also says whether
// they are pushed outside the back office.
import { adminRead, api } from '@/lib/api';

export type SecurityNoticeKind =
  | 'password_changed'
  | 'totp_enabled'
  | 'totp_disabled'
  | 'totp_reset'
  | 'recovery_codes_renewed'
  | 'new_device'
  | 'totp_code_reused';

export interface SecurityNotice {
  id: number;
  kind: SecurityNoticeKind;
  created_at: string;
  browser: string;
  address: string;
  read: boolean;
}

// Whether the notices are also pushed outside the back office (the worker's webhook), as the
// worker last said: the webhook's origin only, the last delivery and failure, the account's
// notices still waiting for one.
export interface SecurityNoticePush {
  configured: boolean;
  target: string | null;
  last_sent_at: string | null;
  last_error_at: string | null;
  pending: number;
}

export interface SecurityNotices {
  notices: SecurityNotice[];
  unread: number;
  push?: SecurityNoticePush;
}

export const NOTICE_TEXT: Record<SecurityNoticeKind, string> = {
  password_changed: 'Şifreniz değiştirildi',
  totp_enabled: 'İki adımlı giriş açıldı',
  totp_disabled: 'İki adımlı giriş kapatıldı',
  totp_reset: 'İki adımlı giriş sunucu yöneticisi tarafından sıfırlandı',
  recovery_codes_renewed: 'Yeni kurtarma kodları oluşturuldu',
  new_device: 'Yeni bir cihazdan giriş yapıldı',
  totp_code_reused: 'Daha önce kullanılmış bir doğrulama kodu reddedildi',
};

const securityNoticesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSecurityNotices: build.query<SecurityNotices, void>({
      ...adminRead,
      query: () => '/api/admin/security-notices',
      providesTags: ['SecurityNotice'],
    }),
    markSecurityNoticesRead: build.mutation<void, void>({
      query: () => ({ url: '/api/admin/security-notices/read', method: 'POST' }),
      invalidatesTags: ['SecurityNotice'],
    }),
  }),
});

export const { useGetSecurityNoticesQuery, useMarkSecurityNoticesReadMutation } = securityNoticesApi;
