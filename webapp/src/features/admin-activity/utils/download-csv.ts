// 'CSV indir': the api writes the file (every matching row, not only the page on screen); the
// browser fetches it with the session's token (a plain link would carry none) and saves the blob.
import { adminFetch } from '@/lib/admin-fetch';
import { activityParams } from '../api/activity-admin-api';
import type { ActivityFilters } from '../types/activity';

export function activityCsvPath(filters: ActivityFilters): string {
  const query = new URLSearchParams(activityParams(filters)).toString();
  return `/api/admin/activity.csv${query ? `?${query}` : ''}`;
}

export async function downloadActivityCsv(filters: ActivityFilters, today: string): Promise<void> {
  const response = await adminFetch(activityCsvPath(filters));
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `etkinlik-gunlugu-${today}.csv`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
