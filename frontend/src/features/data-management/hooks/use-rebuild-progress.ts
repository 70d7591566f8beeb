import { useEffect, useState } from 'react';
import { useSessionStore } from '@/stores/session-store';
import { useJobs } from '../api/reads';
import type { RebuildProgress } from '../api/types';

// A rebuild's steps come over the read-api's websocket ({ type: 'rebuild-progress' }, sent to
// operators only). The app's socket (lib/live-updates.ts) only invalidates queries, so this screen
// listens on a socket of its own while it is open; where each rebuild stood before it connected (or
// while it was away) comes from GET /api/ops/jobs, read again whenever the socket is ready.

const RETRY_MS = 2000;

/** The latest step of each projection's rebuild, by projection name. */
export function useRebuildProgress(): Record<string, RebuildProgress> {
  const token = useSessionStore((s) => s.token);
  const jobs = useJobs();
  const [pushed, setPushed] = useState<Record<string, RebuildProgress>>({});
  const { refetch } = jobs;

  useEffect(() => {
    if (!token) return;
    let socket: WebSocket | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const open = () => {
      const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
      socket = new WebSocket(`${scheme}://${location.host}/api/ws?token=${encodeURIComponent(token)}`);
      socket.onmessage = (e) => {
        const message = parse(e.data);
        if (message?.type === 'ready') void refetch();
        if (message?.type === 'rebuild-progress') setPushed((p) => ({ ...p, [message.name]: message }));
      };
      socket.onclose = () => {
        if (!stopped) timer = setTimeout(open, RETRY_MS);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close(1000);
    };
  }, [token, refetch]);

  // The listed job counts unless the socket told of a later step of the same job (or a newer job).
  const merged: Record<string, RebuildProgress> = {};
  for (const job of [...(jobs.data?.items ?? [])].reverse()) merged[job.name] = job;
  for (const [name, step] of Object.entries(pushed)) {
    const listed = merged[name];
    if (!listed || listed.jobId !== step.jobId || step.eventsApplied >= listed.eventsApplied || step.done)
      merged[name] = step;
  }
  return merged;
}

type Message =
  ({ type: 'rebuild-progress' } & RebuildProgress) | { type: 'ready' | 'projection' | 'resync' | 'position' };

function parse(data: unknown): Message | undefined {
  try {
    return typeof data === 'string' ? (JSON.parse(data) as Message) : undefined;
  } catch {
    return undefined;
  }
}
