import type { ReactNode } from 'react';

/** The icon of each kind of note, and its colour: done (a tick), or still waiting (a clock). */
const kinds = {
  done: { path: 'M20 6 9 17l-5-5', colour: 'text-emerald-700' },
  waiting: { path: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2', colour: 'text-gold-700' },
} as const;

/**
 * What became of a message, as the contact form tells it: an icon, the news in bold, and what it means under it.
 * The box around it (its colours, what follows) is the caller's.
 */
export function StatusNote({ kind, title, children }: { kind: keyof typeof kinds; title: string; children: ReactNode }) {
  const { path, colour } = kinds[kind];
  return (
    <div className="flex gap-3">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        className={`mt-0.5 shrink-0 ${colour}`}
      >
        <path d={path} />
      </svg>
      <div>
        <strong className="block font-semibold">{title}</strong>
        {children}
      </div>
    </div>
  );
}
