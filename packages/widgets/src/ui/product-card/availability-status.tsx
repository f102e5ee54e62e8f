import { availability, type ProductCard } from '@vitrina/core';
import { useMessages } from '../../i18n/use-messages';

/** The one availability to show, by priority (docs/catalogue.md#availability): in waiting, ends, in stock, not available. */
export function AvailabilityStatus({ statuses }: { statuses: ProductCard['statuses'] }) {
  const { t } = useMessages();
  const status = availability(statuses);
  return (
    <p className={`vitrina-availability vitrina-availability--${status}`} data-status={status}>
      {t(`product.availability.${status}`)}
    </p>
  );
}
