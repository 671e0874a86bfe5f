// The cancel link and the submit button at the foot of a record's form: 'Kaydet' for a new
// record, 'Güncelle' for an edit, 'Kaydediliyor...' (and disabled) while saving.
import { Link } from 'react-router';
import { primaryButton, secondaryButton } from './buttons';

export function FormActions({ cancelTo, editing, saving }: { cancelTo: string; editing: boolean; saving: boolean }) {
  return (
    <div className="flex justify-end gap-2">
      <Link to={cancelTo} className={secondaryButton}>
        İptal
      </Link>
      <button type="submit" className={primaryButton} disabled={saving}>
        {saving ? 'Kaydediliyor...' : editing ? 'Güncelle' : 'Kaydet'}
      </button>
    </div>
  );
}
