/** The account data endpoints: the archive of the member's data and the deletion of the account. */
import { defineRoute, output } from './define.ts';
import { uuidParam } from '../schemas/common.ts';
import { accountDeletionInput, sessionParam, type AccountDeletionState, type DataExport, type DataExportList, type MemberSessionList } from '../schemas/account-data.ts';

export const accountDataApi = {
  getDataExports: defineRoute({ method: 'GET', path: '/api/me/data-exports', response: output<DataExportList>() }),
  /** Starts preparing an archive (a background job; mailed when ready) → 202. */
  requestDataExport: defineRoute({ method: 'POST', path: '/api/me/data-exports', response: output<DataExport>() }),
  /** The ZIP itself (`application/zip`, as an attachment). */
  downloadDataExport: defineRoute({ method: 'GET', path: '/api/me/data-exports/:id/download', params: uuidParam }),
  getAccountDeletion: defineRoute({ method: 'GET', path: '/api/me/account-deletion', response: output<AccountDeletionState>() }),
  /** Schedules the deletion and signs the member out everywhere; signing in again cancels it. */
  requestAccountDeletion: defineRoute({ method: 'POST', path: '/api/me/account-deletion', body: accountDeletionInput, response: output<AccountDeletionState>() }),
  /** The member's signed-in devices. */
  getSessions: defineRoute({ method: 'GET', path: '/api/me/sessions', response: output<MemberSessionList>() }),
  /** Signs one device out (not the current one: that is the sign-out) → 204. */
  revokeSession: defineRoute({ method: 'DELETE', path: '/api/me/sessions/:id', params: sessionParam }),
  /** Signs every other device out → the list left (the current session). */
  revokeOtherSessions: defineRoute({ method: 'POST', path: '/api/me/sessions/revoke-others', response: output<MemberSessionList>() }),
  /** Mails the code that confirms the deletion of an account without a password → 204. */
  sendAccountDeletionCode: defineRoute({ method: 'POST', path: '/api/me/account-deletion/code' }),
};
