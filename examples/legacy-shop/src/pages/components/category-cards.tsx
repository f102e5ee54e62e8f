import type { CategoryCard } from '@vitrina/core';
import type { Translate } from '../i18n/translator';
import { safeUrl } from '../safe-url';

/** Category cards: one link card, or a card with a list of links when it has them. */
export function CategoryCards({ cards, t }: { cards: readonly CategoryCard[]; t: Translate }) {
  if (cards.length === 0) return null;
  return (
    <section className="section" aria-labelledby="categories-title">
      <h2 id="categories-title" className="section-title">
        {t('main.categories')}
      </h2>
      <ul className="category-cards">
        {cards.map((card) =>
          card.links && card.links.length > 0 ? (
            <li key={card.url} className="category-card category-card--links">
              <a className="category-card-head" href={safeUrl(card.url)}>
                <img src={safeUrl(card.image, '')} alt="" width="96" height="96" loading="lazy" />
                <span className="category-card-title">{card.title}</span>
              </a>
              <ul className="category-card-links">
                {card.links.map((link) => (
                  <li key={link.link}>
                    <a href={safeUrl(link.link)}>{link.title}</a>
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={card.url} className="category-card">
              <a className="category-card-head" href={safeUrl(card.url)}>
                <img src={safeUrl(card.image, '')} alt="" width="96" height="96" loading="lazy" />
                <span className="category-card-title">{card.title}</span>
              </a>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
