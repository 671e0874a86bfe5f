// The public address of a casino's page: by slug, or by id when it has none.
import type { Casino } from '../types/casino';

export function casinoPath(casino: Pick<Casino, 'id' | 'slug'>): string {
  return `/casino/${casino.slug || casino.id}`;
}
