import type * as z from 'zod/mini';
import { islandProps } from '../../contract/island-props';

/**
 * The corporate corner of the purchases page (packages/widgets/docs/widget-contract.md,
 * `smb-request`): it reads no attributes, everything it shows comes from the shop's API for the
 * signed-in corporate user.
 */
export const smbRequestProps = islandProps({});

export type SmbRequestProps = z.infer<typeof smbRequestProps>;
