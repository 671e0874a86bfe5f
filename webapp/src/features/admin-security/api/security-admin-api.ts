// Two-step sign-in and the admin's own sessions.
import { adminRead, api } from '@/lib/api';
import type { KeyAssertion } from '@/lib/webauthn';
import type { AdminSessionRow, ReauthBody, RecoveryCodes, SecuritySettings, TotpSetup, TotpStatus } from '../types/security';

const securityAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTotpStatus: build.query<TotpStatus, void>({ ...adminRead, query: () => '/api/admin/totp', providesTags: ['Totp'] }),
    // Nothing is cached: the secret is shown once, for the setup in progress.
    startTotpSetup: build.mutation<TotpSetup, ReauthBody>({
      query: (body) => ({ url: '/api/admin/totp/setup', method: 'POST', body }),
    }),
    enableTotp: build.mutation<RecoveryCodes, { code: string }>({
      query: (body) => ({ url: '/api/admin/totp/enable', method: 'POST', body }),
      invalidatesTags: ['Totp', 'AdminSession'],
    }),
    disableTotp: build.mutation<void, ReauthBody>({
      query: (body) => ({ url: '/api/admin/totp/disable', method: 'POST', body }),
      invalidatesTags: ['Totp'],
    }),
    newRecoveryCodes: build.mutation<RecoveryCodes, ReauthBody>({
      query: (body) => ({ url: '/api/admin/totp/recovery-codes', method: 'POST', body }),
      invalidatesTags: ['Totp'],
    }),
    getAdminSessions: build.query<AdminSessionRow[], void>({
      ...adminRead,
      query: () => '/api/admin/sessions',
      transformResponse: (answer: { sessions: AdminSessionRow[] }) => answer.sessions,
      providesTags: ['AdminSession'],
    }),
    endAdminSession: build.mutation<void, { id: string; body: ReauthBody }>({
      query: ({ id, body }) => ({ url: `/api/admin/sessions/${id}`, method: 'DELETE', body }),
      invalidatesTags: ['AdminSession'],
    }),
    // Ends every other session of the account.
    changePassword: build.mutation<void, ReauthBody>({
      query: (body) => ({ url: '/api/admin/password', method: 'POST', body }),
      invalidatesTags: ['AdminSession'],
    }),
    getSecuritySettings: build.query<SecuritySettings, void>({
      ...adminRead,
      query: () => '/api/admin/security-settings',
      providesTags: ['SecuritySetting'],
    }),
    // On applies at once (the admin without a second factor goes to its setup); off needs the password
    // and a second factor.
    setSecuritySettings: build.mutation<SecuritySettings, Record<string, string | boolean | KeyAssertion>>({
      query: (body) => ({ url: '/api/admin/security-settings', method: 'PUT', body }),
      invalidatesTags: ['SecuritySetting', 'Totp'],
    }),
  }),
});

export const {
  useGetTotpStatusQuery,
  useStartTotpSetupMutation,
  useEnableTotpMutation,
  useDisableTotpMutation,
  useNewRecoveryCodesMutation,
  useGetAdminSessionsQuery,
  useEndAdminSessionMutation,
  useChangePasswordMutation,
  useGetSecuritySettingsQuery,
  useSetSecuritySettingsMutation,
} = securityAdminApi;
