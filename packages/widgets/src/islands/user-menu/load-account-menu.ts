import { lazyModule } from '../../runtime/lazy-module';

/** The account menu's list, loaded on first open (or when the pointer or the focus comes to its button). */
export const accountMenu = lazyModule(() => import('./account-menu'));
