// The width, padding and heading of a list page.
import type { ReactNode } from 'react';

export function PageContainer({ title, intro, children }: { title?: string; intro?: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 md:px-6 md:py-14">
      {title && (
        <div className="mb-8">
          <h1 className="text-3xl font-extrabold text-white md:text-4xl">{title}</h1>
          {intro && <p className="mt-3 max-w-3xl text-slate-300">{intro}</p>}
        </div>
      )}
      {children}
    </div>
  );
}
