import { socialNetworkSchema } from '@vitrina/core';
import * as z from 'zod/mini';
import type { ApiHandler } from '../../handler';
import { readContent } from './content';

/** Google is the default network (docs/accounts.md#social-login); without a configured client id no sign-in button shows. */
const DEFAULT_NETWORKS = [{ network: 'google', client_id: null }];

/**
 * The networks of content key 'settings.socials', else Google without a client id. Without the
 * development verifier no Google token can be checked here (docs/simulated-providers.md), so no
 * client id is handed out: the widgets then show no Google button and no one-tap prompt, and load
 * none of the provider's script (which this shop's Content-Security-Policy would refuse anyway).
 */
export const socialSettings: ApiHandler<'socialSettings'> = ({ db, lang, settings }) => {
  if (!settings.socialLoginDevVerifier) return { success: true, data: DEFAULT_NETWORKS };
  const configured = z.array(socialNetworkSchema).safeParse(readContent(db, 'settings.socials', lang));
  return { success: true, data: configured.success ? configured.data : DEFAULT_NETWORKS };
};
