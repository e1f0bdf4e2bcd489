import { useEffect, useRef } from 'react';
import type { SiteCode } from '../../../config';
import { whenIdle } from '../../../config/scheduling';
import { loadValidation } from '../logic/resolver';

/**
 * Validation's code (yup, the schema, the TLD list) is no part of what loads to show the form: it
 * loads at the visitor's first interaction with the form (the returned handler, for a focus or a
 * pointer press in it), and then warms up in idle time (warmUpValidation.ts), so neither the first
 * blur nor the first submit waits on the network or on building the patterns
 * (docs/performance.md, "The newsletter form's stage").
 */
export function useValidationOnDemand(site: SiteCode): () => void {
  // Set at the first interaction: cancels the warm-up still to run.
  const started = useRef<(() => void) | null>(null);
  useEffect(
    () => () => {
      started.current?.();
      started.current = null;
    },
    [],
  );
  return () => {
    if (started.current) return;
    let cancelled = false;
    let cancelSteps = () => undefined as void;
    started.current = () => {
      cancelled = true;
      cancelSteps();
    };
    loadValidation().then(
      ({ validationWarmUpSteps }) => {
        if (!cancelled) cancelSteps = whenIdle(validationWarmUpSteps({ site }));
      },
      // Not loaded (the network): the next interaction tries again, and so does the first check (newsletterResolver).
      () => {
        if (!cancelled) started.current = null;
      },
    );
  };
}
