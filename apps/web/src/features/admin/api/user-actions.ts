import { type AdminBanInput, type AdminSessionsRevoked, type AdminUser, type Role, adminApi, forumApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/**
 * Admin actions on a member (admins only, each audited). Errors: 404
 * `USER_NOT_FOUND`, 409 `ADMIN_SELF_ACTION` (oneself), 409 `ADMIN_TARGET_ADMIN` (ban an admin),
 * 400 field codes. Role, ban and unban answer the member as the list shows them now.
 */

/** PATCH /api/admin/users/:id/role `{ role }`. */
export function setUserRole({ id, role }: { id: string; role: Role }): Promise<AdminUser> {
  return apiFetch(adminApi.setUserRole, { params: { id }, json: { role } });
}

/** POST /api/admin/users/:id/ban `{ reason, until: 'YYYY-MM-DD' | null }` — ends their sessions at once. */
export function banUser({ id, input }: { id: string; input: AdminBanInput }): Promise<AdminUser> {
  return apiFetch(adminApi.banUser, { params: { id }, json: input });
}

/** DELETE /api/admin/users/:id/ban. */
export function unbanUser(id: string): Promise<AdminUser> {
  return apiFetch(adminApi.unbanUser, { params: { id } });
}

/** DELETE /api/admin/users/:id/sessions — signs the member out everywhere; `{ revoked }`. */
export function revokeUserSessions(id: string): Promise<AdminSessionsRevoked> {
  return apiFetch(adminApi.revokeUserSessions, { params: { id } });
}

/** PUT /api/admin/users/:id/expert `{ isExpert }` ('Uzman'; the forum module's endpoint). */
export function setUserExpert({ id, isExpert }: { id: string; isExpert: boolean }): Promise<{ isExpert: boolean }> {
  return apiFetch(forumApi.setUserExpert, { params: { id }, json: { isExpert } });
}
