// Security keys (WebAuthn) of the signed-in admin: the list, the options to add one (after a
// re-authentication), the new key, its removal, and a challenge for a re-authentication by key.
import { adminRead, api } from '@/lib/api';
import type { KeyCreationOptions, KeyRegistration, KeyRequestOptions } from '@/lib/webauthn';
import type { ReauthBody } from '../types/security';
import type { SecurityKeyRow } from '../types/security-keys';

const securityKeysApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSecurityKeys: build.query<SecurityKeyRow[], void>({
      ...adminRead,
      query: () => '/api/admin/security-keys',
      transformResponse: (answer: { keys: SecurityKeyRow[] }) => answer.keys,
      providesTags: ['SecurityKey'],
    }),
    securityKeyOptions: build.mutation<KeyCreationOptions, ReauthBody>({
      query: (body) => ({ url: '/api/admin/security-key-options', method: 'POST', body }),
    }),
    addSecurityKey: build.mutation<SecurityKeyRow, { name: string; credential: KeyRegistration }>({
      query: (body) => ({ url: '/api/admin/security-keys', method: 'POST', body }),
      invalidatesTags: ['SecurityKey', 'AdminSession'],
    }),
    removeSecurityKey: build.mutation<void, { id: string; body: ReauthBody }>({
      query: ({ id, body }) => ({ url: `/api/admin/security-keys/${id}`, method: 'DELETE', body }),
      invalidatesTags: ['SecurityKey'],
    }),
    securityKeyChallenge: build.mutation<KeyRequestOptions, void>({
      query: () => ({ url: '/api/admin/security-key-challenge', method: 'POST', body: {} }),
    }),
  }),
});

export const {
  useGetSecurityKeysQuery,
  useSecurityKeyOptionsMutation,
  useAddSecurityKeyMutation,
  useRemoveSecurityKeyMutation,
  useSecurityKeyChallengeMutation,
} = securityKeysApi;
