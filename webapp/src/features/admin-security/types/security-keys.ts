// Security keys as the api lists them, and the rule for a key's name.
export interface SecurityKeyRow {
  id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export const KEY_NAME_MAX = 60;

/** The api's rule: 1 to 60 characters after trimming. */
export function keyNameError(name: string): string | null {
  const length = [...name.trim()].length;
  return length < 1 || length > KEY_NAME_MAX ? 'Anahtar adı 1 ile 60 karakter arasında olmalıdır' : null;
}
