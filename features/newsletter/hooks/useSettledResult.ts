import { useState } from 'react';
import type { SubmitResult } from '../../../api';
import { resultOfSignUp, useSignUpRequest } from '../state/signUpRequest';

interface SettledResult {
  result: SubmitResult | null;
  /** The request it answered: a new one per submit. */
  requestId: string | undefined;
}

/**
 * The last finished submit's result, kept while the next request is out (the request's own state
 * has no result then): an error bar that vanished at the click would shift the page.
 */
export function useSettledResult(): SettledResult {
  const [, request] = useSignUpRequest();
  const result = resultOfSignUp(request);
  const { requestId } = request;
  const submitting = request.isLoading;
  const [settled, setSettled] = useState<SettledResult>({ result, requestId });
  // Adjusted while rendering (React's pattern for state that follows a prop): no extra commit.
  if (!submitting && (settled.result !== result || settled.requestId !== requestId)) {
    const next = { result, requestId };
    setSettled(next);
    return next;
  }
  return settled;
}
