import type { SignInTestResult } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/sign-in-tests/{id}: what a test sign-in found, for the admin who ran it. */
export function getSignInTest(testId: string): Promise<SignInTestResult> {
  return ok(client.GET('/api/sign-in-tests/{id}', { params: { path: { id: testId } } }));
}

export function useSignInTest(testId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.signIn.test(testId ?? ''),
    queryFn: () => getSignInTest(testId!),
    enabled: testId !== undefined,
    retry: false,
  });
}

/** Where the browser goes to run a test sign-in: the provider, then back here with the result. */
export const testSignInAddress = (providerUuid: string) =>
  `/api/identity-providers/${encodeURIComponent(providerUuid)}/test-sign-in`;
