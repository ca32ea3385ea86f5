import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function forgotPassword(input: { email: string }): Promise<{ message: string }> {
  return apiRequest('POST', '/api/forgotpassword', { body: input, redirectOnUnauthorized: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
