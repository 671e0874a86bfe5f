// 'Zorunlu İki Adımlı Giriş': the switch "every admin must use a second factor" (an authenticator
// app's code or a security key). On applies at once: an admin with neither (this one included) is
// taken to the setup on the next page. Off asks for the password and the admin's second factor;
// while the server holds it on (BONUS_REQUIRE_TOTP=1) it cannot be switched off here.
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { primaryButton, secondaryButton } from '@/components/admin/buttons';
import { DataState } from '@/components/admin/data-state';
import { refreshSession } from '@/lib/admin-session';
import { showToast } from '@/stores/toasts-slice';
import { useGetSecuritySettingsQuery, useSetSecuritySettingsMutation } from '../api/security-admin-api';
import { failureText } from '../utils/failure-text';
import { ReauthForm } from './reauth-form';

export function RequireTotpSection() {
  const dispatch = useDispatch();
  const settings = useGetSecuritySettingsQuery();
  const [save, { isLoading }] = useSetSecuritySettingsMutation();
  const [confirming, setConfirming] = useState(false);
  const data = settings.data;

  async function switchOn() {
    try {
      await save({ require_totp: true }).unwrap();
      dispatch(showToast('success', 'İki adımlı giriş artık her admin için zorunlu'));
      // The rule applies to this admin too: a fresh token says whether the setup comes first.
      await refreshSession().catch(() => null);
    } catch (error) {
      dispatch(showToast('error', failureText(error, 'Ayar kaydedilemedi')));
    }
  }

  return (
    <section aria-labelledby="require-totp-title" className="rounded-xl border border-slate-800 bg-slate-900 p-6">
      <h2 id="require-totp-title" className="mb-1 text-lg font-semibold text-white">
        Zorunlu İki Adımlı Giriş
      </h2>
      <p className="mb-5 text-sm text-slate-400">Açıkken her admin girişte şifresinin yanında doğrulama kodu veya güvenlik anahtarı kullanır; ikisi de olmayan admin önce birini ekler.</p>
      <DataState isLoading={settings.isLoading} error={settings.error ? 'Güvenlik ayarları yüklenirken bir hata oluştu' : null} onRetry={settings.refetch}>
        {data?.require_totp ? (
          <div className="space-y-4">
            <p className="text-sm text-emerald-300">
              {data.forced_by_server ? 'Açık (sunucu yapılandırmasıyla; buradan kapatılamaz).' : 'Açık: her admin girişte ikinci adımı kullanıyor.'}
            </p>
            {!data.forced_by_server &&
              (confirming ? (
                <ReauthForm
                  submitLabel="Zorunluluğu Kaldır"
                  busyLabel="Kaldırılıyor..."
                  failure="Ayar kaydedilemedi"
                  onCancel={() => setConfirming(false)}
                  onConfirmed={async (body) => {
                    await save({ ...body, require_totp: false }).unwrap();
                    setConfirming(false);
                    dispatch(showToast('success', 'İki adımlı giriş artık zorunlu değil'));
                  }}
                />
              ) : (
                <button type="button" className={secondaryButton} onClick={() => setConfirming(true)}>
                  Zorunluluğu Kaldır
                </button>
              ))}
          </div>
        ) : (
          <div className="space-y-4">
            <p className="text-sm text-amber-200">Kapalı: ikinci adımı olmayan adminler yalnızca şifreyle giriş yapabilir.</p>
            <button type="button" className={primaryButton} disabled={isLoading} onClick={() => void switchOn()}>
              {isLoading ? 'Kaydediliyor...' : 'Her Admin İçin Zorunlu Yap'}
            </button>
          </div>
        )}
      </DataState>
    </section>
  );
}
