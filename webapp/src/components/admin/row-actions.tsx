// The edit and delete buttons at the end of a table row (with any extra action before them).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { smallButton } from './buttons';

interface RowActionsProps {
  /** A route for the edit form, or a handler that opens an edit dialog. */
  edit: string | (() => void);
  onDelete: () => void;
  children?: ReactNode;
}

export function RowActions({ edit, onDelete, children }: RowActionsProps) {
  return (
    <div className="flex justify-end gap-2">
      {children}
      {typeof edit === 'string' ? (
        <Link to={edit} className={smallButton}>
          Düzenle
        </Link>
      ) : (
        <button type="button" className={smallButton} onClick={edit}>
          Düzenle
        </button>
      )}
      <button type="button" className={`${smallButton} text-red-300`} onClick={onDelete}>
        Sil
      </button>
    </div>
  );
}
