// The foot of a dialog that holds a form: 'İptal' and the submit button of the form `formId`,
// both disabled and the submit reading 'Kaydediliyor...' while it saves.
import { primaryButton, secondaryButton } from './buttons';

export function DialogFormFooter({ formId, saving, onCancel }: { formId: string; saving: boolean; onCancel: () => void }) {
  return (
    <>
      <button type="button" className={secondaryButton} onClick={onCancel} disabled={saving}>
        İptal
      </button>
      <button type="submit" form={formId} className={primaryButton} disabled={saving}>
        {saving ? 'Kaydediliyor...' : 'Kaydet'}
      </button>
    </>
  );
}
