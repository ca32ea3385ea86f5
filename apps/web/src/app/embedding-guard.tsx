import { Text } from '@mantine/core';
import { messages, timings } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { embeddingMode, isInFrame } from '../lib/embedding';
import { renderedEnvironment } from '../lib/render-environment';
import { sessionQueryOptions, useEndSession } from '../lib/session';
import { EmbeddingContext } from '../lib/use-embedding';

/**
 * In a frame, a signed-in user whose settings do not allow embedding sees only 'Embedding is not
 * permitted.' and is logged out after 3 s; the block stays after the logout.
 */
const neverChanges = () => () => {};
/** Framed or not, as the server was told (a framed request says so, lib/render-environment). */
const framedAsRendered = () => renderedEnvironment()?.inFrame ?? false;

export function EmbeddingGuard({ children }: { children: ReactNode }) {
  const inFrame = useSyncExternalStore(neverChanges, isInFrame, framedAsRendered);
  // Outside a frame the rule never applies, so the guard does not validate the session itself.
  const { data: user } = useQuery({ ...sessionQueryOptions, enabled: inFrame });
  const mode = embeddingMode(inFrame, user ?? null);
  const [blocked, setBlocked] = useState(false);
  const endSession = useEndSession();

  if (mode === 'blocked' && !blocked) setBlocked(true);

  useEffect(() => {
    if (!blocked) return;
    const timer = window.setTimeout(() => void endSession(), timings.embeddingLogoutMs);
    return () => window.clearTimeout(timer);
  }, [blocked, endSession]);

  if (blocked) {
    return (
      <Text component="main" p="md">
        {messages.embeddingNotPermitted}
      </Text>
    );
  }
  return <EmbeddingContext.Provider value={mode}>{children}</EmbeddingContext.Provider>;
}
