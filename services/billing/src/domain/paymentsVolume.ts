/** Client payments across the platform (Mission Control): paid volume and fees per currency. */
import { forbidden, type Database } from '@portico/kit';
import { AUDIENCES, inAudience } from '@portico/rules';
import { paymentsVolume } from '../store/clientInvoices';
import { countConnectedAccounts } from '../store/connectedAccounts';

export async function paymentsVolumeOf(db: Database, roles: readonly string[]) {
  if (!inAudience(AUDIENCES.superAdmins, roles)) throw forbidden('Super admins only');
  return {
    currencies: await paymentsVolume(db),
    connectedAccounts: await countConnectedAccounts(db),
  };
}
