import { useMessages } from '../../i18n/use-messages';

/** A product dialog opened without a product: nothing to act on, said plainly. */
export function NoProduct({ titleId, title }: { titleId: string; title: string }) {
  const { t } = useMessages();
  return (
    <div className="vitrina-dialog">
      <h2 id={titleId} className="vitrina-dialog__title">
        {title}
      </h2>
      <p className="vitrina-dialog__error" role="alert">
        {t('errors.generic')}
      </p>
    </div>
  );
}
