import { log } from '../log.ts';
import type { UserDirectory } from './user-directory.ts';

/** The attribute the API reads as the admin flag (`admin/admin-flag.ts`). */
export const ADMIN_ATTRIBUTE = 'custom:is_super';

/**
 * Refuses to start when the web app's Cognito client may write the admin flag: any user could then make themselves
 * admin with UpdateUserAttributes. In Cognito, leave `custom:is_super` out of the app client's write attributes
 * (and remember that a client with no list may write every attribute). When the provider cannot be asked, the start
 * goes on and the failure is logged: an outage at deploy time should not keep the API down.
 */
export async function assertAdminFlagNotWritable(
  directory: Pick<UserDirectory, 'clientWriteAttributes'>,
  clientId: string,
): Promise<void> {
  let writable: string[] | null;
  try {
    writable = await directory.clientWriteAttributes(clientId);
  } catch (error) {
    log.error(`Could not check that the app client may not write ${ADMIN_ATTRIBUTE}`, {
      error: error instanceof Error ? error.message : String(error),
    });
    return;
  }
  if (writable === null || writable.includes(ADMIN_ATTRIBUTE)) {
    throw new Error(
      `The Cognito app client ${clientId} may write ${ADMIN_ATTRIBUTE}, so any user could make themselves an admin. ` +
        `Remove ${ADMIN_ATTRIBUTE} from the client's write attributes (it writes every attribute when none are listed).`,
    );
  }
}
