// 'Güvenlik anahtarları': security keys and passkeys (WebAuthn) as a second factor beside the
// code of two-step sign-in. Adding one asks for its name and a re-authentication, then the
// browser's ceremony; removing one asks for a confirmation and a re-authentication (./reauth-form,
// which asks for a key when the account has one).
import { useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import { AdminTable } from '@/components/admin/admin-table';
import { inputClass, primaryButton, smallButton } from '@/components/admin/buttons';
import { DataState } from '@/components/admin/data-state';
import { Dialog } from '@/components/admin/dialog';
import { FormField } from '@/components/admin/form-field';
import { markEnrolled } from '@/lib/admin-session';
import { createCredential, keyFailure, securityKeysSupported } from '@/lib/webauthn';
import { showToast } from '@/stores/toasts-slice';
import { useAddSecurityKeyMutation, useGetSecurityKeysQuery, useRemoveSecurityKeyMutation, useSecurityKeyOptionsMutation } from '../api/security-keys-api';
import { keyNameError, KEY_NAME_MAX, type SecurityKeyRow } from '../types/security-keys';
import { ReauthForm } from './reauth-form';

const dateTime = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : 'Hiç kullanılmadı');

/** Thrown after the browser's ceremony failed; its toast is already shown. */
class CeremonyFailed extends Error {}

export function SecurityKeysSection() {
  const ids = useId();
  const dispatch = useDispatch();
  const keys = useGetSecurityKeysQuery();
  const [options] = useSecurityKeyOptionsMutation();
  const [add] = useAddSecurityKeyMutation();
  const [remove] = useRemoveSecurityKeyMutation();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<SecurityKeyRow | null>(null);
  const list = keys.data ?? [];

  async function ceremony<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      dispatch(showToast('error', keyFailure(error)));
      throw new CeremonyFailed();
    }
  }

  async function swallowCeremony(work: () => Promise<void>) {
    try {
      await work();
    } catch (error) {
      if (!(error instanceof CeremonyFailed)) throw error;
    }
  }

  function closeAdding() {
    setAdding(false);
    setName('');
    setNameError(null);
  }

  return (
    <section aria-labelledby="keys-title" className="rounded-xl border border-slate-800 bg-slate-900 p-6">
      <h2 id="keys-title" className="mb-1 text-lg font-semibold text-white">
        Güvenlik anahtarları
      </h2>
      <p className="mb-5 text-sm text-slate-400">
        Güvenlik anahtarı veya geçiş anahtarı (passkey) ekleyin; girişte şifrenizin yanında kod yerine anahtarınızla devam edebilirsiniz.
      </p>
      {!securityKeysSupported() && <p className="mb-4 text-sm text-amber-300">Bu tarayıcı güvenlik anahtarlarını desteklemiyor</p>}
      <DataState
        isLoading={keys.isLoading}
        error={keys.error ? 'Güvenlik anahtarları yüklenirken bir hata oluştu' : null}
        onRetry={keys.refetch}
        isEmpty={list.length === 0}
        empty="Kayıtlı güvenlik anahtarı yok"
      >
        <AdminTable columns={['Ad', 'Eklenme', 'Son Kullanım', 'İşlemler']} minWidth={600}>
          {list.map((key) => (
            <tr key={key.id} className="text-slate-200">
              <td className="px-4 py-3">{key.name}</td>
              <td className="px-4 py-3 text-slate-300">{when(key.created_at)}</td>
              <td className="px-4 py-3 text-slate-300">{when(key.last_used_at)}</td>
              <td className="px-4 py-3 text-right">
                <button type="button" className={smallButton} onClick={() => setRemoving(key)}>
                  Kaldır
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      </DataState>
      <div className="mt-4">
        {adding ? (
          <div className="space-y-4 rounded-lg border border-slate-800 p-4">
            <FormField id={`${ids}-name`} label="Anahtar Adı" error={nameError ?? undefined} hint="Örneğin: Ofis anahtarı, Telefon">
              <input
                id={`${ids}-name`}
                maxLength={KEY_NAME_MAX}
                aria-invalid={!!nameError}
                className={inputClass}
                value={name}
                onChange={(event) => {
                  setName(event.target.value);
                  setNameError(null);
                }}
              />
            </FormField>
            <ReauthForm
              submitLabel="Anahtarı Ekle"
              busyLabel="Anahtar bekleniyor..."
              failure="Güvenlik anahtarı eklenemedi"
              onCancel={closeAdding}
              onConfirmed={(body) =>
                swallowCeremony(async () => {
                  const problem = keyNameError(name);
                  if (problem) {
                    setNameError(problem);
                    return;
                  }
                  const creation = await options(body).unwrap();
                  const credential = await ceremony(() => createCredential(creation));
                  await add({ name: name.trim(), credential }).unwrap();
                  // A key is a second factor: an admin who had to enrol may go on.
                  markEnrolled();
                  dispatch(showToast('success', 'Güvenlik anahtarı eklendi'));
                  closeAdding();
                })
              }
            />
          </div>
        ) : (
          <button type="button" className={primaryButton} disabled={!securityKeysSupported()} onClick={() => setAdding(true)}>
            Güvenlik Anahtarı Ekle
          </button>
        )}
      </div>
      {removing && (
        <Dialog open title="Güvenlik Anahtarını Kaldır" onClose={() => setRemoving(null)}>
          <p className="mb-4 text-sm text-slate-300">
            "{removing.name}" anahtarı kaldırılınca girişte kullanılamaz. Onaylamak için şifrenizi girin.
          </p>
          <ReauthForm
            submitLabel="Kaldır"
            busyLabel="Kaldırılıyor..."
            failure="Güvenlik anahtarı kaldırılamadı"
            onCancel={() => setRemoving(null)}
            onConfirmed={async (body) => {
              await remove({ id: removing.id, body }).unwrap();
              dispatch(showToast('success', 'Güvenlik anahtarı kaldırıldı'));
              setRemoving(null);
            }}
          />
        </Dialog>
      )}
    </section>
  );
}
