import { useCallback, useEffect, useState } from 'react';

// The public screens' calls, without TanStack Query (the sign-in page stays light, app/public-app):
// where a call stands, as a query's or a mutation's status would say it.

type Status = 'idle' | 'pending' | 'success' | 'error';
const statusOf = (status: Status) => ({
  isPending: status === 'pending',
  isSuccess: status === 'success',
  isError: status === 'error',
});

// A single-use link is read once per page load, even when its screen mounts again.
const sentOnce = new Map<string, Promise<unknown>>();

/** The call `send` made once per `key` for this page load, and its answer. */
export function useOnceRequest<T>(key: string, send: () => Promise<T>) {
  const [state, setState] = useState<{ key: string; status: Status; data?: T }>({ key, status: 'pending' });
  // `send` belongs to the key: a new function for the same key asks nothing new.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    let current = true;
    let sent = sentOnce.get(key) as Promise<T> | undefined;
    if (!sent) {
      sent = send();
      sentOnce.set(key, sent);
    }
    sent.then(
      (data) => current && setState({ key, status: 'success', data }),
      () => current && setState({ key, status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  const status = state.key === key ? state.status : 'pending';
  return { ...statusOf(status), data: state.key === key ? state.data : undefined };
}

/** A form's call: `submit` sends it; the status is the last call's. */
export function useSubmitRequest<I, R>(send: (input: I) => Promise<R>) {
  const [status, setStatus] = useState<Status>('idle');
  const submit = useCallback(
    async (input: I) => {
      setStatus('pending');
      try {
        const reply = await send(input);
        setStatus('success');
        return reply;
      } catch (failure) {
        setStatus('error');
        throw failure;
      }
    },
    [send],
  );
  return { submit, ...statusOf(status) };
}
