import { socialNetworkSchema } from '@vitrina/core';
import * as z from 'zod/mini';
import type { ApiHandler } from '../../handler';
import { readContent } from './content';

/** Google is the spec's default network; without a configured client id no sign-in button shows. */
const DEFAULT_NETWORKS = [{ network: 'google', client_id: null }];

/** The networks of content key 'settings.socials', else Google without a client id. */
export const socialSettings: ApiHandler<'socialSettings'> = ({ db, lang }) => {
  const configured = z.array(socialNetworkSchema).safeParse(readContent(db, 'settings.socials', lang));
  return { success: true, data: configured.success ? configured.data : DEFAULT_NETWORKS };
};
