import { useEffect } from 'react';
import { PRODUCT_NAME, TITLE_SUFFIX } from '../../shared/constants';

/** Sets the page title with the product suffix: "Artists - Cypher". */
export function useTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title}${TITLE_SUFFIX}` : PRODUCT_NAME;
  }, [title]);
}
