import type { Advantage } from '../data/main-content';
import { safeUrl } from '../safe-url';

export function AdvantagesList({ items }: { items: readonly Advantage[] }) {
  return (
    <ul className="advantages">
      {items.map((item) => (
        <li key={item.title} className="advantage">
          {item.icon && <img src={safeUrl(item.icon, '')} alt="" width="48" height="48" loading="lazy" />}
          <h3 className="advantage-title">{item.title}</h3>
          {item.text && <p>{item.text}</p>}
        </li>
      ))}
    </ul>
  );
}
