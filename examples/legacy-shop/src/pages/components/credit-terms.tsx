import { showCreditBadges, type ProductCard } from '@vitrina/core';
import { triggerAttrs } from '@vitrina/widgets/contract';
import type { PageContext } from '../context/page-context';
import { PageSection } from './page-section';

const CREDIT_TERMS_ID = 'credit-terms';

/** Whether the product page offers credit at all: the same rule as the credit badge's. */
function offersCredit(card: ProductCard, ctx: PageContext): boolean {
  return card.credit_items.length > 0 && showCreditBadges({ availableForCredit: card.isAvailableForCredit, corporate: ctx.corporate });
}

/**
 * "Credit terms" beside the price: a declarative trigger opening the credit popup about this product;
 * without script, a link to the page's own list of the offers (CreditTerms).
 */
export function CreditTermsLink({ card, ctx }: { card: ProductCard; ctx: PageContext }) {
  if (!offersCredit(card, ctx)) return null;
  return (
    <p className="product-credit-link">
      <a href={`#${CREDIT_TERMS_ID}`} {...triggerAttrs.open('credit-info', card.id)}>
        {ctx.t('pages.triggers.credit_terms')}
      </a>
    </p>
  );
}

/** The product's credit offers as the server knows them: what the credit link leads to without script. */
export function CreditTerms({ card, ctx }: { card: ProductCard; ctx: PageContext }) {
  if (!offersCredit(card, ctx)) return null;
  const { t } = ctx;
  return (
    <PageSection id={CREDIT_TERMS_ID} titleId={`${CREDIT_TERMS_ID}-title`} title={t('pages.triggers.credit_title')}>
      <ul className="credit-terms">
        {card.credit_items.map((item) => (
          <li key={item.id}>
            {item.description} — {t('credit.months', { count: item.months_count })}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
