// Back-office calls that are not RTK Query endpoints (uploads, the AI job follower, the
// publisher test): the same token and the same one refresh on a 401 as the API's base query.
import { adminHeaders, refreshSession } from './admin-session';

/** A request to the api with the session's access token, refreshed once on a 401. */
export async function adminFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const send = () =>
    fetch(`${window.location.origin}${path}`, {
      ...init,
      credentials: 'same-origin',
      headers: { ...(init.headers as Record<string, string> | undefined), ...adminHeaders() },
    });
  let response = await send();
  if (response.status === 401 && (await refreshSession().catch(() => null))) response = await send();
  return response;
}

/** Uploads a file to a storage bucket; answers its public URL. */
export async function uploadImage(bucket: string, file: File): Promise<string> {
  const response = await adminFetch(`/api/admin/uploads/${bucket}`, {
    method: 'POST',
    headers: { 'Content-Type': file.type || 'application/octet-stream', 'X-File-Name': encodeURIComponent(file.name) },
    body: file,
  });
  const data = (await response.json().catch(() => ({}))) as { url?: string; error?: { message?: string } };
  if (!response.ok) throw new Error(data.error?.message ?? `HTTP ${response.status}`);
  if (!data.url) throw new Error('Görselin adresi alınamadı');
  return data.url;
}
