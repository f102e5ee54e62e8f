import { useSignals } from '@preact/signals-react/runtime';
import type { ComparePage } from '@vitrina/core';
import { useEffect, useRef } from 'react';
import { useVitrina } from '../../vitrina-context';

/**
 * A product taken off the compare list elsewhere — its card's compare toggle on this page, another
 * tab — leaves the page too, as the page's own remove button does.
 */
export function useCardListRemovals(page: ComparePage): void {
  useSignals();
  const { state } = useVitrina();
  const listed = state.compares.ids.value;
  const previous = useRef(listed);

  useEffect(() => {
    const before = previous.current;
    previous.current = listed;
    const onPage = page.ids.peek();
    for (const id of before) {
      if (!listed.includes(id) && onPage.includes(id)) void page.remove(id);
    }
  }, [listed, page]);
}
