import { lazyModule } from '../../runtime/lazy-module';

/** The notifier's alert and toast, kept out of the every-page code until a first message comes. */
export const notifierUi = lazyModule(() => import('./notifier-ui'));
