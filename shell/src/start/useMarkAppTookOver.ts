import { useEffect } from 'react';
import { markAppTookOver } from './takeover';

/** `<html data-interactive>` once the app has the document (links navigate in it, forms work); e2e tests await it. */
export function useMarkAppTookOver() {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
    markAppTookOver();
  }, []);
}
