// Heading of a page section, with an optional action on the right.
import type { ReactNode } from 'react';

export function SectionHeading({ id, title, action }: { id?: string; title: string; action?: ReactNode }) {
  return (
    <div className="mb-6 flex items-end justify-between gap-4">
      <h2 id={id} className="text-2xl font-bold text-white md:text-3xl">
        {title}
      </h2>
      {action && <div className="shrink-0 whitespace-nowrap">{action}</div>}
    </div>
  );
}
